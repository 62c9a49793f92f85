package app.crumbcobakery.features.auth;

import app.crumbcobakery.repositories.Repositories;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.HandlerInterceptor;

/**
 * Lets a request through with a valid token in "Authorization: Bearer <token>", and only there: a token in
 * the URL (?token=) is refused, as URLs end up in logs, the history and Referer headers (the frontend sends
 * the header on every call, its live stream and file downloads included); and a change to a record type
 * only when the account's role writes it (the role is read on every change).
 */
@Component
public class AuthGuard implements HandlerInterceptor {
  /** The request attribute holding the signed-in user's id. */
  public static final String USER_ID = "userId";
  private static final ObjectMapper JSON = new ObjectMapper();
  private final AuthSecret secret;
  private final Repositories repositories;

  public AuthGuard(AuthSecret secret, Repositories repositories) {
    this.secret = secret;
    this.repositories = repositories;
  }

  private static boolean refuse(HttpServletResponse response, int status, String message) throws IOException {
    response.setStatus(status);
    response.setContentType("application/json");
    // UTF-8, as every JSON answer: the servlet default (ISO-8859-1) would mangle a role's or a record's name.
    response.setCharacterEncoding("UTF-8");
    response.getWriter().write(JSON.writeValueAsString(Map.of("error", message)));
    return false;
  }

  @Override
  public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) throws Exception {
    String header = request.getHeader("Authorization");
    String token = header != null && header.startsWith("Bearer ") ? header.substring("Bearer ".length()) : "";
    Optional<Tokens.Claims> claims = Tokens.verify(token, secret.value(), System.currentTimeMillis());
    if (claims.isEmpty()) {
      return refuse(response, 401, "Sign in first");
    }
    request.setAttribute(USER_ID, claims.get().sub());
    Optional<String> route = Roles.changedRoute(request.getMethod(), request.getRequestURI().substring(request.getContextPath().length()));
    if (route.isEmpty()) {
      return true;
    }
    Optional<Map<String, Object>> user = repositories.users().get(claims.get().sub());
    if (user.isEmpty()) {
      return refuse(response, 401, "Sign in first");
    }
    Optional<String> refusal = Roles.refusal(user.get(), route.get());
    return refusal.isEmpty() || refuse(response, 403, refusal.get());
  }
}
