package {{package}}.db;

import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/**
 * DATABASE_URL in the form every backend of the app reads (postgres://user:password@host:5432/name,
 * mysql://user:password@host:3306/name), or a jdbc: URL, as JDBC wants it.
 */
public record DatabaseUrl(String jdbcUrl, String user, String password) {
  public static DatabaseUrl parse(String url) {
    if (url.startsWith("jdbc:")) {
      return new DatabaseUrl(url, null, null);
    }
    URI uri = URI.create(url);
    String scheme = uri.getScheme() == null ? "" : uri.getScheme();
    String driver = switch (scheme) {
      case "postgres", "postgresql" -> "postgresql";
      case "mysql" -> "mysql";
      default -> throw new IllegalArgumentException("DATABASE_URL must be a postgres://, mysql:// or jdbc: URL");
    };
    StringBuilder jdbc = new StringBuilder("jdbc:").append(driver).append("://").append(uri.getHost());
    if (uri.getPort() > 0) {
      jdbc.append(':').append(uri.getPort());
    }
    if (uri.getRawPath() != null) {
      jdbc.append(uri.getRawPath());
    }
    if (uri.getRawQuery() != null) {
      jdbc.append('?').append(uri.getRawQuery());
    }
    String user = null;
    String password = null;
    String info = uri.getRawUserInfo();
    if (info != null) {
      int colon = info.indexOf(':');
      user = decode(colon < 0 ? info : info.substring(0, colon));
      password = colon < 0 ? null : decode(info.substring(colon + 1));
    }
    return new DatabaseUrl(jdbc.toString(), user, password);
  }

  private static String decode(String text) {
    return URLDecoder.decode(text.replace("+", "%2B"), StandardCharsets.UTF_8);
  }
}
