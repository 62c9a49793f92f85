package {{package}}.features.auth;

import {{package}}.domain.Input;
import {{package}}.http.ApiException;
import {{package}}.repositories.Repositories;
import com.fasterxml.jackson.databind.JsonNode;
import jakarta.servlet.http.HttpServletRequest;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** /api/auth: register, login (both answer { token, user }) and the signed-in user. */
@RestController
@RequestMapping("/api/auth")
public class AuthController {
  private final Repositories repositories;
  private final AuthSecret secret;

  public AuthController(Repositories repositories, AuthSecret secret) {
    this.repositories = repositories;
    this.secret = secret;
  }

  private static Map<String, Object> publicUser(Map<String, Object> user) {
    Map<String, Object> shown = new LinkedHashMap<>();
    shown.put("id", user.get("id"));
    shown.put("name", user.get("name"));
    shown.put("email", user.get("email"));
    return shown;
  }

  private Map<String, Object> session(Map<String, Object> user) {
    Map<String, Object> session = new LinkedHashMap<>();
    String token = Tokens.issue(String.valueOf(user.get("id")), String.valueOf(user.get("email")), secret.value(), System.currentTimeMillis());
    session.put("token", token);
    session.put("user", publicUser(user));
    return session;
  }

  private static String lower(String email) {
    return email == null ? null : email.toLowerCase(Locale.ROOT);
  }

  @PostMapping("/register")
  public ResponseEntity<Map<String, Object>> register(@RequestBody(required = false) JsonNode body) {
    Input input = new Input(body);
    String name = input.requiredText("name", 100);
    String email = lower(input.email("email", true));
    String password = input.secret("password", 8, 200, "Use at least 8 characters");
    input.check();
    if (!repositories.users().findBy("email", email).isEmpty()) {
      throw new ApiException(409, "An account with that email already exists");
    }
    Map<String, Object> user = new LinkedHashMap<>();
    user.put("name", name);
    user.put("email", email);
    user.put("passwordHash", Passwords.hash(password));
    return ResponseEntity.status(201).body(session(repositories.users().create(user)));
  }

  @PostMapping("/login")
  public Map<String, Object> login(@RequestBody(required = false) JsonNode body) {
    Input input = new Input(body);
    String email = lower(input.email("email", true));
    String password = input.secret("password", 1, 1000, "Required");
    input.check();
    return repositories.users().findBy("email", email).stream()
        .filter(user -> Passwords.verify(password, String.valueOf(user.get("passwordHash"))))
        .findFirst()
        .map(this::session)
        .orElseThrow(() -> new ApiException(401, "Wrong email or password"));
  }

  @GetMapping("/me")
  public Map<String, Object> me(HttpServletRequest request) {
    Object userId = request.getAttribute(AuthGuard.USER_ID);
    return repositories.users().get(String.valueOf(userId))
        .map(AuthController::publicUser)
        .orElseThrow(() -> new ApiException(401, "Sign in first"));
  }
}
