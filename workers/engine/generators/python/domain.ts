import type { Entity, Field } from "../../model";
import { choicesOf, PATTERNS, ruleNote, ruleOn } from "../../model/rules";
import { snakeCase } from "../../model/naming";
import { lines } from "../files";
import { pyCode as code } from "./files";
import type { GeneratedFile } from "../types";
import { fieldAttribute, pyNames, pyString } from "./names";
import { templateText } from "../template-texts";

const TEXT_MAX = { plain: 200, long: 10000 };

/** The annotation and default of a field on its pydantic model. */
function annotation(field: Field): string {
  const alias = `alias=${pyString(field.name)}`;
  const base = field.kind === "number" ? "float" : field.kind === "boolean" ? "bool" : "str";
  if (field.kind === "boolean") return `bool = Field(False, ${alias})`;
  return field.required ? `${base} = Field(..., ${alias})` : `Optional[${base}] = Field(None, ${alias})`;
}

/** The rule (from app/domain/fields.py) that checks and normalises a field's raw JSON value, held to its business rules. */
export function ruleFor(entity: Entity, field: Field): string {
  const choices = choicesOf(entity, field.name);
  if (choices) return `one_of(required=${field.required ? "True" : "False"}, values=(${choices.map((value) => `${pyString(value)},`).join(" ")}))`;
  let rule = baseRule(field);
  const range = ruleOn(entity, field.name, "range");
  if (range) {
    const ends = [range.min !== undefined && `minimum=${range.min}`, range.max !== undefined && `maximum=${range.max}`].filter(Boolean);
    rule = `within(rules.${rule}, ${ends.join(", ")})`;
  }
  const pattern = ruleOn(entity, field.name, "pattern");
  if (pattern) rule = `matching(rules.${rule}, ${pyString(PATTERNS[pattern.pattern].regex)}, ${pyString(PATTERNS[pattern.pattern].says)})`;
  for (const dated of entity.rules.filter((candidate) => candidate.field === field.name && candidate.kind === "date" && candidate.to === "now")) {
    if (dated.kind === "date") rule = `dated(rules.${rule}, ${pyString(dated.relation)})`;
  }
  return rule;
}

function baseRule(field: Field): string {
  const required = field.required ? "True" : "False";
  switch (field.kind) {
    case "number":
      return `number(required=${required})`;
    case "boolean":
      return "flag()";
    case "date":
      return `date_time(required=${required})`;
    case "reference":
      return `reference(required=${required})`;
    default:
      if (field.format === "email") return `email(required=${required})`;
      if (field.format === "url") return `url(required=${required})`;
      return `text(required=${required}, max_length=${field.format === "long" ? TEXT_MAX.long : TEXT_MAX.plain})`;
  }
}

/** The validator attribute names, kept clear of the fields' own attributes. */
export function checkNames(entity: Entity): Map<string, string> {
  const taken = new Set(entity.fields.map(fieldAttribute));
  return new Map(
    entity.fields.map((field) => {
      const plain = `check_${fieldAttribute(field)}`;
      return [field.name, taken.has(plain) ? `${plain}_rule` : plain];
    }),
  );
}

function specField(field: Field, entities: readonly Entity[]): string {
  const target = entities.find((entity) => entity.name === field.target);
  const parts = [
    `name=${pyString(field.name)}`,
    `column=${pyString(snakeCase(field.name))}`,
    `kind=${pyString(field.kind)}`,
    `required=${field.required ? "True" : "False"}`,
    target ? `target=${pyString(target.table)}` : undefined,
    field.unique ? "unique=True" : undefined,
  ];
  return `        FieldSpec(${parts.filter(Boolean).join(", ")}),`;
}

const article = (label: string) => (/^[aeiou]/i.test(label) ? "an" : "a");

/** app/domain/<record>.py: the input model (validation) and the storage spec. */
export function domainFile(entity: Entity, stored: readonly Entity[]): GeneratedFile {
  const names = pyNames(entity);
  const checks = checkNames(entity);
  const optional = entity.fields.some((field) => !field.required && field.kind !== "boolean");
  return code(
    names.path,
    "backend",
    lines(
      `"""${entity.pluralLabel}: what a client sends, and how the record is stored."""`,
      optional && "from typing import Optional",
      optional && "",
      "from pydantic import BaseModel, Field",
      "",
      // The rules by module: a field may be named like one of them (email, url, text).
      "from app.domain import fields as rules",
      "from app.domain.specs import FieldSpec, RecordSpec",
      "",
      "",
      ...entity.rules.filter((rule) => rule.kind !== "transitions" && (rule.kind !== "date" || rule.to === "now")).map((rule) => `# ${ruleNote(rule)}`),
      `class ${names.model}(BaseModel):`,
      `    """What a client sends to create or replace ${article(entity.label)} ${entity.label.toLowerCase()}."""`,
      "",
      ...entity.fields.map((field) => `    ${fieldAttribute(field)}: ${annotation(field)}`),
      "",
      ...entity.fields.map((field) => `    ${checks.get(field.name) ?? ""} = rules.checked(${pyString(fieldAttribute(field))})(rules.${ruleFor(entity, field)})`),
      "",
      "",
      `${names.spec} = RecordSpec(`,
      `    table=${pyString(entity.table)},`,
      `    label=${pyString(entity.label)},`,
      "    fields=(",
      ...entity.fields.map((field) => specField(field, stored)),
      "    ),",
      ")",
    ),
  );
}

export const domainSupportFiles = (): GeneratedFile[] => [
  code("backend/app/__init__.py", "backend", templateText("python/templates/backend/app/__init__.py")),
  code("backend/app/domain/__init__.py", "backend", templateText("python/templates/backend/app/domain/__init__.py")),
  code("backend/app/domain/fields.py", "backend", templateText("python/templates/backend/app/domain/fields.py")),
  code("backend/app/domain/specs.py", "backend", templateText("python/templates/backend/app/domain/specs.py")),
];
