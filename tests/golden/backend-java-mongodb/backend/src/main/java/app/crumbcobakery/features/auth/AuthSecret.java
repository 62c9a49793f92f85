package app.crumbcobakery.features.auth;

import java.security.SecureRandom;
import java.util.HexFormat;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * The token signing secret, AUTH_SECRET. In production (APP_ENV=production) it is required, at least
 * MIN_LENGTH characters: the API refuses to start otherwise. Elsewhere, when it is unset, a random secret is
 * made at start-up, so sign-ins end when the server restarts.
 */
@Component
public class AuthSecret {
  /** The shortest AUTH_SECRET production accepts ({@code openssl rand -hex 32} makes one of 64 characters). */
  public static final int MIN_LENGTH = 32;

  private static final Logger LOG = LoggerFactory.getLogger(AuthSecret.class);
  private static final String HOW = "make one with `openssl rand -hex 32`";

  private final String value;

  public AuthSecret(@Value("${app.auth-secret:}") String secret, @Value("${app.environment:development}") String environment) {
    if ("production".equals(environment)) {
      if (secret.isBlank()) {
        throw new IllegalStateException("AUTH_SECRET must be set in production: " + HOW);
      }
      if (secret.length() < MIN_LENGTH) {
        throw new IllegalStateException(
            "AUTH_SECRET must be at least " + MIN_LENGTH + " characters in production (it has " + secret.length() + "): " + HOW);
      }
      this.value = secret;
    } else if (!secret.isBlank()) {
      this.value = secret;
    } else {
      LOG.warn("AUTH_SECRET is not set: signing with a random secret made at start-up, so sign-ins end when the server restarts.");
      byte[] bytes = new byte[32];
      new SecureRandom().nextBytes(bytes);
      this.value = HexFormat.of().formatHex(bytes);
    }
  }

  public String value() {
    return value;
  }
}
