import type { AppModel } from "../../../model";
import { code, lines, test } from "../../files";
import type { GeneratedFile } from "../../types";
import { javaFeatureEmitter } from "../feature";
import { importLine, javaString, mainPath, packageLine, testPath } from "../names";

const SUB = "features.auth";
const dir = "features/auth";

const passwords = (model: AppModel) => `
${packageLine(model, SUB)}

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
    String[] parts = stored.split("\\\\$");
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
`;

const tokens = (model: AppModel) => `
${packageLine(model, SUB)}

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
    String[] parts = token.split("\\\\.", -1);
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
`;

const secret = (model: AppModel) => `
${packageLine(model, SUB)}

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/** The token signing secret (AUTH_SECRET): required in production, a fixed development value otherwise. */
@Component
public class AuthSecret {
  private final String value;

  public AuthSecret(@Value("\${app.auth-secret:}") String secret, @Value("\${app.environment:development}") String environment) {
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
`;

const guard = (model: AppModel) => `
${packageLine(model, SUB)}

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
      response.getWriter().write("{\\"error\\":\\"Sign in first\\"}");
      return false;
    }
    request.setAttribute(USER_ID, claims.get().sub());
    return true;
  }
}
`;

function authConfig(model: AppModel): string {
  const open = ["/api/health", "/api/auth/register", "/api/auth/login", ...(model.features.includes("api") ? ["/api/openapi.json"] : [])];
  return lines(
    packageLine(model, SUB),
    "",
    "import org.springframework.context.annotation.Configuration;",
    "import org.springframework.web.servlet.config.annotation.InterceptorRegistry;",
    "import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;",
    "",
    "/** Every route under /api needs a signed-in user, except these. */",
    "@Configuration",
    "public class AuthConfig implements WebMvcConfigurer {",
    "  private final AuthGuard guard;",
    "",
    "  public AuthConfig(AuthGuard guard) {",
    "    this.guard = guard;",
    "  }",
    "",
    "  @Override",
    "  public void addInterceptors(InterceptorRegistry registry) {",
    "    registry",
    "        .addInterceptor(guard)",
    `        .addPathPatterns("/api/**")`,
    `        .excludePathPatterns(${open.map(javaString).join(", ")});`,
    "  }",
    "}",
  );
}

const controller = (model: AppModel) => `
${packageLine(model, SUB)}

${importLine(model, "domain", "Input")}
${importLine(model, "http", "ApiException")}
${importLine(model, "repositories", "Repositories")}
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
`;

function authTest(model: AppModel): string {
  const firstRoute = `/api/${model.entities[0]?.route ?? "health"}`;
  return lines(
    packageLine(model, ""),
    "",
    "import static org.junit.jupiter.api.Assertions.assertEquals;",
    "import static org.junit.jupiter.api.Assertions.assertFalse;",
    "import static org.junit.jupiter.api.Assertions.assertTrue;",
    "import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;",
    "import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;",
    "import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;",
    "",
    importLine(model, "features.auth", "Tokens"),
    "import com.fasterxml.jackson.databind.JsonNode;",
    "import com.fasterxml.jackson.databind.ObjectMapper;",
    "import java.nio.charset.StandardCharsets;",
    "import java.util.Map;",
    "import org.junit.jupiter.api.DisplayName;",
    "import org.junit.jupiter.api.Test;",
    "import org.springframework.http.MediaType;",
    "",
    `@DisplayName("accounts")`,
    "class AuthFeatureTest extends ApiTest {",
    "  private static final ObjectMapper JSON = new ObjectMapper();",
    `  private static final Map<String, Object> ACCOUNT = Map.of("name", "Ada", "email", "Ada@Example.com", "password", "a long password");`,
    "",
    "  private JsonNode call(org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder request, int status) throws Exception {",
    "    String body = mvc.perform(request).andExpect(status().is(status)).andReturn().getResponse().getContentAsString(StandardCharsets.UTF_8);",
    "    return body.isEmpty() ? JSON.nullNode() : JSON.readTree(body);",
    "  }",
    "",
    "  private static org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder json(String path, Object body) throws Exception {",
    "    return post(path).contentType(MediaType.APPLICATION_JSON).content(JSON.writeValueAsString(body));",
    "  }",
    "",
    "  @Test",
    `  @DisplayName("registers, signs in and reads the signed-in user")`,
    "  void registerAndSignIn() throws Exception {",
    `    JsonNode registered = call(json("/api/auth/register", ACCOUNT), 201);`,
    `    assertEquals("ada@example.com", registered.get("user").get("email").asText());`,
    `    assertFalse(registered.toString().contains("passwordHash"));`,
    `    JsonNode login = call(json("/api/auth/login", Map.of("email", "ada@example.com", "password", "a long password")), 200);`,
    `    JsonNode me = call(get("/api/auth/me").header("Authorization", "Bearer " + login.get("token").asText()), 200);`,
    `    assertEquals("Ada", me.get("name").asText());`,
    `    assertEquals("ada@example.com", me.get("email").asText());`,
    "  }",
    "",
    "  @Test",
    `  @DisplayName("refuses a wrong password, a short one and a second account with the same email")`,
    "  void refusals() throws Exception {",
    `    call(json("/api/auth/register", ACCOUNT), 201);`,
    `    call(json("/api/auth/register", ACCOUNT), 409);`,
    `    call(json("/api/auth/login", Map.of("email", "ada@example.com", "password", "not the password")), 401);`,
    `    call(json("/api/auth/register", Map.of("name", "Bo", "email", "bo@example.com", "password", "short")), 400);`,
    "  }",
    "",
    "  @Test",
    `  @DisplayName("keeps the app's records behind sign-in")`,
    "  void guarded() throws Exception {",
    `    call(get(${javaString(firstRoute)}), 401);`,
    `    call(get(${javaString(firstRoute)}).header("Authorization", "Bearer forged.token"), 401);`,
    `    call(get(${javaString(firstRoute)}).param("token", client.token()), 200);`,
    "  }",
    "",
    "  @Test",
    `  @DisplayName("accepts only unexpired tokens signed with the server's secret")`,
    "  void tokens() {",
    `    String token = Tokens.issue("u1", "a@example.com", "secret", 0);`,
    `    assertEquals("u1", Tokens.verify(token, "secret", 1000).orElseThrow().sub());`,
    `    assertTrue(Tokens.verify(token, "another secret", 1000).isEmpty());`,
    `    assertTrue(Tokens.verify(token, "secret", 8L * 24 * 60 * 60 * 1000).isEmpty());`,
    "  }",
    "}",
  );
}

export const authEmitter = javaFeatureEmitter("auth", {
  name: "Accounts & sign-in API",
  description:
    "Registration and sign-in with PBKDF2 password hashes and signed expiring tokens (HMAC-SHA256); every record route " +
    "requires a signed-in user.",
  systemIds: ["SYS-auth", "SYS-sec", "SYS-roles"],
  emit: (model): GeneratedFile[] => {
    const file = (name: string, content: string) => code(mainPath(model, dir, `${name}.java`), "backend", content);
    return [
      file("Passwords", passwords(model)),
      file("Tokens", tokens(model)),
      file("AuthSecret", secret(model)),
      file("AuthGuard", guard(model)),
      file("AuthConfig", authConfig(model)),
      file("AuthController", controller(model)),
      test(testPath(model, "", "AuthFeatureTest.java"), authTest(model)),
    ];
  },
});
