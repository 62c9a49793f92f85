package app.crumbcobakery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.delete;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.put;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.request;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import app.crumbcobakery.features.auth.AuthSecret;
import app.crumbcobakery.features.auth.Tokens;
import app.crumbcobakery.support.Fixtures;
import app.crumbcobakery.support.TestClient;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MvcResult;

@DisplayName("accounts")
class AuthFeatureTest extends ApiTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Map<String, Object> ACCOUNT = Map.of("name", "Ada", "email", "Ada@Example.com", "password", "a long password");

  /** Calls the app without signing in; the answer is checked against the OpenAPI document like every other. */
  private JsonNode call(org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder request, int status) throws Exception {
    String body = new TestClient(mvc).perform(request).andExpect(status().is(status)).andReturn().getResponse().getContentAsString(StandardCharsets.UTF_8);
    return body.isEmpty() ? JSON.nullNode() : JSON.readTree(body);
  }

  private static org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder json(String path, Object body) throws Exception {
    return post(path).contentType(MediaType.APPLICATION_JSON).content(JSON.writeValueAsString(body));
  }

  @Test
  @DisplayName("registers, signs in and reads the signed-in user")
  void registerAndSignIn() throws Exception {
    JsonNode registered = call(json("/api/auth/register", ACCOUNT), 201);
    assertEquals("ada@example.com", registered.get("user").get("email").asText());
    assertFalse(registered.toString().contains("passwordHash"));
    JsonNode login = call(json("/api/auth/login", Map.of("email", "ada@example.com", "password", "a long password")), 200);
    JsonNode me = call(get("/api/auth/me").header("Authorization", "Bearer " + login.get("token").asText()), 200);
    assertEquals("Ada", me.get("name").asText());
    assertEquals("ada@example.com", me.get("email").asText());
  }

  @Test
  @DisplayName("refuses a wrong password, a short one and a second account with the same email")
  void refusals() throws Exception {
    call(json("/api/auth/register", ACCOUNT), 201);
    call(json("/api/auth/register", ACCOUNT), 409);
    call(json("/api/auth/login", Map.of("email", "ada@example.com", "password", "not the password")), 401);
    call(json("/api/auth/register", Map.of("name", "Bo", "email", "bo@example.com", "password", "short")), 400);
  }

  @Test
  @DisplayName("keeps the app's records behind sign-in")
  void guarded() throws Exception {
    call(get("/api/products"), 401);
    call(get("/api/products").header("Authorization", "Bearer forged.token"), 401);
  }

  @Test
  @DisplayName("reads the token from the Authorization header only, never from the URL")
  void headerOnly() throws Exception {
    call(get("/api/products").header("Authorization", "Bearer " + client.token()), 200);
    call(get("/api/products?token=" + client.token()), 401);
  }

  @Test
  @DisplayName("accepts only unexpired tokens signed with the server's secret")
  void tokens() {
    String key = randomHex(32);
    String token = Tokens.issue("u1", "a@example.com", key, 0);
    assertEquals("u1", Tokens.verify(token, key, 1000).orElseThrow().sub());
    assertTrue(Tokens.verify(token, randomHex(32), 1000).isEmpty());
    assertTrue(Tokens.verify(token, key, 8L * 24 * 60 * 60 * 1000).isEmpty());
  }

  @Test
  @DisplayName("refuses to start in production without a secret of 32 characters")
  void productionSecret() {
    IllegalStateException missing = assertThrows(IllegalStateException.class, () -> new AuthSecret("", "production"));
    assertTrue(missing.getMessage().contains("AUTH_SECRET must be set in production"));
    String given = randomHex(16);
    IllegalStateException tooShort = assertThrows(IllegalStateException.class, () -> new AuthSecret(given.substring(1), "production"));
    assertTrue(tooShort.getMessage().contains("at least 32 characters"));
    assertEquals(given, new AuthSecret(given, "production").value());
  }

  @Test
  @DisplayName("makes a random secret at each start outside production")
  void developmentSecret() {
    String first = new AuthSecret("", "development").value();
    String second = new AuthSecret("", "development").value();
    assertTrue(first.length() >= AuthSecret.MIN_LENGTH);
    assertNotEquals(first, second);
    String given = randomHex(4);
    assertEquals(given, new AuthSecret(given, "development").value());
  }

  private static String randomHex(int bytes) {
    byte[] random = new byte[bytes];
    new SecureRandom().nextBytes(random);
    return HexFormat.of().formatHex(random);
  }

  @Test
  @DisplayName("gives the first account the managing role and later ones the sign-up role; only the first assigns roles")
  void roles() throws Exception {
    String manager = client.token();
    assertEquals("owner", call(get("/api/auth/me").header("Authorization", "Bearer " + manager), 200).get("role").asText());
    JsonNode second = call(json("/api/auth/register", ACCOUNT), 201);
    assertEquals("customer", second.get("user").get("role").asText());
    String member = second.get("token").asText();
    String secondRole = "/api/auth/users/" + second.get("user").get("id").asText() + "/role";
    call(get("/api/auth/users").header("Authorization", "Bearer " + member), 403);
    call(put(secondRole).contentType(MediaType.APPLICATION_JSON).content("{\"role\":\"owner\"}").header("Authorization", "Bearer " + member), 403);
    assertEquals(2, call(get("/api/auth/users").header("Authorization", "Bearer " + manager), 200).size());
    call(put(secondRole).contentType(MediaType.APPLICATION_JSON).content("{\"role\":\"nobody\"}").header("Authorization", "Bearer " + manager), 400);
    String firstId = call(get("/api/auth/me").header("Authorization", "Bearer " + manager), 200).get("id").asText();
    call(put("/api/auth/users/" + firstId + "/role").contentType(MediaType.APPLICATION_JSON).content("{\"role\":\"customer\"}").header("Authorization", "Bearer " + manager), 400);
    call(put("/api/auth/users/no-such-account/role").contentType(MediaType.APPLICATION_JSON).content("{\"role\":\"customer\"}").header("Authorization", "Bearer " + manager), 404);
    assertEquals("owner", call(put(secondRole).contentType(MediaType.APPLICATION_JSON).content("{\"role\":\"owner\"}").header("Authorization", "Bearer " + manager), 200).get("role").asText());
    assertEquals("owner", call(get("/api/auth/me").header("Authorization", "Bearer " + member), 200).get("role").asText());
  }

  @Test
  @DisplayName("lets only a role that writes products change them")
  void refusedChange() throws Exception {
    JsonNode second = call(json("/api/auth/register", ACCOUNT), 201);
    String member = second.get("token").asText();
    JsonNode refused = call(post("/api/products").contentType(MediaType.APPLICATION_JSON).content("{}").header("Authorization", "Bearer " + member), 403);
    assertEquals("Your role (Customer) cannot change products", refused.get("error").asText());
    call(get("/api/products").header("Authorization", "Bearer " + member), 200);
    call(put("/api/auth/users/" + second.get("user").get("id").asText() + "/role").contentType(MediaType.APPLICATION_JSON).content("{\"role\":\"owner\"}").header("Authorization", "Bearer " + client.token()), 200);
    // The role is read on every change: the next call passes the role check and meets the input check.
    call(post("/api/products").contentType(MediaType.APPLICATION_JSON).content("{}").header("Authorization", "Bearer " + member), 400);
  }

  @Test
  @DisplayName("shows customers only to the account that created them and to staff; to others they do not exist")
  void ownRecords() throws Exception {
    String manager = client.token();
    String first = call(json("/api/auth/register", Map.of("name", "Ann", "email", "ann@example.com", "password", "a long password")), 201).get("token").asText();
    String second = call(json("/api/auth/register", Map.of("name", "Ben", "email", "ben@example.com", "password", "a long password")), 201).get("token").asText();
    String id = call(post("/api/customers").contentType(MediaType.APPLICATION_JSON).content(JSON.writeValueAsString(Fixtures.customerInput(client))).header("Authorization", "Bearer " + first), 201).get("id").asText();
    String path = "/api/customers/" + id;
    // To another account of the role, the record is missing whatever it asks.
    assertFalse(listed(call(get("/api/customers").header("Authorization", "Bearer " + second), 200), id));
    assertEquals("Customer not found", call(get(path).header("Authorization", "Bearer " + second), 404).get("error").asText());
    call(put(path).contentType(MediaType.APPLICATION_JSON).content(JSON.writeValueAsString(Fixtures.customerInput(client))).header("Authorization", "Bearer " + second), 404);
    call(delete(path).header("Authorization", "Bearer " + second), 404);
    Map<String, Object> referring = TestClient.with(Fixtures.orderInput(client), "customerId", id);
    assertEquals("Customer " + id + " does not exist", call(post("/api/orders").contentType(MediaType.APPLICATION_JSON).content(JSON.writeValueAsString(referring)).header("Authorization", "Bearer " + second), 400).get("error").asText());
    call(post("/api/orders").contentType(MediaType.APPLICATION_JSON).content(JSON.writeValueAsString(referring)).header("Authorization", "Bearer " + first), 201);
    assertTrue(listed(call(get("/api/customers").header("Authorization", "Bearer " + first), 200), id));
    call(get(path).header("Authorization", "Bearer " + first), 200);
    // The managing role owns nothing: it sees every record.
    call(get(path).header("Authorization", "Bearer " + manager), 200);
    assertTrue(listed(call(get("/api/customers").header("Authorization", "Bearer " + manager), 200), id));
  }

  @Test
  @DisplayName("streams a change to a customer only to the account that created it and to staff")
  void ownChangesLive() throws Exception {
    String manager = client.token();
    String first = call(json("/api/auth/register", Map.of("name", "Ann", "email", "ann@example.com", "password", "a long password")), 201).get("token").asText();
    String second = call(json("/api/auth/register", Map.of("name", "Ben", "email", "ben@example.com", "password", "a long password")), 201).get("token").asText();
    MvcResult mine = stream(first);
    MvcResult others = stream(second);
    MvcResult staff = stream(manager);
    String id = call(post("/api/customers").contentType(MediaType.APPLICATION_JSON).content(JSON.writeValueAsString(Fixtures.customerInput(client))).header("Authorization", "Bearer " + first), 201).get("id").asText();
    // The other account's stream is open: the change to its own record reaches it, the first account's never.
    String own = call(post("/api/customers").contentType(MediaType.APPLICATION_JSON).content(JSON.writeValueAsString(Fixtures.customerInput(client))).header("Authorization", "Bearer " + second), 201).get("id").asText();
    call(delete("/api/customers/" + id).header("Authorization", "Bearer " + first), 204);
    assertTrue(received(mine).contains("\"action\":\"created\",\"id\":\"" + id + "\""), received(mine));
    assertTrue(received(mine).contains("\"action\":\"deleted\",\"id\":\"" + id + "\""), received(mine));
    assertTrue(received(others).contains("\"id\":\"" + own + "\""), received(others));
    assertFalse(received(others).contains(id), received(others));
    assertTrue(received(staff).contains("\"action\":\"deleted\",\"id\":\"" + id + "\""), received(staff));
  }

  /** A live stream opened by the account a token signs in. */
  private MvcResult stream(String token) throws Exception {
    return new TestClient(mvc).perform(get("/api/live").header("Authorization", "Bearer " + token)).andExpect(request().asyncStarted()).andReturn();
  }

  /** What a live stream has received so far. */
  private static String received(MvcResult stream) throws Exception {
    return stream.getResponse().getContentAsString(StandardCharsets.UTF_8);
  }

  @Test
  @DisplayName("counts only an account's own customers for it, and every one for staff")
  void ownCounts() throws Exception {
    String manager = client.token();
    String first = call(json("/api/auth/register", Map.of("name", "Ann", "email", "ann@example.com", "password", "a long password")), 201).get("token").asText();
    String second = call(json("/api/auth/register", Map.of("name", "Ben", "email", "ben@example.com", "password", "a long password")), 201).get("token").asText();
    call(post("/api/customers").contentType(MediaType.APPLICATION_JSON).content(JSON.writeValueAsString(Fixtures.customerInput(client))).header("Authorization", "Bearer " + first), 201);
    assertEquals(1, call(get("/api/analytics/summary").header("Authorization", "Bearer " + first), 200).get("records").get("customers").asInt());
    assertEquals(0, call(get("/api/analytics/summary").header("Authorization", "Bearer " + second), 200).get("records").get("customers").asInt());
    assertEquals(1, call(get("/api/analytics/summary").header("Authorization", "Bearer " + manager), 200).get("records").get("customers").asInt());
  }

  /** Whether a list holds the record with that id. */
  private static boolean listed(JsonNode records, String id) {
    for (JsonNode record : records) {
      if (id.equals(record.get("id").asText())) {
        return true;
      }
    }
    return false;
  }
}
