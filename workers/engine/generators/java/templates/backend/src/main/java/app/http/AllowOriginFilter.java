package {{package}}.http;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/** Lets one other origin (CORS_ORIGIN: the frontend, when it is served from elsewhere) call the API; every answer carries the headers. */
@Component
@Order(0)
public class AllowOriginFilter extends OncePerRequestFilter {
  private final String origin;

  public AllowOriginFilter(@Value("${app.cors-origin:}") String origin) {
    this.origin = origin.trim();
  }

  @Override
  protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    if (origin.isEmpty()) {
      chain.doFilter(request, response);
      return;
    }
    response.setHeader("Access-Control-Allow-Origin", origin);
    response.setHeader("Vary", "Origin");
    response.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type, X-File-Name, X-File-Type");
    response.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS");
    if ("OPTIONS".equals(request.getMethod())) {
      response.setStatus(204);
      return;
    }
    chain.doFilter(request, response);
  }
}
