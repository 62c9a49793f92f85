import { Ajv, type ValidateFunction } from "ajv";
import formats from "ajv-formats";
import { openApiDocument } from "../src/openapi.js";

/**
 * Checks the answers the tests receive against the OpenAPI document (src/openapi.ts, served at /api/openapi.json
 * when the app has API documentation). An answer's status must be one its operation declares, its content type
 * one declared for that status, and a JSON body must match the schema declared for it. A request the document
 * has no operation for must be answered with an error, in the one error shape. So a change to the API that the
 * document does not follow, or the other way round, fails the tests.
 */

export type Method = "get" | "post" | "put" | "delete";

/** What the check reads of an answer: a supertest response has all of it. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  body: unknown;
}

interface DocumentedAnswer {
  description: string;
  content?: Record<string, unknown>;
}
interface DocumentedOperation {
  responses: Record<string, DocumentedAnswer>;
}
interface Document {
  paths: Record<string, Partial<Record<Method, DocumentedOperation>>>;
  components: { schemas: Record<string, unknown> };
}

const document: Document = openApiDocument;
const DOCUMENT_ID = "openapi.json";

const ajv = new Ajv({ strict: true, allErrors: true });
formats.default(ajv, { mode: "full" });
// The document's own parts are not schema keywords: the schemas are found in them by their JSON pointer.
ajv.addVocabulary(["openapi", "info", "servers", "paths", "components"]);
ajv.addSchema(openApiDocument, DOCUMENT_ID);

/** The compiled schema at a place in the document, named by the keys that lead to it. */
function schemaAt(...keys: string[]): ValidateFunction {
  const pointer = keys.map((key) => encodeURIComponent(key.replace(/~/g, "~0").replace(/\//g, "~1"))).join("/");
  const validate = ajv.getSchema(`${DOCUMENT_ID}#/${pointer}`);
  if (!validate) throw new Error(`The document has no schema at ${keys.join(" > ")}`);
  return validate;
}

/** Why a value does not match a schema of the document's components ("OrderInput"), or undefined when it does. */
export function schemaProblems(name: string, value: unknown): string | undefined {
  const validate = schemaAt("components", "schemas", name);
  return validate(value) ? undefined : ajv.errorsText(validate.errors);
}

/** Compiles every schema of the document, so one that is not valid JSON Schema fails; answers how many there are. */
export function compileEverySchema(): number {
  let count = 0;
  for (const name of Object.keys(document.components.schemas)) {
    schemaAt("components", "schemas", name);
    count += 1;
  }
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (!answer.content?.["application/json"]) continue;
        schemaAt("paths", path, method, "responses", status, "content", "application/json", "schema");
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
    const validate = schemaAt("components", "schemas", "Error");
    if (!validate(answer.body)) throw new Error(`${request} answered ${status} without the error shape: ${ajv.errorsText(validate.errors)}\n${answer.text}`);
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
  const validate = schemaAt("paths", found.template, method, "responses", status, "content", media, "schema");
  if (!validate(answer.body)) {
    throw new Error(`${request} answered ${status} with a body that ${operation} does not declare: ${ajv.errorsText(validate.errors)}\n${answer.text}`);
  }
}
