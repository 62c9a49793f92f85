import type { AppModel, Entity, Field } from "../../model";
import type { Rule } from "../../model/rules";
import { snakeCase } from "../../model/naming";
import { code, lines } from "../files";
import { PATTERNS, ruleMessage, ruleNote } from "../../model/rules";
import type { GeneratedFile } from "../types";
import { javaFile, javaString, mainPath, packageLine, recordNames } from "./names";
import { templateText } from "../template-texts";

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

const javaList = (values: readonly string[]) => `List.of(${values.map(javaString).join(", ")})`;

/** The business rules a record type keeps, as Rule values (required and unique are its fields' own), each after its note. */
function rulesOf(entity: Entity): string {
  const valueOf = (rule: Rule): string | null => {
    const field = javaString(rule.field);
    const message = javaString(ruleMessage(entity, rule));
    switch (rule.kind) {
      case "range": {
        const bound = (value: number | undefined) => (value === undefined ? "null" : `${value}d`);
        return `Rule.range(${field}, ${bound(rule.min)}, ${bound(rule.max)}, ${message})`;
      }
      case "pattern":
        return `Rule.pattern(${field}, ${javaString(PATTERNS[rule.pattern].regex)}, ${message})`;
      case "one-of":
        return `Rule.oneOf(${field}, ${javaList(rule.values)})`;
      case "date":
        return rule.to === "now" ? `Rule.relativeToNow(${field}, ${rule.relation === "after"})` : `Rule.order(${field}, ${rule.relation === "after"}, ${javaString(rule.to)}, ${message})`;
      case "transitions": {
        const moves = rule.states.map((state) => `${javaString(state)}, ${javaList(rule.moves.filter((move) => move.from === state).map((move) => move.to))}`);
        return `Rule.states(${field}, ${javaString(entity.label)}, ${javaList(rule.states)}, Map.of(${moves.join(", ")}))`;
      }
      default:
        return null;
    }
  };
  const notes = entity.rules.filter((rule) => valueOf(rule) === null).map((rule) => `      // ${ruleNote(rule)} (the field's own)`);
  const items = entity.rules.flatMap((rule) => {
    const value = valueOf(rule);
    return value === null ? [] : [`      // ${ruleNote(rule)}\n      ${value}`];
  });
  return [...notes, items.join(",\n")].filter((part) => part.length > 0).join("\n");
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
      entity.rules.some((rule) => rule.kind === "transitions") && "import java.util.Map;",
      "",
      `/** ${entity.label}: its table and fields, with the rules its input is checked against. */`,
      `public final class ${names.spec} {`,
      `  public static final RecordSpec SPEC = new RecordSpec(${javaString(entity.table)}, ${javaString(entity.label)}, List.of(`,
      specs.map((spec) => `      ${spec}`).join(",\n"),
      entity.rules.length > 0 ? lines("    ), List.of(", rulesOf(entity)) : false,
      "  ));",
      "",
      `  private ${names.spec}() {}`,
      "}",
    ),
  );
}

const fieldKind = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/domain/FieldKind.java"), model);

const fieldSpecFile = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/domain/FieldSpec.java"), model);

const recordSpecFile = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/domain/RecordSpec.java"), model);

const issueFile = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/domain/Issue.java"), model);

const invalidInputFile = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/domain/InvalidInputException.java"), model);

const valuesFile = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/domain/Values.java"), model);

const inputFile = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/domain/Input.java"), model);

const validationFile = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/domain/Validation.java"), model);

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
    file("Rule", javaFile(templateText("java/templates/backend/src/main/java/app/domain/Rule.java"), model)),
    ...stored.map((entity) => recordFile(model, entity, stored)),
  ];
}
