package {{package}}.features.auth;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Optional;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.HandlerInterceptor;

/**
 * Lets a request through with a valid token: "Authorization: Bearer <token>", or ?token= for the
 * browser's EventSource and download links, which cannot send headers.
 */
@Component
public class AuthGuard implements HandlerInterceptor {
  /** The request attribute holding the signed-in user's id. */
  public static final String USER_ID = "userId";
  private final AuthSecret secret;

  public AuthGuard(AuthSecret secret) {
    this.secret = secret;
  }

  @Override
  public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) throws Exception {
    String header = request.getHeader("Authorization");
    String token = header != null && header.startsWith("Bearer ") ? header.substring("Bearer ".length()) : request.getParameter("token");
    Optional<Tokens.Claims> claims = Tokens.verify(token == null ? "" : token, secret.value(), System.currentTimeMillis());
    if (claims.isEmpty()) {
      response.setStatus(401);
      response.setContentType("application/json");
      response.getWriter().write("{\"error\":\"Sign in first\"}");
      return false;
    }
    request.setAttribute(USER_ID, claims.get().sub());
    return true;
  }
}
