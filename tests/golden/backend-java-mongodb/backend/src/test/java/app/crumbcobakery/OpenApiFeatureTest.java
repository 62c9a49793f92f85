package app.crumbcobakery;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import app.crumbcobakery.support.TestClient;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("/api/openapi.json")
class OpenApiFeatureTest extends ApiTest {
  private static final List<String> PATHS = List.of(
      "/api/health",
      "/api/products",
      "/api/products/{id}",
      "/api/orders",
      "/api/orders/{id}",
      "/api/customers",
      "/api/customers/{id}",
      "/api/pickup-slots",
      "/api/pickup-slots/{id}",
      "/api/production-lists",
      "/api/production-lists/{id}",
      "/api/auth/register",
      "/api/auth/login",
      "/api/auth/me",
      "/api/auth/users",
      "/api/auth/users/{id}/role",
      "/api/payments/checkout",
      "/api/payments",
      "/api/payments/{id}",
      "/api/notifications",
      "/api/notifications/{id}/read",
      "/api/openapi.json",
      "/api/analytics/events",
      "/api/analytics/summary",
      "/api/search",
      "/api/uploads",
      "/api/uploads/{id}",
      "/api/uploads/{id}/content",
      "/api/live"
  );

  @Test
  @DisplayName("describes every route of the API, without signing in")
  void describesEveryRoute() throws Exception {
    String body = new TestClient(mvc).perform(get("/api/openapi.json")).andExpect(status().is(200))
        .andReturn().getResponse().getContentAsString(StandardCharsets.UTF_8);
    JsonNode paths = new ObjectMapper().readTree(body).get("paths");
    for (String path : PATHS) {
      assertTrue(paths.has(path), path);
    }
  }
}
