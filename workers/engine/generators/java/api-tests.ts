import type { AppModel, Entity, Field } from "../../model";
import { lines, test } from "../files";
import { fillBlocks } from "../fill-blocks";
import { referencedFirst } from "../records";
import { countedSample, fieldToUpdate, sampleValue, updatedValue, type SampleValue } from "../samples";
import type { GeneratedFile } from "../types";
import { NOT_RFC_3339 } from "../shared/backend/openapi";
import { article, importLine, javaFile, javaPackage, javaString, packageLine, recordNames, safeIdentifier, testPath } from "./names";
import { javaRuleTests } from "./rule-tests";
import { templateText } from "../template-texts";

const requiredReference = (entity: Entity) => entity.fields.find((field) => field.kind === "reference" && field.required);
const one = (entity: Entity) => `${article(entity.label)} ${entity.label.toLowerCase()}`;

/** A sample value as a Java expression. */
export function javaValue(value: SampleValue): string {
  if (typeof value === "string") return javaString(value);
  return String(value);
}

/** The base of every API test: the app in-process on the in-memory store, emptied before each test. */
const apiTest = (model: AppModel) => javaFile(templateText("java/templates/backend/src/test/java/app/ApiTest.java"), model);

/** support/TestClient.java: calls the app in-process, signed in as a fresh account when the app has accounts. */
function testClient(model: AppModel): string {
  const auth = model.features.includes("auth");
  return fillBlocks(templateText("java/templates/backend/src/test/java/app/support/TestClient.java"), {
    package: javaPackage(model),
    statusImport: auth ? "import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;" : "",
    uuidImport: auth ? "import java.util.UUID;" : "",
    signedIn: auth ? ", signed in as a fresh account" : "",
    signIn: auth
      ? lines(
          "Map<String, Object> account = new LinkedHashMap<>();",
          `account.put("name", "Tester");`,
          `account.put("email", "tester-" + UUID.randomUUID() + "@example.com");`,
          `account.put("password", "correct horse battery");`,
          `JsonNode session = client.json(client.post("/api/auth/register", account).andExpect(status().is(201)));`,
          `client.token = session.get("token").asText();`,
        )
      : "",
  });
}

/** A fixture's value: the sample, or for a unique text the sample with the fixture counter in it. */
function fixtureValue(entity: Entity, field: Field): string {
  const counted = countedSample(entity, field);
  if (!counted) return javaValue(sampleValue(entity, field));
  return [javaString(counted.before), "(++made)", counted.after && javaString(counted.after)].filter(Boolean).join(" + ");
}

/** support/Fixtures.java: a valid input per entity; required references are created first. */
function fixturesFile(model: AppModel): string {
  const ordered = referencedFirst(model.entities);
  const fixture = (entity: Entity) => {
    const parents = entity.fields.flatMap((field) => {
      const target = model.entities.find((candidate) => candidate.name === field.target);
      if (!target || !field.required) return [];
      return [
        `    String ${safeIdentifier(field.name)} = client.id(client.post(${javaString(`/api/${target.route}`)}, ${recordNames(target).fixture}(client)).andExpect(status().is(201)));`,
      ];
    });
    const values = entity.fields.map((field) => {
      if (field.kind !== "reference") return `    input.put(${javaString(field.name)}, ${fixtureValue(entity, field)});`;
      return field.required ? `    input.put(${javaString(field.name)}, ${safeIdentifier(field.name)});` : `    input.put(${javaString(field.name)}, null);`;
    });
    return lines(
      `  /** A valid ${entity.label.toLowerCase()} to send. */`,
      `  public static Map<String, Object> ${recordNames(entity).fixture}(TestClient client) throws Exception {`,
      ...parents,
      "    Map<String, Object> input = new LinkedHashMap<>();",
      ...values,
      "    return input;",
      "  }",
    );
  };
  const usesStatus = model.entities.some((entity) => requiredReference(entity));
  const counted = model.entities.some((entity) => entity.fields.some((field) => countedSample(entity, field)));
  return lines(
    packageLine(model, "support"),
    "",
    usesStatus && "import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;",
    usesStatus && "",
    "import java.util.LinkedHashMap;",
    "import java.util.Map;",
    "",
    "/** Valid inputs for every record type, the same on every run. */",
    "public final class Fixtures {",
    counted && "  /** Unique values differ per fixture, so records made as parents never clash with the record under test. */",
    counted && "  private static int made;",
    counted && "",
    "  private Fixtures() {}",
    "",
    ordered.map(fixture).join("\n\n"),
    "}",
  );
}

/** support/EntityChecks.java: the full lifecycle of each entity, shared by the route tests and the database test. */
function checksFile(model: AppModel): string {
  const check = (entity: Entity) => {
    const names = recordNames(entity);
    const base = `/api/${entity.route}`;
    const changed = fieldToUpdate(entity);
    const update = changed
      ? `TestClient.with(input, ${javaString(changed.name)}, ${javaValue(updatedValue(entity, changed))})`
      : "input";
    return lines(
      `  /** Creates, lists, reads, updates and deletes ${one(entity)}. */`,
      `  public static void ${names.check}(TestClient client) throws Exception {`,
      `    Map<String, Object> input = Fixtures.${names.fixture}(client);`,
      `    JsonNode created = client.json(client.post(${javaString(base)}, input).andExpect(status().is(201)));`,
      `    String id = created.get("id").asText();`,
      "    TestClient.assertMatches(input, created);",
      `    JsonNode list = client.json(client.get(${javaString(base)}).andExpect(status().is(200)));`,
      "    boolean listed = false;",
      "    for (JsonNode record : list) {",
      `      listed = listed || id.equals(record.get("id").asText());`,
      "    }",
      `    assertTrue(listed, "the list holds the new record");`,
      `    client.get(${javaString(`${base}/`)} + id).andExpect(status().is(200));`,
      `    Map<String, Object> update = ${update};`,
      `    JsonNode updated = client.json(client.put(${javaString(`${base}/`)} + id, update).andExpect(status().is(200)));`,
      "    TestClient.assertMatches(update, updated);",
      `    client.delete(${javaString(`${base}/`)} + id).andExpect(status().is(204));`,
      `    client.get(${javaString(`${base}/`)} + id).andExpect(status().is(404));`,
      "  }",
    );
  };
  const keeps = (entity: Entity) => {
    const field = requiredReference(entity);
    const target = model.entities.find((candidate) => candidate.name === field?.target);
    if (!field || !target) return "";
    return lines(
      `  /** The ${target.label.toLowerCase()} ${one(entity)} refers to cannot be deleted while it does. */`,
      `  public static void ${recordNames(entity).keeps}(TestClient client) throws Exception {`,
      `    Map<String, Object> input = Fixtures.${recordNames(entity).fixture}(client);`,
      `    client.post(${javaString(`/api/${entity.route}`)}, input).andExpect(status().is(201));`,
      `    client.delete(${javaString(`/api/${target.route}/`)} + input.get(${javaString(field.name)})).andExpect(status().is(409));`,
      "  }",
    );
  };
  const keeping = model.entities.filter((entity) => requiredReference(entity));
  const reference = (name: string) => `EntityChecks::${name}`;
  return lines(
    packageLine(model, "support"),
    "",
    "import static org.junit.jupiter.api.Assertions.assertTrue;",
    "import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;",
    "",
    "import com.fasterxml.jackson.databind.JsonNode;",
    "import java.util.List;",
    "import java.util.Map;",
    "",
    "/** What every record type must do, whatever the store: the route tests and the database test run these. */",
    "public final class EntityChecks {",
    "  /** One check against a running app. */",
    "  @FunctionalInterface",
    "  public interface Check {",
    "    void run(TestClient client) throws Exception;",
    "  }",
    "",
    `  public static final List<Check> ENTITY_CHECKS = List.of(${model.entities.map((entity) => reference(recordNames(entity).check)).join(", ")});`,
    `  public static final List<Check> REFERENCE_CHECKS = List.of(${keeping.map((entity) => reference(recordNames(entity).keeps)).join(", ")});`,
    "",
    "  private EntityChecks() {}",
    "",
    [...model.entities.map(check), ...keeping.map(keeps)].join("\n\n"),
    "}",
  );
}

function entityTestFile(model: AppModel, entity: Entity): GeneratedFile {
  const names = recordNames(entity);
  const base = `/api/${entity.route}`;
  const required = entity.fields.filter((field) => field.required && field.kind !== "boolean").map((field) => field.name);
  const reference = entity.fields.find((field) => field.kind === "reference");
  const referenceTarget = model.entities.find((candidate) => candidate.name === reference?.target);
  const date = entity.fields.find((field) => field.kind === "date");
  const usesFixtures = Boolean(reference || date);
  return test(
    testPath(model, "", `${names.test}.java`),
    lines(
      packageLine(model, ""),
      "",
      required.length > 0 && "import static org.junit.jupiter.api.Assertions.assertTrue;",
      "import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;",
      "",
      importLine(model, "support", "EntityChecks"),
      usesFixtures && importLine(model, "support", "Fixtures"),
      usesFixtures && importLine(model, "support", "TestClient"),
      required.length > 0 && "import com.fasterxml.jackson.databind.JsonNode;",
      required.length > 0 && "import java.util.ArrayList;",
      required.length > 0 && "import java.util.List;",
      "import java.util.Map;",
      "import org.junit.jupiter.api.DisplayName;",
      "import org.junit.jupiter.api.Test;",
      "",
      `@DisplayName(${javaString(base)})`,
      `class ${names.test} extends ApiTest {`,
      "  @Test",
      `  @DisplayName(${javaString(`creates, lists, reads, updates and deletes ${one(entity)}`)})`,
      "  void lifecycle() throws Exception {",
      `    EntityChecks.${names.check}(client);`,
      "  }",
      required.length > 0 &&
        lines(
          "",
          "  @Test",
          `  @DisplayName(${javaString(`rejects ${one(entity)} without its required fields`)})`,
          "  void requiredFields() throws Exception {",
          `    JsonNode response = client.json(client.post(${javaString(base)}, Map.of()).andExpect(status().is(400)));`,
          "    List<String> paths = new ArrayList<>();",
          `    response.get("issues").forEach(issue -> paths.add(issue.get("path").asText()));`,
          `    assertTrue(paths.containsAll(List.of(${required.map(javaString).join(", ")})), paths.toString());`,
          "  }",
        ),
      "",
      "  @Test",
      `  @DisplayName(${javaString(`answers 404 for ${one(entity)} that does not exist`)})`,
      "  void missing() throws Exception {",
      `    client.get(${javaString(`${base}/missing`)}).andExpect(status().is(404));`,
      `    client.delete(${javaString(`${base}/missing`)}).andExpect(status().is(404));`,
      `    client.put(${javaString(`${base}/missing`)}, Map.of()).andExpect(status().is(404));`,
      "  }",
      reference &&
        lines(
          "",
          "  @Test",
          `  @DisplayName(${javaString(`rejects ${one(entity)} whose ${referenceTarget?.label.toLowerCase() ?? "reference"} does not exist`)})`,
          "  void missingReference() throws Exception {",
          `    Map<String, Object> input = TestClient.with(Fixtures.${names.fixture}(client), ${javaString(reference.name)}, "missing");`,
          `    client.post(${javaString(base)}, input).andExpect(status().is(400));`,
          "  }",
        ),
      date &&
        lines(
          "",
          "  @Test",
          `  @DisplayName(${javaString(`takes ${date.label.toLowerCase()} only as an RFC 3339 date and time`)})`,
          "  void rfc3339Dates() throws Exception {",
          `    for (String value : new String[] {${NOT_RFC_3339.map(javaString).join(", ")}}) {`,
          `      Map<String, Object> input = TestClient.with(Fixtures.${names.fixture}(client), ${javaString(date.name)}, value);`,
          `      client.post(${javaString(base)}, input).andExpect(status().is(400));`,
          "    }",
          "  }",
        ),
      requiredReference(entity) &&
        lines(
          "",
          "  @Test",
          `  @DisplayName(${javaString(`keeps what ${one(entity)} refers to`)})`,
          "  void keepsReferences() throws Exception {",
          `    EntityChecks.${names.keeps}(client);`,
          "  }",
        ),
      "}",
    ),
  );
}

function appTest(model: AppModel): GeneratedFile {
  const first = model.entities[0];
  return test(
    testPath(model, "", "AppTest.java"),
    lines(
      packageLine(model, ""),
      "",
      "import static org.junit.jupiter.api.Assertions.assertEquals;",
      "import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;",
      first && "import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;",
      "import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;",
      "",
      "import com.fasterxml.jackson.databind.JsonNode;",
      first && "import java.io.ByteArrayOutputStream;",
      first && "import java.io.IOException;",
      first && "import java.nio.charset.StandardCharsets;",
      first && "import java.util.zip.GZIPOutputStream;",
      "import org.junit.jupiter.api.DisplayName;",
      "import org.junit.jupiter.api.Test;",
      "import org.springframework.http.MediaType;",
      "",
      `@DisplayName("the API")`,
      "class AppTest extends ApiTest {",
      "  @Test",
      `  @DisplayName("answers the health check")`,
      "  void health() throws Exception {",
      `    JsonNode body = client.json(client.get("/api/health").andExpect(status().is(200)));`,
      `    assertEquals("ok", body.get("status").asText());`,
      "  }",
      "",
      "  @Test",
      `  @DisplayName("answers an unknown route with 404 and a JSON error")`,
      "  void unknownRoute() throws Exception {",
      `    JsonNode body = client.json(client.get("/api/no-such-thing").andExpect(status().is(404)));`,
      `    assertEquals("No route for GET /api/no-such-thing", body.get("error").asText());`,
      "  }",
      "",
      "  @Test",
      `  @DisplayName("answers the server's error page, asked for directly, as an unknown route")`,
      "  void errorPage() throws Exception {",
      `    JsonNode body = client.json(client.get("/error").andExpect(status().is(404)));`,
      `    assertEquals("No route for GET /error", body.get("error").asText());`,
      "  }",
      "",
      "  @Test",
      `  @DisplayName("answers JSON whatever the Accept header asks for")`,
      "  void jsonWhateverIsAccepted() throws Exception {",
      `    client.perform(get("/api/health").accept(MediaType.TEXT_HTML)).andExpect(status().is(200));`,
      `    client.perform(get("/api/no-such-thing").accept(MediaType.TEXT_PLAIN)).andExpect(status().is(404));`,
      "  }",
      first &&
        lines(
          "",
          "  @Test",
          `  @DisplayName("answers malformed JSON with 400")`,
          "  void malformedJson() throws Exception {",
          `    client.perform(post(${javaString(`/api/${first.route}`)}).contentType(MediaType.APPLICATION_JSON).content("{not json"))`,
          "        .andExpect(status().is(400));",
          "  }",
          "",
          "  @Test",
          `  @DisplayName("answers a body that is not JSON with 400")`,
          "  void notJson() throws Exception {",
          `    client.perform(post(${javaString(`/api/${first.route}`)}).contentType(MediaType.TEXT_PLAIN).content("not json"))`,
          "        .andExpect(status().is(400));",
          "  }",
          "",
          "  @Test",
          `  @DisplayName("refuses a JSON body above 1 MB with 413")`,
          "  void tooLarge() throws Exception {",
          `    String body = "{\\"padding\\":\\"" + "x".repeat(1024 * 1024) + "\\"}";`,
          `    client.perform(post(${javaString(`/api/${first.route}`)}).contentType(MediaType.APPLICATION_JSON).content(body))`,
          "        .andExpect(status().is(413));",
          "  }",
          "",
          "  @Test",
          `  @DisplayName("answers a body in another charset or compressed with 415")`,
          "  void unsupportedBody() throws Exception {",
          `    byte[] latin = "{\\"name\\": \\"Caf\\u00e9\\"}".getBytes(StandardCharsets.ISO_8859_1);`,
          `    JsonNode charset = client.json(client.perform(post(${javaString(`/api/${first.route}`)}).contentType("application/json; charset=latin1").content(latin))`,
          "        .andExpect(status().is(415)));",
          `    assertEquals("Unsupported charset latin1: send JSON as UTF-8", charset.get("error").asText());`,
          `    JsonNode compressed = client.json(client.perform(post(${javaString(`/api/${first.route}`)}).contentType(MediaType.APPLICATION_JSON)`,
          `        .header("Content-Encoding", "gzip").content(gzip("{}"))).andExpect(status().is(415)));`,
          `    assertEquals("Unsupported content encoding gzip: send the body uncompressed", compressed.get("error").asText());`,
          "  }",
          "",
          "  private static byte[] gzip(String text) throws IOException {",
          "    ByteArrayOutputStream bytes = new ByteArrayOutputStream();",
          "    try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {",
          "      out.write(text.getBytes(StandardCharsets.UTF_8));",
          "    }",
          "    return bytes.toByteArray();",
          "  }",
        ),
      "}",
    ),
  );
}

export function apiTestFiles(model: AppModel): GeneratedFile[] {
  return [
    test(testPath(model, "", "ApiTest.java"), apiTest(model)),
    test(testPath(model, "support", "TestClient.java"), testClient(model)),
    test(testPath(model, "support", "Fixtures.java"), fixturesFile(model)),
    test(testPath(model, "support", "EntityChecks.java"), checksFile(model)),
    appTest(model),
    ...model.entities.map((entity) => entityTestFile(model, entity)),
    ...javaRuleTests(model),
  ];
}
