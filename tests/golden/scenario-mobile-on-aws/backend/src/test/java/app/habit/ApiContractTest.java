package app.habit;

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
        Arguments.of("GET", "/api/profiles"),
        Arguments.of("POST", "/api/profiles"),
        Arguments.of("GET", "/api/profiles/:id"),
        Arguments.of("PUT", "/api/profiles/:id"),
        Arguments.of("DELETE", "/api/profiles/:id"),
        Arguments.of("GET", "/api/activities"),
        Arguments.of("POST", "/api/activities"),
        Arguments.of("GET", "/api/activities/:id"),
        Arguments.of("PUT", "/api/activities/:id"),
        Arguments.of("DELETE", "/api/activities/:id"),
        Arguments.of("GET", "/api/reminders"),
        Arguments.of("POST", "/api/reminders"),
        Arguments.of("GET", "/api/reminders/:id"),
        Arguments.of("PUT", "/api/reminders/:id"),
        Arguments.of("DELETE", "/api/reminders/:id"),
        Arguments.of("POST", "/api/payments/checkout"),
        Arguments.of("GET", "/api/payments"),
        Arguments.of("GET", "/api/payments/:id"),
        Arguments.of("GET", "/api/notifications"),
        Arguments.of("POST", "/api/notifications"),
        Arguments.of("POST", "/api/notifications/:id/read"),
        Arguments.of("POST", "/api/analytics/events"),
        Arguments.of("GET", "/api/analytics/summary")
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
