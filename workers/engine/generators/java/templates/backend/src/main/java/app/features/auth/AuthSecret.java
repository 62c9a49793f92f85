package {{package}}.features.auth;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/** The token signing secret (AUTH_SECRET): required in production, a fixed development value otherwise. */
@Component
public class AuthSecret {
  private final String value;

  public AuthSecret(@Value("${app.auth-secret:}") String secret, @Value("${app.environment:development}") String environment) {
    if (!secret.isBlank()) {
      this.value = secret;
    } else if ("production".equals(environment)) {
      throw new IllegalStateException("AUTH_SECRET must be set in production");
    } else {
      this.value = "development-secret-change-me";
    }
  }

  public String value() {
    return value;
  }
}
