import type { AppModel, Entity, Field } from "../../../model";
import { code, lines, test } from "../../files";
import type { GeneratedFile } from "../../types";
import { javaFeatureEmitter } from "../feature";
import { article, importLine, javaFile, javaPackage, javaString, mainPath, packageLine, recordNames, testPath } from "../names";
import { fillBlocks } from "../../fill-blocks";
import { RECORD_OWNER } from "../../records";
import { guardedRoutes, ownsRecords, roleRows, roleTestCase } from "../../shared/backend/roles";
import { templateText } from "../../template-texts";

const SUB = "features.auth";
const dir = "features/auth";

const passwords = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/auth/Passwords.java"), model);

const tokens = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/auth/Tokens.java"), model);

const secret = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/auth/AuthSecret.java"), model);

const guard = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/auth/AuthGuard.java"), model);

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

const controller = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/auth/AuthController.java"), model);

const javaList = (values: readonly string[]) => `List.of(${values.map(javaString).join(", ")})`;

/** Roles.java: the app model's roles, and the record routes they are checked on; with owned types, those of each role. */
function roles(model: AppModel): string {
  const owning = ownsRecords(model);
  const rows = roleRows(model).map(
    (row) =>
      `new Role(${javaString(row.name)}, ${javaString(row.label)}, ${row.manages}, ${row.signUp}, ${javaList(row.routes)}${owning ? `, ${javaList(row.owns)}` : ""})`,
  );
  const records = guardedRoutes(model).map(([route, label]) => `Map.entry(${javaString(route)}, ${javaString(label)})`);
  return fillBlocks(templateText("java/templates/backend/src/main/java/app/features/auth/Roles.java"), {
    package: javaPackage(model),
    ownsNote: owning
      ? lines(
          " * A role may also own record types (owns, among those it writes): of those it sees and changes only the",
          " * records its account created, and another account's are \"not found\" to it (Ownership.java).",
        )
      : "",
    ownsComponent: owning ? ", List<String> owns" : "",
    roles: rows.join(",\n"),
    records: records.join(",\n"),
  });
}

/** Ownership.java: who created each record of the owned types, and those records as the signed-in account sees them. */
const ownership = (model: AppModel) =>
  fillBlocks(templateText("java/templates/backend/src/main/java/app/features/auth/Ownership.java"), { package: javaPackage(model), owners: recordNames(RECORD_OWNER).accessor });

/** The role tests: the tester (first account) manages, a later one signs up; a record type it may not change. */
function roleTests(model: AppModel): string[] {
  const { managing, signUp, refused } = roleTestCase(model);
  const bearer = (name: string) => `header("Authorization", "Bearer " + ${name})`;
  const refusedTest = refused
    ? [
        "",
        "  @Test",
        `  @DisplayName(${javaString(`lets only a role that writes ${refused.pluralLabel.toLowerCase()} change them`)})`,
        "  void refusedChange() throws Exception {",
        `    JsonNode second = call(json("/api/auth/register", ACCOUNT), 201);`,
        `    String member = second.get("token").asText();`,
        `    JsonNode refused = call(post(${javaString(`/api/${refused.route}`)}).contentType(MediaType.APPLICATION_JSON).content("{}").${bearer("member")}, 403);`,
        `    assertEquals(${javaString(`Your role (${signUp.label}) cannot change ${refused.pluralLabel.toLowerCase()}`)}, refused.get("error").asText());`,
        `    call(get(${javaString(`/api/${refused.route}`)}).${bearer("member")}, 200);`,
        `    call(put("/api/auth/users/" + second.get("user").get("id").asText() + "/role").contentType(MediaType.APPLICATION_JSON).content(${javaString(`{"role":"${managing.name}"}`)}).${bearer("client.token()")}, 200);`,
        "    // The role is read on every change: the next call passes the role check and meets the input check.",
        `    call(post(${javaString(`/api/${refused.route}`)}).contentType(MediaType.APPLICATION_JSON).content("{}").${bearer("member")}, 400);`,
        "  }",
      ]
    : [];
  const role = (name: string) => javaString(`{"role":"${name}"}`);
  return [
    "",
    "  @Test",
    `  @DisplayName("gives the first account the managing role and later ones the sign-up role; only the first assigns roles")`,
    "  void roles() throws Exception {",
    `    String manager = client.token();`,
    `    assertEquals(${javaString(managing.name)}, call(get("/api/auth/me").${bearer("manager")}, 200).get("role").asText());`,
    `    JsonNode second = call(json("/api/auth/register", ACCOUNT), 201);`,
    `    assertEquals(${javaString(signUp.name)}, second.get("user").get("role").asText());`,
    `    String member = second.get("token").asText();`,
    `    String secondRole = "/api/auth/users/" + second.get("user").get("id").asText() + "/role";`,
    `    call(get("/api/auth/users").${bearer("member")}, 403);`,
    `    call(put(secondRole).contentType(MediaType.APPLICATION_JSON).content(${role(managing.name)}).${bearer("member")}, 403);`,
    `    assertEquals(2, call(get("/api/auth/users").${bearer("manager")}, 200).size());`,
    `    call(put(secondRole).contentType(MediaType.APPLICATION_JSON).content(${role("nobody")}).${bearer("manager")}, 400);`,
    `    String firstId = call(get("/api/auth/me").${bearer("manager")}, 200).get("id").asText();`,
    `    call(put("/api/auth/users/" + firstId + "/role").contentType(MediaType.APPLICATION_JSON).content(${role(signUp.name)}).${bearer("manager")}, 400);`,
    `    call(put("/api/auth/users/no-such-account/role").contentType(MediaType.APPLICATION_JSON).content(${role(signUp.name)}).${bearer("manager")}, 404);`,
    `    assertEquals(${javaString(managing.name)}, call(put(secondRole).contentType(MediaType.APPLICATION_JSON).content(${role(managing.name)}).${bearer("manager")}, 200).get("role").asText());`,
    `    assertEquals(${javaString(managing.name)}, call(get("/api/auth/me").${bearer("member")}, 200).get("role").asText());`,
    "  }",
    ...refusedTest,
  ];
}

/**
 * What the ownership test uses: a record type the sign-up role owns and creates alone, and one it creates that
 * may point at it, whose fixture's other required references are to types the role does not own (the managing
 * account makes those; the role would not see them).
 */
function ownershipCase(model: AppModel): { owned: Entity; referring: { entity: Entity; field: Field } | undefined } | undefined {
  const { signUp, owned } = roleTestCase(model);
  if (!owned) return undefined;
  const routeOf = (name: string | undefined) => model.entities.find((entity) => entity.name === name)?.route ?? "";
  const referring = model.entities.flatMap((entity) => {
    const field = entity.fields.find((candidate) => candidate.kind === "reference" && candidate.target === owned.name);
    const others = entity.fields.filter((candidate) => candidate !== field && candidate.kind === "reference" && candidate.required);
    const parentsSeen = others.every((other) => !signUp.owns.includes(routeOf(other.target)));
    return field && signUp.routes.includes(entity.route) && parentsSeen ? [{ entity, field }] : [];
  })[0];
  return { owned, referring };
}

/**
 * The ownership test: another sign-up account finds the record missing (lists, reads, changes, deletes and
 * references), while its creator and the managing role see it.
 */
function ownedTest(model: AppModel): string[] {
  const ownership = ownershipCase(model);
  if (!ownership) return [];
  const { owned, referring } = ownership;
  const bearer = (name: string) => `header("Authorization", "Bearer " + ${name})`;
  const body = (expression: string) => `contentType(MediaType.APPLICATION_JSON).content(JSON.writeValueAsString(${expression}))`;
  const base = javaString(`/api/${owned.route}`);
  const fixture = `Fixtures.${recordNames(owned).fixture}(client)`;
  const account = (name: string) => `Map.of("name", ${javaString(name)}, "email", ${javaString(`${name.toLowerCase()}@example.com`)}, "password", "a long password")`;
  const reference = referring && {
    route: javaString(`/api/${referring.entity.route}`),
    input: `TestClient.with(Fixtures.${recordNames(referring.entity).fixture}(client), ${javaString(referring.field.name)}, id)`,
  };
  return [
    "",
    "  @Test",
    `  @DisplayName(${javaString(`shows ${owned.pluralLabel.toLowerCase()} only to the account that created them and to staff; to others they do not exist`)})`,
    "  void ownRecords() throws Exception {",
    "    String manager = client.token();",
    `    String first = call(json("/api/auth/register", ${account("Ann")}), 201).get("token").asText();`,
    `    String second = call(json("/api/auth/register", ${account("Ben")}), 201).get("token").asText();`,
    `    String id = call(post(${base}).${body(fixture)}.${bearer("first")}, 201).get("id").asText();`,
    `    String path = ${javaString(`/api/${owned.route}/`)} + id;`,
    "    // To another account of the role, the record is missing whatever it asks.",
    `    assertFalse(listed(call(get(${base}).${bearer("second")}, 200), id));`,
    `    assertEquals(${javaString(`${owned.label} not found`)}, call(get(path).${bearer("second")}, 404).get("error").asText());`,
    `    call(put(path).${body(fixture)}.${bearer("second")}, 404);`,
    `    call(delete(path).${bearer("second")}, 404);`,
    ...(reference
      ? [
          `    Map<String, Object> referring = ${reference.input};`,
          `    assertEquals(${javaString(`${owned.label} `)} + id + " does not exist", call(post(${reference.route}).${body("referring")}.${bearer("second")}, 400).get("error").asText());`,
          `    call(post(${reference.route}).${body("referring")}.${bearer("first")}, 201);`,
        ]
      : []),
    `    assertTrue(listed(call(get(${base}).${bearer("first")}, 200), id));`,
    `    call(get(path).${bearer("first")}, 200);`,
    "    // The managing role owns nothing: it sees every record.",
    `    call(get(path).${bearer("manager")}, 200);`,
    `    assertTrue(listed(call(get(${base}).${bearer("manager")}, 200), id));`,
    "  }",
    ...(model.features.includes("real-time")
      ? [
          "",
          "  @Test",
          `  @DisplayName(${javaString(`streams a change to ${article(owned.label)} ${owned.label.toLowerCase()} only to the account that created it and to staff`)})`,
          "  void ownChangesLive() throws Exception {",
          "    String manager = client.token();",
          `    String first = call(json("/api/auth/register", ${account("Ann")}), 201).get("token").asText();`,
          `    String second = call(json("/api/auth/register", ${account("Ben")}), 201).get("token").asText();`,
          "    MvcResult mine = stream(first);",
          "    MvcResult others = stream(second);",
          "    MvcResult staff = stream(manager);",
          `    String id = call(post(${base}).${body(fixture)}.${bearer("first")}, 201).get("id").asText();`,
          "    // The other account's stream is open: the change to its own record reaches it, the first account's never.",
          `    String own = call(post(${base}).${body(fixture)}.${bearer("second")}, 201).get("id").asText();`,
          `    call(delete(${javaString(`/api/${owned.route}/`)} + id).${bearer("first")}, 204);`,
          `    assertTrue(received(mine).contains("\\"action\\":\\"created\\",\\"id\\":\\"" + id + "\\""), received(mine));`,
          `    assertTrue(received(mine).contains("\\"action\\":\\"deleted\\",\\"id\\":\\"" + id + "\\""), received(mine));`,
          `    assertTrue(received(others).contains("\\"id\\":\\"" + own + "\\""), received(others));`,
          `    assertFalse(received(others).contains(id), received(others));`,
          `    assertTrue(received(staff).contains("\\"action\\":\\"deleted\\",\\"id\\":\\"" + id + "\\""), received(staff));`,
          "  }",
          "",
          "  /** A live stream opened by the account a token signs in. */",
          "  private MvcResult stream(String token) throws Exception {",
          `    return new TestClient(mvc).perform(get("/api/live").${bearer("token")}).andExpect(request().asyncStarted()).andReturn();`,
          "  }",
          "",
          "  /** What a live stream has received so far. */",
          "  private static String received(MvcResult stream) throws Exception {",
          "    return stream.getResponse().getContentAsString(StandardCharsets.UTF_8);",
          "  }",
        ]
      : []),
    ...(model.features.includes("analytics")
      ? [
          "",
          "  @Test",
          `  @DisplayName(${javaString(`counts only an account's own ${owned.pluralLabel.toLowerCase()} for it, and every one for staff`)})`,
          "  void ownCounts() throws Exception {",
          "    String manager = client.token();",
          `    String first = call(json("/api/auth/register", ${account("Ann")}), 201).get("token").asText();`,
          `    String second = call(json("/api/auth/register", ${account("Ben")}), 201).get("token").asText();`,
          `    call(post(${base}).${body(fixture)}.${bearer("first")}, 201);`,
          `    assertEquals(1, call(get("/api/analytics/summary").${bearer("first")}, 200).get("records").get(${javaString(owned.route)}).asInt());`,
          `    assertEquals(0, call(get("/api/analytics/summary").${bearer("second")}, 200).get("records").get(${javaString(owned.route)}).asInt());`,
          `    assertEquals(1, call(get("/api/analytics/summary").${bearer("manager")}, 200).get("records").get(${javaString(owned.route)}).asInt());`,
          "  }",
        ]
      : []),
    "",
    "  /** Whether a list holds the record with that id. */",
    "  private static boolean listed(JsonNode records, String id) {",
    "    for (JsonNode record : records) {",
    `      if (id.equals(record.get("id").asText())) {`,
    "        return true;",
    "      }",
    "    }",
    "    return false;",
    "  }",
  ];
}

function authTest(model: AppModel): string {
  const ownership = ownershipCase(model);
  const firstRoute = `/api/${model.entities[0]?.route ?? "health"}`;
  return lines(
    packageLine(model, ""),
    "",
    "import static org.junit.jupiter.api.Assertions.assertEquals;",
    "import static org.junit.jupiter.api.Assertions.assertFalse;",
    "import static org.junit.jupiter.api.Assertions.assertNotEquals;",
    "import static org.junit.jupiter.api.Assertions.assertThrows;",
    "import static org.junit.jupiter.api.Assertions.assertTrue;",
    ownership && "import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.delete;",
    "import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;",
    "import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;",
    "import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.put;",
    ownership && model.features.includes("real-time") && "import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.request;",
    "import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;",
    "",
    importLine(model, "features.auth", "AuthSecret"),
    importLine(model, "features.auth", "Tokens"),
    ownership && importLine(model, "support", "Fixtures"),
    importLine(model, "support", "TestClient"),
    "import com.fasterxml.jackson.databind.JsonNode;",
    "import com.fasterxml.jackson.databind.ObjectMapper;",
    "import java.nio.charset.StandardCharsets;",
    "import java.security.SecureRandom;",
    "import java.util.HexFormat;",
    "import java.util.Map;",
    "import org.junit.jupiter.api.DisplayName;",
    "import org.junit.jupiter.api.Test;",
    "import org.springframework.http.MediaType;",
    ownership && model.features.includes("real-time") && "import org.springframework.test.web.servlet.MvcResult;",
    "",
    `@DisplayName("accounts")`,
    "class AuthFeatureTest extends ApiTest {",
    "  private static final ObjectMapper JSON = new ObjectMapper();",
    `  private static final Map<String, Object> ACCOUNT = Map.of("name", "Ada", "email", "Ada@Example.com", "password", "a long password");`,
    "",
    "  /** Calls the app without signing in; the answer is checked against the OpenAPI document like every other. */",
    "  private JsonNode call(org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder request, int status) throws Exception {",
    "    String body = new TestClient(mvc).perform(request).andExpect(status().is(status)).andReturn().getResponse().getContentAsString(StandardCharsets.UTF_8);",
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
    "  }",
    "",
    "  @Test",
    `  @DisplayName("reads the token from the Authorization header only, never from the URL")`,
    "  void headerOnly() throws Exception {",
    `    call(get(${javaString(firstRoute)}).header("Authorization", "Bearer " + client.token()), 200);`,
    `    call(get(${javaString(`${firstRoute}?token=`)} + client.token()), 401);`,
    "  }",
    "",
    "  @Test",
    `  @DisplayName("accepts only unexpired tokens signed with the server's secret")`,
    "  void tokens() {",
    "    String key = randomHex(32);",
    `    String token = Tokens.issue("u1", "a@example.com", key, 0);`,
    `    assertEquals("u1", Tokens.verify(token, key, 1000).orElseThrow().sub());`,
    "    assertTrue(Tokens.verify(token, randomHex(32), 1000).isEmpty());",
    "    assertTrue(Tokens.verify(token, key, 8L * 24 * 60 * 60 * 1000).isEmpty());",
    "  }",
    "",
    "  @Test",
    `  @DisplayName("refuses to start in production without a secret of 32 characters")`,
    "  void productionSecret() {",
    `    IllegalStateException missing = assertThrows(IllegalStateException.class, () -> new AuthSecret("", "production"));`,
    `    assertTrue(missing.getMessage().contains("AUTH_SECRET must be set in production"));`,
    "    String given = randomHex(16);",
    `    IllegalStateException tooShort = assertThrows(IllegalStateException.class, () -> new AuthSecret(given.substring(1), "production"));`,
    `    assertTrue(tooShort.getMessage().contains("at least 32 characters"));`,
    `    assertEquals(given, new AuthSecret(given, "production").value());`,
    "  }",
    "",
    "  @Test",
    `  @DisplayName("makes a random secret at each start outside production")`,
    "  void developmentSecret() {",
    `    String first = new AuthSecret("", "development").value();`,
    `    String second = new AuthSecret("", "development").value();`,
    "    assertTrue(first.length() >= AuthSecret.MIN_LENGTH);",
    "    assertNotEquals(first, second);",
    "    String given = randomHex(4);",
    `    assertEquals(given, new AuthSecret(given, "development").value());`,
    "  }",
    "",
    "  private static String randomHex(int bytes) {",
    "    byte[] random = new byte[bytes];",
    "    new SecureRandom().nextBytes(random);",
    "    return HexFormat.of().formatHex(random);",
    "  }",
    ...roleTests(model),
    ...ownedTest(model),
    "}",
  );
}

export const authEmitter = javaFeatureEmitter("auth", {
  name: "Accounts & sign-in API",
  description: (model) =>
    "Registration and sign-in with PBKDF2 password hashes and signed expiring tokens (HMAC-SHA256); every record route " +
    "requires a signed-in user, and a change needs a role that writes the record type (the first account manages roles)" +
    (ownsRecords(model) ? "; a role that owns a record type sees and changes only the records its account created." : "."),
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
      file("Roles", roles(model)),
      ...(ownsRecords(model) ? [file("Ownership", ownership(model))] : []),
      test(testPath(model, "", "AuthFeatureTest.java"), authTest(model)),
    ];
  },
});
