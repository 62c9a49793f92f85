import { Validator } from "@cfworker/json-schema";
import type { Method, OpenApiDocument } from "../../workers/engine/generators/shared/backend/openapi";

/**
 * The preview API's answers checked against the OpenAPI document of the app it serves, by the rules the generated
 * backends' own tests check theirs: the status must be one the operation declares, the content type one declared
 * for that status, and a JSON body must match the declared schema; a request the document has no operation for
 * must be answered with an error in the one error shape. Validated with @cfworker/json-schema, which runs in the
 * Workers runtime (no code generation).
 */

/** OpenAPI 3.0's `nullable` as JSON Schema has it: { type: "string", nullable: true } allows null as a type. */
function asJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonSchema);
  if (typeof value !== "object" || value === null) return value;
  const { nullable, ...rest } = value as Record<string, unknown>;
  const converted = Object.fromEntries(Object.entries(rest).map(([key, inner]) => [key, asJsonSchema(inner)]));
  if (nullable === true && typeof converted.type === "string") converted.type = [converted.type, "null"];
  return converted;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A JSON pointer's part: "~" and "/" escaped as the pointer syntax asks. */
const pointerPart = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

export interface ContractAnswer {
  status: number;
  contentType: string;
  body: unknown;
}

/** What an answer to `method path` breaks of the document: nothing when it keeps it. */
export type ContractCheck = (method: string, path: string, answer: ContractAnswer) => string[];

export function contractCheck(document: OpenApiDocument): ContractCheck {
  const root = asJsonSchema(document) as Record<string, unknown>;
  const validators = new Map<string, Validator>();
  /** The root document with a $ref to one of its schemas: its references resolve inside the document. */
  const validatorAt = (...keys: string[]) => {
    const pointer = `#/${keys.map(pointerPart).join("/")}`;
    let validator = validators.get(pointer);
    if (!validator) {
      validator = new Validator({ ...root, $ref: pointer }, "2020-12", false);
      validators.set(pointer, validator);
    }
    return validator;
  };
  /** Why a body does not match: the innermost errors (the outer ones only say "a subschema had errors"). */
  const problemsOf = (validator: Validator, body: unknown): string[] => {
    const result = validator.validate(body);
    if (result.valid) return [];
    const inner = result.errors.filter((error) => !["$ref", "properties", "items", "allOf"].includes(error.keyword));
    return (inner.length > 0 ? inner : result.errors).map((error) => `${error.instanceLocation}: ${error.error}`);
  };

  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.split("/").map((part) => (/^\{\w+\}$/.test(part) ? "[^/]+" : escapeRegExp(part))).join("/")}$`),
    variables: template.split("{").length - 1,
  }));

  return (method, url, answer) => {
    const verb = method.toLowerCase() as Method;
    const path = url.split("?")[0] ?? url;
    const request = `${method.toUpperCase()} ${url} answered ${answer.status}`;
    const [found] = templates.filter((candidate) => candidate.pattern.test(path) && document.paths[candidate.template]?.[verb]).sort((a, b) => a.variables - b.variables);
    const operation = found ? document.paths[found.template]?.[verb] : undefined;
    if (!found || !operation) {
      if (answer.status < 400) return [`${request}, but the document has no operation for it`];
      return problemsOf(validatorAt("components", "schemas", "Error"), answer.body).map((problem) => `${request} without the error shape: ${problem}`);
    }
    const status = String(answer.status);
    const declared = operation.responses[status];
    if (!declared) return [`${request}, which ${method.toUpperCase()} ${found.template} does not declare (${Object.keys(operation.responses).join(", ")})`];
    if (!declared.content) return answer.body === null ? [] : [`${request} with a body, but the document declares none`];
    const type = answer.contentType.split(";")[0]?.trim().toLowerCase() ?? "";
    if (!declared.content[type]) return [`${request} as ${type || "no content type"}, not ${Object.keys(declared.content).join(" or ")}`];
    if (type !== "application/json") return [];
    return problemsOf(validatorAt("paths", found.template, verb, "responses", status, "content", type, "schema"), answer.body).map(
      (problem) => `${request}: ${problem}`,
    );
  };
}
