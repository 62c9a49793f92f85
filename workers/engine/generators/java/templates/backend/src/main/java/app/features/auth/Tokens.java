package {{package}}.features.auth;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/** Signed tokens: base64url(claims) + "." + base64url(HMAC-SHA256 of it), valid for a week. */
public final class Tokens {
  /** Who the token is for, and its expiry in seconds since the epoch. */
  public record Claims(String sub, String email, long exp) {}

  private static final long WEEK_SECONDS = 7L * 24 * 60 * 60;
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();

  private Tokens() {}

  private static String sign(String payload, String secret) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
      return ENCODER.encodeToString(mac.doFinal(payload.getBytes(StandardCharsets.UTF_8)));
    } catch (GeneralSecurityException unavailable) {
      throw new IllegalStateException("HMAC-SHA256 is not available", unavailable);
    }
  }

  public static String issue(String userId, String email, String secret, long nowMillis) {
    Map<String, Object> claims = new LinkedHashMap<>();
    claims.put("sub", userId);
    claims.put("email", email);
    claims.put("exp", nowMillis / 1000 + WEEK_SECONDS);
    try {
      String payload = ENCODER.encodeToString(JSON.writeValueAsBytes(claims));
      return payload + "." + sign(payload, secret);
    } catch (JsonProcessingException impossible) {
      throw new IllegalStateException(impossible);
    }
  }

  /** The claims of a token this server signed and that has not expired. */
  public static Optional<Claims> verify(String token, String secret, long nowMillis) {
    String[] parts = token.split("\\.", -1);
    if (parts.length != 2 || parts[0].isEmpty() || parts[1].isEmpty()) {
      return Optional.empty();
    }
    byte[] expected = sign(parts[0], secret).getBytes(StandardCharsets.UTF_8);
    if (!MessageDigest.isEqual(expected, parts[1].getBytes(StandardCharsets.UTF_8))) {
      return Optional.empty();
    }
    try {
      JsonNode claims = JSON.readTree(Base64.getUrlDecoder().decode(parts[0]));
      JsonNode sub = claims.get("sub");
      JsonNode email = claims.get("email");
      JsonNode exp = claims.get("exp");
      if (sub == null || !sub.isTextual() || email == null || !email.isTextual() || exp == null || !exp.isNumber()) {
        return Optional.empty();
      }
      return exp.asLong() * 1000 > nowMillis ? Optional.of(new Claims(sub.asText(), email.asText(), exp.asLong())) : Optional.empty();
    } catch (IllegalArgumentException | java.io.IOException malformed) {
      return Optional.empty();
    }
  }
}
