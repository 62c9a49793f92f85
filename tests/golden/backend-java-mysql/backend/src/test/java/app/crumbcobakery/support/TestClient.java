package app.crumbcobakery.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.springframework.http.MediaType;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.ResultActions;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;
import org.springframework.test.web.servlet.request.MockMvcRequestBuilders;

/** Calls the app in-process, signed in as a fresh account, and holds every answer to the OpenAPI document. */
public final class TestClient {
  private static final ObjectMapper JSON = new ObjectMapper();
  private final MockMvc mvc;
  private String token;

  public TestClient(MockMvc mvc) {
    this.mvc = mvc;
  }

  public static TestClient signedIn(MockMvc mvc) throws Exception {
    TestClient client = new TestClient(mvc);
    Map<String, Object> account = new LinkedHashMap<>();
    account.put("name", "Tester");
    account.put("email", "tester-" + UUID.randomUUID() + "@example.com");
    account.put("password", "correct horse battery");
    JsonNode session = client.json(client.post("/api/auth/register", account).andExpect(status().is(201)));
    client.token = session.get("token").asText();
    return client;
  }

  /** The bearer token calls carry, or null when the app has no accounts. */
  public String token() {
    return token;
  }

  /** Adds the sign-in header, when there is one. */
  public MockHttpServletRequestBuilder signed(MockHttpServletRequestBuilder request) {
    return token == null ? request : request.header("Authorization", "Bearer " + token);
  }

  /**
   * Calls the app. Every finished answer is checked against the API's OpenAPI document (ApiDocument): a status,
   * content type or body the document does not declare fails the test that received it.
   */
  public ResultActions perform(MockHttpServletRequestBuilder request) throws Exception {
    ResultActions result = mvc.perform(signed(request));
    MvcResult done = result.andReturn();
    // An event stream is still open when perform returns: there is no whole answer to check yet.
    if (!done.getRequest().isAsyncStarted()) {
      MockHttpServletResponse response = done.getResponse();
      ApiDocument.checkAnswer(done.getRequest().getMethod(), done.getRequest().getRequestURI(), response.getStatus(),
          response.getContentType(), response.getContentAsByteArray());
    }
    return result;
  }

  public ResultActions get(String path) throws Exception {
    return perform(MockMvcRequestBuilders.get(path));
  }

  public ResultActions post(String path, Object body) throws Exception {
    return perform(withJson(MockMvcRequestBuilders.post(path), body));
  }

  public ResultActions put(String path, Object body) throws Exception {
    return perform(withJson(MockMvcRequestBuilders.put(path), body));
  }

  public ResultActions delete(String path) throws Exception {
    return perform(MockMvcRequestBuilders.delete(path));
  }

  private static MockHttpServletRequestBuilder withJson(MockHttpServletRequestBuilder request, Object body) throws Exception {
    return request.contentType(MediaType.APPLICATION_JSON).content(JSON.writeValueAsString(body));
  }

  /** The JSON body of a response. */
  public JsonNode json(ResultActions result) throws Exception {
    return JSON.readTree(result.andReturn().getResponse().getContentAsString(StandardCharsets.UTF_8));
  }

  /** The id of the record a response carries. */
  public String id(ResultActions result) throws Exception {
    return json(result).get("id").asText();
  }

  /** A copy of an input with one field changed. */
  public static Map<String, Object> with(Map<String, Object> input, String field, Object value) {
    Map<String, Object> changed = new LinkedHashMap<>(input);
    changed.put(field, value);
    return changed;
  }

  /** Every field of the expected map has that value in the JSON (numbers compared by value). */
  public static void assertMatches(Map<String, Object> expected, JsonNode actual) {
    for (Map.Entry<String, Object> entry : expected.entrySet()) {
      JsonNode value = actual.get(entry.getKey());
      assertNotNull(value, "missing " + entry.getKey() + " in " + actual);
      Object wanted = entry.getValue();
      if (wanted == null) {
        assertTrue(value.isNull(), entry.getKey() + " should be null in " + actual);
      } else if (wanted instanceof Number number) {
        assertTrue(value.isNumber(), entry.getKey() + " should be a number in " + actual);
        assertEquals(number.doubleValue(), value.doubleValue(), 1e-9, entry.getKey());
      } else if (wanted instanceof Boolean flag) {
        assertEquals(flag, value.asBoolean(), entry.getKey());
      } else {
        assertEquals(String.valueOf(wanted), value.asText(), entry.getKey());
      }
    }
  }
}
