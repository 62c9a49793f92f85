package app.crumbcobakery.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Locale;
import java.util.Map;
import org.springframework.core.annotation.Order;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * A JSON body is read as every backend of the app reads it, before any route: 413 above 1 MB (file uploads have
 * their own limit), 415 when it is compressed or in a charset other than UTF-8 (JSON's own, RFC 8259). Runs after
 * the CORS filter.
 */
@Component
@Order(1)
public class JsonBodyLimitFilter extends OncePerRequestFilter {
  public static final long MAX_JSON_BYTES = 1024 * 1024;
  private static final ObjectMapper JSON = new ObjectMapper();

  @Override
  protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    String type = request.getContentType();
    if (type == null || !type.toLowerCase(Locale.ROOT).startsWith(MediaType.APPLICATION_JSON_VALUE)) {
      chain.doFilter(request, response);
      return;
    }
    String charset = charset(type);
    String encoding = request.getHeader("Content-Encoding");
    if (charset != null && !charset.equalsIgnoreCase("utf-8") && !charset.equalsIgnoreCase("utf8")) {
      refuse(response, 415, "Unsupported charset " + charset.toLowerCase(Locale.ROOT) + ": send JSON as UTF-8");
    } else if (encoding != null && !encoding.isBlank() && !encoding.trim().equalsIgnoreCase("identity")) {
      refuse(response, 415, "Unsupported content encoding " + encoding.trim().toLowerCase(Locale.ROOT) + ": send the body uncompressed");
    } else if (request.getContentLengthLong() > MAX_JSON_BYTES) {
      refuse(response, 413, "The request body is larger than 1 MB");
    } else {
      chain.doFilter(request, response);
    }
  }

  /**
   * The charset the Content-Type header names, or null. Read from the header itself: Spring Boot's encoding
   * filter has already set the request's own encoding to UTF-8 by now.
   */
  private static String charset(String type) {
    String[] parts = type.split(";");
    for (int index = 1; index < parts.length; index++) {
      String[] parameter = parts[index].split("=", 2);
      if (parameter.length == 2 && parameter[0].trim().equalsIgnoreCase("charset")) {
        return parameter[1].trim().replace("\"", "");
      }
    }
    return null;
  }

  private static void refuse(HttpServletResponse response, int status, String message) throws IOException {
    response.setStatus(status);
    response.setContentType(MediaType.APPLICATION_JSON_VALUE);
    // UTF-8, as every JSON answer: the servlet default (ISO-8859-1) would mangle a charset's name.
    response.setCharacterEncoding("UTF-8");
    response.getWriter().write(JSON.writeValueAsString(Map.of("error", message)));
  }
}
