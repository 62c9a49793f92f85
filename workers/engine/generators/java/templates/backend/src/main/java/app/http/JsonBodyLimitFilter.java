package {{package}}.http;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.core.annotation.Order;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/** JSON bodies above 1 MB are refused with 413 before they are read (file uploads have their own limit). Runs after the CORS filter. */
@Component
@Order(1)
public class JsonBodyLimitFilter extends OncePerRequestFilter {
  public static final long MAX_JSON_BYTES = 1024 * 1024;

  @Override
  protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    String type = request.getContentType();
    if (type != null && type.startsWith(MediaType.APPLICATION_JSON_VALUE) && request.getContentLengthLong() > MAX_JSON_BYTES) {
      response.setStatus(413);
      response.setContentType(MediaType.APPLICATION_JSON_VALUE);
      response.getWriter().write("{\"error\":\"request entity too large\"}");
      return;
    }
    chain.doFilter(request, response);
  }
}
