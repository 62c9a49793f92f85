package app.habit.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import com.networknt.schema.oas.OpenApi30;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Checks the answers the tests receive against the API's OpenAPI document (src/main/resources/openapi.json, served at
 * /api/openapi.json when the app has API documentation).
 *
 * <p>An answer's status must be one its operation declares, its content type one declared for that status, and a
 * JSON body must match the schema declared for it. A request the document has no operation for must be answered
 * with an error, in the one error shape. So a change to the API that the document does not follow, or the other way
 * round, fails the tests. networknt's json-schema-validator checks the schemas with OpenAPI 3.0's dialect
 * (`nullable` included) and holds `format: date-time` to RFC 3339.
 */
public final class ApiDocument {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String RESOURCE = "openapi.json";

  /** The document itself. */
  public static final JsonNode DOCUMENT = read();

  private static final JsonSchemaFactory FACTORY = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4,
      builder -> builder.metaSchema(OpenApi30.getInstance()).defaultMetaSchemaIri(OpenApi30.getInstance().getIri()));
  private static final SchemaValidatorsConfig CONFIG = SchemaValidatorsConfig.builder()
      .nullableKeywordEnabled(true)
      .formatAssertionsEnabled(true)
      .locale(Locale.ENGLISH)
      .build();
  private static final Map<String, JsonSchema> SCHEMAS = new ConcurrentHashMap<>();
  private static final List<Template> TEMPLATES = templates();

  private ApiDocument() {}

  private record Template(String path, Pattern pattern, int variables) {}

  private static JsonNode read() {
    try (InputStream in = ApiDocument.class.getClassLoader().getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is not on the classpath");
      }
      return JSON.readTree(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The JSON pointer to a place in the document, named by the keys that lead to it. */
  static String pointer(String... keys) {
    StringBuilder pointer = new StringBuilder();
    for (String key : keys) {
      pointer.append('/').append(key.replace("~", "~0").replace("/", "~1"));
    }
    return pointer.toString();
  }

  /** A schema for the place in the document a pointer names: its $refs resolve in the whole document. */
  private static JsonSchema schemaAt(String pointer) {
    return SCHEMAS.computeIfAbsent(pointer, place -> {
      if (DOCUMENT.at(place).isMissingNode()) {
        throw new AssertionError(place + " leads nowhere in the document");
      }
      // A URI fragment carries the pointer percent-encoded: braces of a path template are not allowed as they are.
      String fragment = URLEncoder.encode(place, StandardCharsets.UTF_8).replace("%2F", "/").replace("%7E", "~");
      JsonSchema schema = FACTORY.getSchema(SchemaLocation.of("classpath:" + RESOURCE + "#" + fragment), CONFIG);
      schema.initializeValidators();
      return schema;
    });
  }

  /** What is wrong with a value for the schema at a place in the document, or null when it matches. */
  private static String problems(String pointer, JsonNode value) {
    Set<ValidationMessage> messages = schemaAt(pointer).validate(value);
    if (messages.isEmpty()) {
      return null;
    }
    return messages.stream()
        .map(message -> {
          String at = message.getInstanceLocation().toString();
          return ("$".equals(at) || at.isEmpty() ? "the body" : at) + ": " + message.getError();
        })
        .sorted()
        .collect(Collectors.joining("; "));
  }

  /** What is wrong with a value for a schema of the document's components ("OrderInput"), or null. */
  public static String schemaProblems(String name, Object value) {
    return problems(pointer("components", "schemas", name), JSON.valueToTree(value));
  }

  private static void refs(JsonNode part, List<String> found) {
    if (part.isObject()) {
      Iterator<Map.Entry<String, JsonNode>> fields = part.fields();
      while (fields.hasNext()) {
        Map.Entry<String, JsonNode> field = fields.next();
        if ("$ref".equals(field.getKey()) && field.getValue().isTextual()) {
          found.add(field.getValue().asText());
        } else {
          refs(field.getValue(), found);
        }
      }
    } else if (part.isArray()) {
      part.forEach(item -> refs(item, found));
    }
  }

  /** Checks every schema of the document as JSON Schema, and that every $ref leads somewhere; answers how many. */
  public static int checkEverySchema() {
    List<String> found = new ArrayList<>();
    refs(DOCUMENT, found);
    for (String ref : found) {
      if (!ref.startsWith("#/")) {
        throw new AssertionError(ref + " is not a reference inside the document");
      }
      if (DOCUMENT.at(ref.substring(1)).isMissingNode()) {
        throw new AssertionError(ref + " leads nowhere in the document");
      }
    }
    int count = 0;
    Iterator<String> names = DOCUMENT.get("components").get("schemas").fieldNames();
    while (names.hasNext()) {
      schemaAt(pointer("components", "schemas", names.next()));
      count++;
    }
    Iterator<Map.Entry<String, JsonNode>> paths = DOCUMENT.get("paths").fields();
    while (paths.hasNext()) {
      Map.Entry<String, JsonNode> path = paths.next();
      Iterator<Map.Entry<String, JsonNode>> operations = path.getValue().fields();
      while (operations.hasNext()) {
        Map.Entry<String, JsonNode> operation = operations.next();
        Iterator<Map.Entry<String, JsonNode>> answers = operation.getValue().path("responses").fields();
        while (answers.hasNext()) {
          Map.Entry<String, JsonNode> answer = answers.next();
          if (answer.getValue().path("content").has("application/json")) {
            schemaAt(pointer("paths", path.getKey(), operation.getKey(), "responses", answer.getKey(), "content", "application/json", "schema"));
            count++;
          }
        }
      }
    }
    return count;
  }

  private static List<Template> templates() {
    List<Template> found = new ArrayList<>();
    DOCUMENT.get("paths").fieldNames().forEachRemaining(path -> {
      List<String> parts = new ArrayList<>();
      int variables = 0;
      for (String part : path.split("/", -1)) {
        boolean variable = part.matches("\\{\\w+}");
        parts.add(variable ? "[^/]+" : Pattern.quote(part));
        variables += variable ? 1 : 0;
      }
      found.add(new Template(path, Pattern.compile(String.join("/", parts)), variables));
    });
    return found;
  }

  /**
   * The path template of the operation that serves a request: of the paths that match it and have the method, the
   * one with the fewest variables (a fixed path wins over a templated one); null when there is none.
   */
  static String templateFor(String method, String path) {
    return TEMPLATES.stream()
        .filter(template -> template.pattern().matcher(path).matches() && DOCUMENT.get("paths").get(template.path()).has(method))
        .sorted((a, b) -> a.variables() != b.variables() ? Integer.compare(a.variables(), b.variables()) : a.path().compareTo(b.path()))
        .map(Template::path)
        .findFirst()
        .orElse(null);
  }

  private static boolean matches(String declared, String mediaType) {
    return declared.equals(mediaType) || "*/*".equals(declared)
        || (declared.endsWith("/*") && mediaType.startsWith(declared.substring(0, declared.length() - 1)));
  }

  private static JsonNode body(int status, byte[] content) {
    try {
      return JSON.readTree(content);
    } catch (IOException e) {
      throw new AssertionError(status + ": the body is not JSON\n" + new String(content, StandardCharsets.UTF_8));
    }
  }

  /** What in an answer to `method path` the document does not declare, or null. */
  static String difference(String method, String path, int status, String contentType, byte[] content) {
    String request = method.toUpperCase(Locale.ROOT) + " " + path + " answered " + status;
    String template = templateFor(method, path);
    if (template == null) {
      if (status < 400) {
        return request + ", but the document has no operation for it";
      }
      String problems = problems(pointer("components", "schemas", "Error"), body(status, content));
      return problems == null ? null : request + " without the error shape: " + problems;
    }
    String name = method.toUpperCase(Locale.ROOT) + " " + template;
    JsonNode responses = DOCUMENT.get("paths").get(template).get(method).get("responses");
    JsonNode declared = responses.get(String.valueOf(status));
    if (declared == null) {
      List<String> statuses = new ArrayList<>();
      responses.fieldNames().forEachRemaining(statuses::add);
      return request + ", which the document does not declare for " + name + " (it declares " + String.join(", ", statuses) + ")";
    }
    List<String> types = new ArrayList<>();
    declared.path("content").fieldNames().forEachRemaining(types::add);
    if (types.isEmpty()) {
      return content.length > 0 ? request + " with a body, which the document says has none" : null;
    }
    String mediaType = contentType == null ? "" : contentType.split(";")[0].trim().toLowerCase(Locale.ROOT);
    String media = types.stream().filter(candidate -> matches(candidate, mediaType)).findFirst().orElse(null);
    if (media == null) {
      return request + " as " + (mediaType.isEmpty() ? "no content type" : mediaType) + "; the document declares " + String.join(", ", types);
    }
    if (!"application/json".equals(media)) {
      return null; // a file's bytes or an event stream: no JSON body to check
    }
    String problems = problems(pointer("paths", template, method, "responses", String.valueOf(status), "content", media, "schema"), body(status, content));
    return problems == null ? null : request + " with a body that " + name + " does not declare: " + problems;
  }

  /** Throws AssertionError, saying what differs, when an answer to `method path` is not what the document declares. */
  public static void checkAnswer(String method, String path, int status, String contentType, byte[] content) {
    String difference = difference(method.toLowerCase(Locale.ROOT), path, status, contentType, content);
    if (difference != null) {
      throw new AssertionError(difference + "\n" + new String(content, StandardCharsets.UTF_8));
    }
  }
}
