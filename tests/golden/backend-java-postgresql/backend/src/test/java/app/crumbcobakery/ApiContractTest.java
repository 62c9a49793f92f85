package app.crumbcobakery;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.test.web.servlet.ResultActions;

/** The routes docs/ARCHITECTURE.md lists; each must reach its handler (any answer but "No route" or a crash). */
@DisplayName("the API contract")
class ApiContractTest extends ApiTest {
  static Stream<Arguments> routes() {
    return Stream.of(
        Arguments.of("GET", "/api/health"),
        Arguments.of("GET", "/api/products"),
        Arguments.of("POST", "/api/products"),
        Arguments.of("GET", "/api/products/:id"),
        Arguments.of("PUT", "/api/products/:id"),
        Arguments.of("DELETE", "/api/products/:id"),
        Arguments.of("GET", "/api/orders"),
        Arguments.of("POST", "/api/orders"),
        Arguments.of("GET", "/api/orders/:id"),
        Arguments.of("PUT", "/api/orders/:id"),
        Arguments.of("DELETE", "/api/orders/:id"),
        Arguments.of("GET", "/api/customers"),
        Arguments.of("POST", "/api/customers"),
        Arguments.of("GET", "/api/customers/:id"),
        Arguments.of("PUT", "/api/customers/:id"),
        Arguments.of("DELETE", "/api/customers/:id"),
        Arguments.of("GET", "/api/pickup-slots"),
        Arguments.of("POST", "/api/pickup-slots"),
        Arguments.of("GET", "/api/pickup-slots/:id"),
        Arguments.of("PUT", "/api/pickup-slots/:id"),
        Arguments.of("DELETE", "/api/pickup-slots/:id"),
        Arguments.of("GET", "/api/production-lists"),
        Arguments.of("POST", "/api/production-lists"),
        Arguments.of("GET", "/api/production-lists/:id"),
        Arguments.of("PUT", "/api/production-lists/:id"),
        Arguments.of("DELETE", "/api/production-lists/:id"),
        Arguments.of("POST", "/api/auth/register"),
        Arguments.of("POST", "/api/auth/login"),
        Arguments.of("GET", "/api/auth/me"),
        Arguments.of("GET", "/api/auth/users"),
        Arguments.of("PUT", "/api/auth/users/:id/role"),
        Arguments.of("POST", "/api/payments/checkout"),
        Arguments.of("GET", "/api/payments"),
        Arguments.of("GET", "/api/payments/:id"),
        Arguments.of("GET", "/api/notifications"),
        Arguments.of("POST", "/api/notifications"),
        Arguments.of("POST", "/api/notifications/:id/read"),
        Arguments.of("GET", "/api/openapi.json"),
        Arguments.of("POST", "/api/analytics/events"),
        Arguments.of("GET", "/api/analytics/summary"),
        Arguments.of("GET", "/api/search"),
        Arguments.of("POST", "/api/uploads"),
        Arguments.of("GET", "/api/uploads"),
        Arguments.of("GET", "/api/uploads/:id"),
        Arguments.of("GET", "/api/uploads/:id/content")
    );
  }

  @ParameterizedTest(name = "{0} {1} is served")
  @MethodSource("routes")
  void served(String method, String path) throws Exception {
    String url = path.replace(":id", "contract-check");
    ResultActions result = switch (method) {
      case "GET" -> client.get(url);
      case "POST" -> client.post(url, Map.of());
      case "PUT" -> client.put(url, Map.of());
      default -> client.delete(url);
    };
    MockHttpServletResponse response = result.andReturn().getResponse();
    assertTrue(response.getStatus() < 500, method + " " + url + " answered " + response.getStatus());
    String body = response.getContentAsString();
    if (body.startsWith("{")) {
      JsonNode error = client.json(result).get("error");
      assertFalse(error != null && error.asText().startsWith("No route"), method + " " + url + " is not served");
    }
  }
}
