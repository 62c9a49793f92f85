import { openApiDocument } from "../src/openapi.js";

/**
 * Checks the answers the tests receive against the OpenAPI document (src/openapi.ts). An answer's status must be
 * one its operation declares, its content type one declared for that status, and a JSON body must match the
 * schema declared for it. A request the document has no operation for must be answered with an error, in the one
 * error shape. Workers may not compile code at run time, so instead of Ajv this is a small validator of the
 * keywords the document uses; a keyword it does not know fails compileEverySchema rather than passing unseen.
 */

export type Method = "get" | "post" | "put" | "delete";

export interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  text: string;
  body: unknown;
}

interface Schema {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: Schema;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  format?: string;
  description?: string;
}

interface DocumentedAnswer {
  description: string;
  content?: Record<string, { schema?: Schema }>;
}
interface DocumentedOperation {
  responses: Record<string, DocumentedAnswer>;
}
interface Document {
  paths: Record<string, Partial<Record<Method, DocumentedOperation>>>;
  components: { schemas: Record<string, Schema> };
}

const document = openApiDocument as unknown as Document;

const KEYWORDS = new Set(["$ref", "type", "nullable", "enum", "properties", "required", "additionalProperties", "items", "maxItems", "minLength", "maxLength", "pattern", "minimum", "maximum", "format", "description"]);
const FORMATS: Record<string, (value: string) => boolean> = {
  "date-time": (value) => /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)),
  email: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  binary: () => true,
};

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace("#/components/schemas/", "");
  const target = document.components.schemas[name];
  if (!target) throw new Error(`The document has no schema ${schema.$ref}`);
  return resolve(target);
}

const typeOf = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : Number.isInteger(value) ? "integer" : typeof value);

/** What is wrong with a value by a schema: one line per problem, none when it matches. */
function problems(given: Schema, value: unknown, at: string): string[] {
  const schema = resolve(given);
  if (value === null && schema.nullable) return [];
  const actual = typeOf(value);
  if (schema.type && schema.type !== actual && !(schema.type === "number" && actual === "integer")) return [`${at || "the body"} is ${actual}, not ${schema.type}`];
  if (schema.enum && !schema.enum.includes(value)) return [`${at} is not one of ${JSON.stringify(schema.enum)}`];
  const found: string[] = [];
  if (typeof value === "string") {
    if (schema.minLength !== undefined && value.length < schema.minLength) found.push(`${at} is shorter than ${schema.minLength}`);
    if (schema.maxLength !== undefined && value.length > schema.maxLength) found.push(`${at} is longer than ${schema.maxLength}`);
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, "u").test(value)) found.push(`${at} does not match ${schema.pattern}`);
    if (schema.format && !(FORMATS[schema.format]?.(value) ?? false)) found.push(`${at} is not a ${schema.format}`);
  }
  if (typeof value === "number") {
    if (schema.minimum !== undefined && value < schema.minimum) found.push(`${at} is below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) found.push(`${at} is above ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems) found.push(`${at} has more than ${schema.maxItems} items`);
    if (schema.items) value.forEach((item, index) => found.push(...problems(schema.items as Schema, item, `${at}[${index}]`)));
  }
  if (actual === "object" && typeof value === "object" && value !== null) {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (!(name in record)) found.push(`${at}.${name} is missing`);
    for (const [name, item] of Object.entries(record)) {
      const property = schema.properties?.[name];
      if (property) found.push(...problems(property, item, `${at}.${name}`));
      else if (schema.additionalProperties === false) found.push(`${at}.${name} is not declared`);
    }
  }
  return found;
}

/** Why a value does not match a schema of the document's components ("OrderInput"), or undefined when it does. */
export function schemaProblems(name: string, value: unknown): string | undefined {
  const found = problems({ $ref: `#/components/schemas/${name}` }, value, "");
  return found.length > 0 ? found.join("; ") : undefined;
}

/** Fails on a keyword or format the validator does not know, or a $ref to nothing. */
function checkSchema(schema: Schema, at: string): void {
  for (const keyword of Object.keys(schema)) if (!KEYWORDS.has(keyword)) throw new Error(`${at} uses ${keyword}, which test/api-document.ts does not check`);
  if (schema.format && !FORMATS[schema.format]) throw new Error(`${at} uses the format ${schema.format}, which test/api-document.ts does not check`);
  resolve(schema);
  for (const [name, property] of Object.entries(schema.properties ?? {})) checkSchema(property, `${at}.${name}`);
  if (schema.items) checkSchema(schema.items, `${at}[]`);
}

/** Checks every schema of the document; answers how many there are. */
export function compileEverySchema(): number {
  let count = 0;
  for (const [name, schema] of Object.entries(document.components.schemas)) {
    checkSchema(schema, name);
    count += 1;
  }
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        const schema = answer.content?.["application/json"]?.schema;
        if (!schema) continue;
        checkSchema(schema, `${method.toUpperCase()} ${path} ${status}`);
        count += 1;
      }
    }
  }
  return count;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const TEMPLATES = Object.keys(document.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.split("/").map((part) => (/^\{\w+\}$/.test(part) ? "[^/]+" : escapeRegExp(part))).join("/")}$`),
  variables: template.split("{").length - 1,
}));

/** The operation that serves a request: of the paths that match it and have the method, the one with fewest variables. */
function operationFor(method: Method, url: string): { template: string; operation: DocumentedOperation } | undefined {
  const path = url.split("?")[0] ?? url;
  const [found] = TEMPLATES.filter((candidate) => candidate.pattern.test(path) && document.paths[candidate.template]?.[method]).sort(
    (a, b) => a.variables - b.variables,
  );
  const operation = found && document.paths[found.template]?.[method];
  return found && operation ? { template: found.template, operation } : undefined;
}

const mediaTypeOf = (answer: Answer) => String(answer.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
const matches = (declared: string, type: string) =>
  declared === type || declared === "*/*" || (declared.endsWith("/*") && type.startsWith(declared.slice(0, -1)));

/** Throws, saying what differs, when an answer to `method url` is not what the document declares. */
export function checkAnswer(method: Method, url: string, answer: Answer): void {
  const request = `${method.toUpperCase()} ${url}`;
  const status = String(answer.status);
  const found = operationFor(method, url);
  if (!found) {
    if (answer.status < 400) throw new Error(`${request} answered ${status}, but the document has no operation for it`);
    const wrong = schemaProblems("Error", answer.body);
    if (wrong) throw new Error(`${request} answered ${status} without the error shape: ${wrong}\n${answer.text}`);
    return;
  }
  const operation = `${method.toUpperCase()} ${found.template}`;
  const declared = found.operation.responses[status];
  if (!declared) {
    const statuses = Object.keys(found.operation.responses).join(", ");
    throw new Error(`${request} answered ${status}, which the document does not declare for ${operation} (it declares ${statuses})\n${answer.text}`);
  }
  const types = Object.keys(declared.content ?? {});
  if (types.length === 0) {
    if (answer.text) throw new Error(`${request} answered ${status} with a body, which the document says has none\n${answer.text}`);
    return;
  }
  const type = mediaTypeOf(answer);
  const media = types.find((candidate) => matches(candidate, type));
  if (!media) throw new Error(`${request} answered ${status} as ${type || "no content type"}; the document declares ${types.join(", ")}`);
  // A file's bytes or an event stream: no JSON body to check.
  if (media !== "application/json") return;
  const schema = declared.content?.[media]?.schema;
  const wrong = schema ? problems(schema, answer.body, "") : [];
  if (wrong.length > 0) throw new Error(`${request} answered ${status} with a body that ${operation} does not declare: ${wrong.join("; ")}\n${answer.text}`);
}
