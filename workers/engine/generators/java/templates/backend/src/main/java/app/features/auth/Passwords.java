package {{package}}.features.auth;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/** Salted PBKDF2-SHA256 hashes: "pbkdf2$<iterations>$<salt>$<key>", never the password itself. */
public final class Passwords {
  private static final int ITERATIONS = 210_000;
  private static final int KEY_BITS = 256;
  private static final SecureRandom RANDOM = new SecureRandom();

  private Passwords() {}

  public static String hash(String password) {
    byte[] salt = new byte[16];
    RANDOM.nextBytes(salt);
    byte[] key = derive(password, salt, ITERATIONS);
    Base64.Encoder base64 = Base64.getEncoder();
    return "pbkdf2$" + ITERATIONS + "$" + base64.encodeToString(salt) + "$" + base64.encodeToString(key);
  }

  public static boolean verify(String password, String stored) {
    String[] parts = stored.split("\\$");
    if (parts.length != 4 || !"pbkdf2".equals(parts[0])) {
      return false;
    }
    try {
      int iterations = Integer.parseInt(parts[1]);
      Base64.Decoder base64 = Base64.getDecoder();
      byte[] expected = base64.decode(parts[3]);
      byte[] actual = derive(password, base64.decode(parts[2]), iterations);
      return MessageDigest.isEqual(expected, actual);
    } catch (IllegalArgumentException malformed) {
      return false;
    }
  }

  private static byte[] derive(String password, byte[] salt, int iterations) {
    try {
      PBEKeySpec spec = new PBEKeySpec(password.toCharArray(), salt, iterations, KEY_BITS);
      return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
    } catch (GeneralSecurityException unavailable) {
      throw new IllegalStateException("PBKDF2 is not available", unavailable);
    }
  }
}
