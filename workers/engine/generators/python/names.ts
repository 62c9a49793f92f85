import type { Entity, Field } from "../../model";
import { snakeCase } from "../../model/naming";

/** Words Python or pydantic keep for themselves: a field named like one gets a prefixed attribute name. */
const RESERVED = new Set([
  "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif", "else", "except",
  "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass",
  "raise", "return", "try", "while", "with", "yield", "match", "case", "type",
  "json", "dict", "copy", "schema", "schema_json", "fields", "validate", "construct", "parse_obj", "parse_raw",
  "parse_file", "from_orm", "update_forward_refs", "id",
  // The domain modules import their field rules as `rules`.
  "rules",
]);

/** A double-quoted Python string literal (JSON's escapes are Python's too). */
export const pyString = (text: string) => JSON.stringify(text);

/** A Python value written from a JSON-like value: strings, numbers, booleans, null, lists and dicts. */
export function pyValue(value: unknown): string {
  if (value === null || value === undefined) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return pyString(value);
  if (Array.isArray(value)) return `[${value.map(pyValue).join(", ")}]`;
  const entries = Object.entries(value as Record<string, unknown>).map(([key, item]) => `${pyString(key)}: ${pyValue(item)}`);
  return `{${entries.join(", ")}}`;
}

/** The attribute a field has on its pydantic model (the JSON name stays the field's own, as an alias). */
export function fieldAttribute(field: Pick<Field, "name">): string {
  const snake = snakeCase(field.name);
  return RESERVED.has(snake) || snake.startsWith("model_") ? `field_${snake}` : snake;
}

/** Python's keywords: a module or attribute named like one gets a suffix. */
const KEYWORDS = new Set([
  "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
  "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
  "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
]);

/** A snake_case name usable as a Python module or attribute. */
export const pyIdentifier = (name: string, suffix = "records") => {
  const snake = snakeCase(name);
  return KEYWORDS.has(snake) ? `${snake}_${suffix}` : snake;
};

/** The Python names of one stored record in the backend. */
export const pyNames = (entity: Entity) => {
  const module = pyIdentifier(entity.name, "record");
  const plural = pyIdentifier(entity.plural);
  return {
    /** app.domain.<module> */
    module,
    path: `backend/app/domain/${module}.py`,
    model: `${entity.name}Input`,
    spec: `${module.toUpperCase()}_SPEC`,
    /** The attribute of Repositories: repositories.pickup_slots */
    repository: plural,
    routesModule: plural,
    /** The function of app/routes/<routesModule>.py that builds the router. */
    routes: `${plural}_routes`,
    fixture: `${module}_input`,
    check: `check_${module}_lifecycle`,
    keeps: `check_${module}_keeps_references`,
    /** The check that an account in a role owning this record type sees only its own (tests/entity_checks.py). */
    owns: `check_${module}_ownership`,
  };
};

/** `from module import a, b`, wrapped one name a line in parentheses when it would be long. */
export function pyImport(module: string, names: readonly string[]): string {
  const line = `from ${module} import ${names.join(", ")}`;
  return line.length <= 100 ? line : [`from ${module} import (`, ...names.map((name) => `    ${name},`), ")"].join("\n");
}
