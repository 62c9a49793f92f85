import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * The request-body schemas of the GitHub operations AppForge's adapter calls, taken from GitHub's own
 * OpenAPI description (the @octokit/openapi package, api.github.com.json). Node only: vitest.config.mts
 * reads it once at config load and hands the few schemas to the fake GitHub, so the 13 MB description
 * never reaches the Workers runtime. The fake validates every body it receives against them.
 */

/** The operations the adapter sends a body to, as "METHOD /path/{template}" of GitHub's description. */
export const GITHUB_BODY_OPERATIONS = [
  "POST /user/repos",
  "PUT /repos/{owner}/{repo}/contents/{path}",
  "POST /repos/{owner}/{repo}/git/blobs",
  "POST /repos/{owner}/{repo}/git/trees",
  "POST /repos/{owner}/{repo}/git/commits",
  "POST /repos/{owner}/{repo}/git/refs",
  "PATCH /repos/{owner}/{repo}/git/refs/{ref}",
] as const;

/** One operation's request body as a JSON Schema (draft 4, which OpenAPI 3.0 schemas are closest to). */
export interface OperationSchema {
  /** "METHOD /path/{template}" */
  operation: string;
  operationId: string;
  method: string;
  /** Matches a request path (without the API's base) of this operation. */
  pattern: string;
  schema: Record<string, unknown>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (value: Json | undefined): value is { [key: string]: Json } => typeof value === "object" && value !== null && !Array.isArray(value);

/** "#/components/schemas/x" looked up in the description. */
function lookUp(root: Json, ref: string): Json {
  let node: Json | undefined = root;
  for (const part of ref.replace(/^#\//, "").split("/")) node = isObject(node) ? node[part.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
  if (node === undefined) throw new Error(`GitHub's description has no ${ref}`);
  return node;
}

/**
 * An OpenAPI 3.0 schema as plain JSON Schema: $refs resolved, `nullable: true` made a "null" type, and
 * the prose (description, example) dropped. A $ref met again inside itself is left open ({}).
 */
function toJsonSchema(root: Json, node: Json, seen: readonly string[] = []): Json {
  if (Array.isArray(node)) return node.map((item) => toJsonSchema(root, item, seen));
  if (!isObject(node)) return node;
  const ref = node.$ref;
  if (typeof ref === "string") return seen.includes(ref) ? {} : toJsonSchema(root, lookUp(root, ref), [...seen, ref]);
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "description" || key === "example" || key === "examples" || key === "nullable") continue;
    // Property names are data, not keywords: each property's schema is converted, its name kept.
    out[key] = key === "properties" && isObject(value) ? Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, toJsonSchema(root, schema, seen)])) : toJsonSchema(root, value, seen);
  }
  if (node.nullable === true && typeof out.type === "string") out.type = [out.type, "null"];
  return out;
}

/** "/repos/{owner}/{repo}/git/refs/{ref}" as a pattern: a trailing parameter may hold slashes (a ref, a file path). */
function pathPattern(template: string): string {
  const parts = template.split(/(\{[^}]+\})/).filter(Boolean);
  return `^${parts.map((part, index) => (part.startsWith("{") ? (index === parts.length - 1 ? ".+" : "[^/]+") : part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"))).join("")}$`;
}

/** The request-body schema of each operation in GITHUB_BODY_OPERATIONS, from @octokit/openapi's description of api.github.com. */
export function githubRequestSchemas(operations: readonly string[] = GITHUB_BODY_OPERATIONS): OperationSchema[] {
  const file = createRequire(import.meta.url).resolve("@octokit/openapi/generated/api.github.com.json");
  const root = JSON.parse(readFileSync(file, "utf8")) as Json;
  const paths = isObject(root) ? root.paths : undefined;
  return operations.map((operation) => {
    const [method = "", template = ""] = operation.split(" ");
    const pathItem = isObject(paths) ? paths[template] : undefined;
    const described = isObject(pathItem) ? pathItem[method.toLowerCase()] : undefined;
    if (!isObject(described)) throw new Error(`GitHub's description has no ${operation}`);
    const requestBody = described.requestBody;
    const body = isObject(requestBody) && typeof requestBody.$ref === "string" ? lookUp(root, requestBody.$ref) : requestBody;
    const content = isObject(body) ? body.content : undefined;
    const media = isObject(content) ? content["application/json"] : undefined;
    const schema = isObject(media) ? toJsonSchema(root, media.schema ?? {}) : undefined;
    if (!isObject(schema)) throw new Error(`GitHub's description of ${operation} has no JSON request body`);
    return { operation, operationId: String(described.operationId ?? operation), method, pattern: pathPattern(template), schema };
  });
}
