import type { AppModel, Entity, Field } from "../../model";
import { snakeCase } from "../../model/naming";
import { code, lines } from "../files";
import type { GeneratedFile } from "../types";
import { javaString, mainPath, packageLine, recordNames } from "./names";

/** The longest text a plain and a long string field take (the same limits as every backend of the app). */
const TEXT_MAX = { plain: 200, long: 10000 };

const KINDS: Record<Field["kind"], string> = {
  string: "STRING",
  number: "NUMBER",
  boolean: "BOOLEAN",
  date: "DATE",
  reference: "REFERENCE",
};

function fieldSpec(field: Field, stored: readonly Entity[]): string {
  const target = stored.find((entity) => entity.name === field.target);
  const format = field.kind === "string" ? (field.format ?? "plain") : "plain";
  const max = field.kind === "string" && format === "long" ? TEXT_MAX.long : TEXT_MAX.plain;
  const args = [
    javaString(field.name),
    javaString(snakeCase(field.name)),
    `FieldKind.${KINDS[field.kind]}`,
    String(field.required),
    javaString(format),
    String(max),
    target ? javaString(target.table) : "null",
    String(field.unique === true),
  ];
  return `new FieldSpec(${args.join(", ")})`;
}

/** domain/<Name>Record.java: how one record type is stored and validated. */
export function recordFile(model: AppModel, entity: Entity, stored: readonly Entity[]): GeneratedFile {
  const names = recordNames(entity);
  const specs = entity.fields.map((field) => fieldSpec(field, stored));
  return code(
    mainPath(model, "domain", `${names.spec}.java`),
    "backend",
    lines(
      packageLine(model, "domain"),
      "",
      "import java.util.List;",
      "",
      `/** ${entity.label}: its table and fields, with the rules its input is checked against. */`,
      `public final class ${names.spec} {`,
      `  public static final RecordSpec SPEC = new RecordSpec(${javaString(entity.table)}, ${javaString(entity.label)}, List.of(`,
      specs.map((spec) => `      ${spec}`).join(",\n"),
      "  ));",
      "",
      `  private ${names.spec}() {}`,
      "}",
    ),
  );
}

const fieldKind = (model: AppModel) => `
${packageLine(model, "domain")}

/** What a field holds. Dates travel as ISO-8601 strings; references hold the id of another record. */
public enum FieldKind {
  STRING,
  NUMBER,
  BOOLEAN,
  DATE,
  REFERENCE
}
`;

const fieldSpecFile = (model: AppModel) => `
${packageLine(model, "domain")}

/**
 * One field of a record: its JSON name, its column, what it holds and the rules its input follows.
 *
 * @param format for strings: plain, long, email or url
 * @param maxLength the longest text a string field takes
 * @param target for references: the table of the record pointed at, else null
 * @param unique whether no two records may share the value
 */
public record FieldSpec(
    String name,
    String column,
    FieldKind kind,
    boolean required,
    String format,
    int maxLength,
    String target,
    boolean unique) {}
`;

const recordSpecFile = (model: AppModel) => `
${packageLine(model, "domain")}

import java.util.List;
import java.util.Optional;

/** How a record type is described to the storage layers: one spec per table, shared by memory and database. */
public record RecordSpec(String table, String label, List<FieldSpec> fields) {
  public Optional<FieldSpec> field(String name) {
    return fields.stream().filter(field -> field.name().equals(name)).findFirst();
  }
}
`;

const issueFile = (model: AppModel) => `
${packageLine(model, "domain")}

/** One problem with a request's input: the field it concerns ("" for the whole body) and what is wrong. */
public record Issue(String path, String message) {}
`;

const invalidInputFile = (model: AppModel) => `
${packageLine(model, "domain")}

import java.util.List;

/** Input that breaks the rules; answered with 400 and the list of issues. */
public class InvalidInputException extends RuntimeException {
  private final List<Issue> issues;

  public InvalidInputException(List<Issue> issues) {
    super("Invalid input");
    this.issues = List.copyOf(issues);
  }

  public List<Issue> issues() {
    return issues;
  }
}
`;

const valuesFile = (model: AppModel) => `
${packageLine(model, "domain")}

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/** How values look in the API: dates as ISO strings with milliseconds in UTC, whole numbers without a fraction. */
public final class Values {
  private static final DateTimeFormatter ISO =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

  private Values() {}

  /** "2030-01-15T10:00:00.000Z" */
  public static String isoDate(Instant instant) {
    return ISO.format(instant);
  }

  /** An ISO date and time (with or without offset, taken as UTC without), or a plain date at midnight UTC. */
  public static Optional<Instant> parseDate(String text) {
    String value = text.trim();
    try {
      return Optional.of(OffsetDateTime.parse(value).toInstant());
    } catch (DateTimeParseException notWithOffset) {
      // try the next form
    }
    try {
      return Optional.of(LocalDateTime.parse(value).toInstant(ZoneOffset.UTC));
    } catch (DateTimeParseException notLocal) {
      // try the next form
    }
    try {
      return Optional.of(LocalDate.parse(value).atStartOfDay().toInstant(ZoneOffset.UTC));
    } catch (DateTimeParseException notADate) {
      return Optional.empty();
    }
  }

  /** A number as the API returns it: 2500 rather than 2500.0 when it is whole. */
  public static Number number(double value) {
    if (value == Math.rint(value) && Math.abs(value) < 1e15) {
      return (long) value;
    }
    return value;
  }
}
`;

const inputFile = (model: AppModel) => `
${packageLine(model, "domain")}

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads a JSON request body field by field, collecting every problem, then {@link #check()} throws them
 * all at once. Optional fields that are missing or null read as null; booleans default to false.
 */
public final class Input {
  private static final Pattern EMAIL = Pattern.compile("^[^\\\\s@]+@[^\\\\s@]+\\\\.[^\\\\s@]+$");
  private final JsonNode body;
  private final List<Issue> issues = new ArrayList<>();

  public Input(JsonNode body) {
    this.body = body;
    if (body != null && !body.isNull() && !body.isObject()) {
      issues.add(new Issue("", "Send a JSON object"));
    }
  }

  private JsonNode value(String name) {
    if (body == null || !body.isObject()) {
      return null;
    }
    JsonNode value = body.get(name);
    return value == null || value.isNull() ? null : value;
  }

  public boolean has(String name) {
    return value(name) != null;
  }

  public void problem(String path, String message) {
    issues.add(new Issue(path, message));
  }

  /** Throws the problems found so far, if any. */
  public void check() {
    if (!issues.isEmpty()) {
      throw new InvalidInputException(issues);
    }
  }

  private String string(String name, boolean required) {
    JsonNode value = value(name);
    if (value == null) {
      if (required) {
        problem(name, "Required");
      }
      return null;
    }
    if (!value.isTextual()) {
      problem(name, "Must be text");
      return null;
    }
    return value.textValue();
  }

  /** Trimmed text of 1 to max characters. */
  public String requiredText(String name, int max) {
    String text = string(name, true);
    if (text == null) {
      return null;
    }
    String trimmed = text.trim();
    if (trimmed.isEmpty()) {
      problem(name, "Required");
    } else if (trimmed.length() > max) {
      problem(name, "Use at most " + max + " characters");
    }
    return trimmed;
  }

  /** Trimmed text of at most max characters, or null. */
  public String optionalText(String name, int max) {
    String text = string(name, false);
    if (text == null) {
      return null;
    }
    String trimmed = text.trim();
    if (trimmed.length() > max) {
      problem(name, "Use at most " + max + " characters");
    }
    return trimmed;
  }

  /** Text taken as it is (a password): min to max characters. */
  public String secret(String name, int min, int max, String tooShort) {
    String text = string(name, true);
    if (text == null) {
      return null;
    }
    if (text.length() < min) {
      problem(name, tooShort);
    } else if (text.length() > max) {
      problem(name, "Use at most " + max + " characters");
    }
    return text;
  }

  public String email(String name, boolean required) {
    String text = string(name, required);
    if (text != null && !EMAIL.matcher(text).matches()) {
      problem(name, "Invalid email address");
    }
    return text;
  }

  public String url(String name, boolean required) {
    String text = string(name, required);
    if (text == null) {
      return null;
    }
    try {
      URI uri = new URI(text);
      if (!uri.isAbsolute() || uri.getScheme() == null) {
        problem(name, "Invalid URL");
      }
    } catch (URISyntaxException invalid) {
      problem(name, "Invalid URL");
    }
    return text;
  }

  /** The id of another record: non-empty text. */
  public String reference(String name, boolean required) {
    String text = string(name, required);
    if (text != null && text.isEmpty()) {
      problem(name, "Required");
    }
    return text;
  }

  public Number number(String name, boolean required) {
    JsonNode value = value(name);
    if (value == null) {
      if (required) {
        problem(name, "Required");
      }
      return null;
    }
    if (!value.isNumber()) {
      problem(name, "Must be a number");
      return null;
    }
    return Values.number(value.doubleValue());
  }

  /** A whole number above zero (an amount in cents). */
  public Long positiveWholeNumber(String name) {
    Number number = number(name, true);
    if (number == null) {
      return null;
    }
    if (!(number instanceof Long whole) || whole <= 0) {
      problem(name, "Must be a whole number above zero");
      return null;
    }
    return whole;
  }

  public boolean bool(String name) {
    JsonNode value = body != null && body.isObject() ? body.get(name) : null;
    if (value == null) {
      return false;
    }
    if (!value.isBoolean()) {
      problem(name, "Must be true or false");
      return false;
    }
    return value.booleanValue();
  }

  /** A date and time, returned as an ISO string in UTC. */
  public String dateTime(String name, boolean required) {
    String text = string(name, required);
    if (text == null) {
      return null;
    }
    return Values.parseDate(text).map(Values::isoDate).orElseGet(() -> {
      problem(name, "Must be a date");
      return null;
    });
  }
}
`;

const validationFile = (model: AppModel) => `
${packageLine(model, "domain")}

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;

/** Checks a request body against a record's spec: what a client sends to create or replace a record. */
public final class Validation {
  private Validation() {}

  /** The record's fields, in spec order, or an {@link InvalidInputException} listing every problem. */
  public static Map<String, Object> read(RecordSpec spec, JsonNode body) {
    Input input = new Input(body);
    Map<String, Object> values = new LinkedHashMap<>();
    for (FieldSpec field : spec.fields()) {
      values.put(field.name(), readField(input, field));
    }
    input.check();
    return values;
  }

  private static Object readField(Input input, FieldSpec field) {
    String name = field.name();
    boolean required = field.required();
    switch (field.kind()) {
      case NUMBER:
        return input.number(name, required);
      case BOOLEAN:
        return input.bool(name);
      case DATE:
        return input.dateTime(name, required);
      case REFERENCE:
        return input.reference(name, required);
      default:
        if ("email".equals(field.format())) {
          return input.email(name, required);
        }
        if ("url".equals(field.format())) {
          return input.url(name, required);
        }
        return required ? input.requiredText(name, field.maxLength()) : input.optionalText(name, field.maxLength());
    }
  }
}
`;

/** The domain package: field and record specs, input checks, one spec class per stored record. */
export function domainFiles(model: AppModel, stored: readonly Entity[]): GeneratedFile[] {
  const file = (name: string, content: string) => code(mainPath(model, "domain", `${name}.java`), "backend", content);
  return [
    file("FieldKind", fieldKind(model)),
    file("FieldSpec", fieldSpecFile(model)),
    file("RecordSpec", recordSpecFile(model)),
    file("Issue", issueFile(model)),
    file("InvalidInputException", invalidInputFile(model)),
    file("Values", valuesFile(model)),
    file("Input", inputFile(model)),
    file("Validation", validationFile(model)),
    ...stored.map((entity) => recordFile(model, entity, stored)),
  ];
}
