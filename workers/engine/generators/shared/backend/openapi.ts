import type { ApiRoute, AppModel, Entity, Field } from "../../../model";
import { choicesOf, PATTERNS, ruleNote, ruleOn, rulesOf, withRuleFlags, type Rule } from "../../../model/rules";
import { roleOf } from "../../../model";

/**
 * The OpenAPI 3.0 document of a generated app's API, written from the app model: the one description every
 * backend serves at /api/openapi.json (with the API documentation feature), and the one the Node backend's tests
 * check every answer against. It says what the backends do, route by route: the body each takes, with every
 * rule of the model that a schema can hold (the others in words), and every status each can answer, with its
 * body. What it says, the Node templates do (nodejs/templates/backend): change both together.
 */

/** The most characters a one-line and a long text take (after trimming): every backend refuses longer ones. */
export const TEXT_LIMITS = { plain: 200, long: 10000 } as const;

/** Dates every backend refuses (400), as a contract test sends them: not RFC 3339, no such day, no time zone, a year past 9999. */
export const NOT_RFC_3339 = ["1 Jan 2030", "2030-02-30T10:00:00Z", "2030-01-15T10:00:00", "2030-01-15", "+010000-01-01T00:00:00.000Z"] as const;

/** A JSON Schema as OpenAPI 3.0 writes it: the keywords this document uses. */
export interface SchemaObject {
  type?: "object" | "array" | "string" | "number" | "integer" | "boolean";
  format?: string;
  /** OpenAPI 3.0's way to allow null besides the type (an enum lists null too). */
  nullable?: boolean;
  enum?: (string | null)[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  description?: string;
}
export interface Reference {
  $ref: string;
}
export type Schema = SchemaObject | Reference;

interface MediaType {
  schema: Schema;
}
export interface ResponseObject {
  description: string;
  content?: Record<string, MediaType>;
}
interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  description?: string;
  schema: Schema;
}
interface RequestBody {
  required: boolean;
  description?: string;
  content: Record<string, MediaType>;
}
export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses: Record<string, ResponseObject>;
  security?: Record<string, string[]>[];
}
export type Method = "get" | "post" | "put" | "delete";
export interface OpenApiDocument {
  openapi: "3.0.3";
  info: { title: string; version: string; description?: string };
  servers: { url: string; description: string }[];
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: {
    schemas: Record<string, Schema>;
    securitySchemes?: Record<string, { type: "http"; scheme: "bearer"; description: string }>;
  };
}

export const schemaRef = (name: string): Reference => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema): Record<string, MediaType> => ({ "application/json": { schema } });
const answer = (description: string, schema?: Schema): ResponseObject => (schema ? { description, content: json(schema) } : { description });
const failure = (description: string): ResponseObject => answer(description, schemaRef("Error"));
const listOf = (items: Schema, extra: SchemaObject = {}): SchemaObject => ({ type: "array", items, ...extra });
const text = (min: number, max: number, extra: SchemaObject = {}): SchemaObject => ({
  type: "string",
  ...(min > 0 ? { minLength: min, pattern: "\\S" } : {}),
  maxLength: max,
  ...extra,
});
const nullable = (schema: SchemaObject): SchemaObject => ({
  ...schema,
  nullable: true,
  ...(schema.enum ? { enum: [...schema.enum, null] } : {}),
});
/** An object whose properties are all required and that has no others: an answer's shape. */
const record = (properties: Record<string, Schema>, description?: string): SchemaObject => ({
  type: "object",
  ...(description ? { description } : {}),
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
const article = (label: string) => `${/^[aeiou]/i.test(label) ? "an" : "a"} ${label.toLowerCase()}`;
/** `/api/orders/:id` as OpenAPI writes it: `/api/orders/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * An operation's id, from its method and route, so it stays the same from one generation to the next and no two
 * operations share one: GET /api/products/:id is getProductsById, POST /api/auth/register postAuthRegister.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, "")
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith(":") ? `By${capitalized(segment.slice(1))}` : segment.split(/[^A-Za-z0-9]+/).filter(Boolean).map(capitalized).join("")));
  return `${method.toLowerCase()}${words.join("") || "Root"}`;
}

// ---- the records of the app model ------------------------------------------------------------------------------

/** What a rule holds its field to, in words, for the rules a schema holds only in part or not at all. */
function ruleWords(entity: Entity, rule: Rule): string {
  const note = ruleNote(rule);
  switch (rule.kind) {
    case "unique":
      return `${note}: a value another ${entity.label.toLowerCase()} has is answered 409.`;
    case "date":
      return rule.to === "now" ? `${note} when it is sent (else 400).` : `${note} (else 400, on this field).`;
    case "transitions":
      return `${note}: a new ${entity.label.toLowerCase()} starts as ${rule.states[0] ?? ""}, and a change makes only these moves (else 400).`;
    default:
      return `${note}.`;
  }
}

/** A field's schema, the same in what a client sends and what it is answered: type, format and rules. */
function fieldSchema(model: AppModel, entity: Entity, field: Field): SchemaObject {
  const words = rulesOf(entity, field.name).map((rule) => ruleWords(entity, rule));
  if (field.unique && !rulesOf(entity, field.name).some((rule) => rule.kind === "unique")) words.push("Unique: a taken value is answered 409.");
  const choices = choicesOf(entity, field.name);
  let schema: SchemaObject;
  if (choices) {
    schema = { type: "string", enum: [...choices] };
  } else if (field.kind === "number") {
    const range = ruleOn(entity, field.name, "range");
    schema = {
      type: "number",
      ...(range?.min !== undefined ? { minimum: range.min } : {}),
      ...(range?.max !== undefined ? { maximum: range.max } : {}),
    };
  } else if (field.kind === "boolean") {
    schema = { type: "boolean" };
  } else if (field.kind === "date") {
    schema = { type: "string", format: "date-time" };
    words.unshift("An RFC 3339 date and time, such as 2030-01-15T10:00:00Z; answered in UTC.");
  } else if (field.kind === "reference") {
    const target = model.entities.find((candidate) => candidate.name === field.target);
    schema = { type: "string", minLength: 1 };
    words.unshift(`The id of ${article(target?.label ?? "record")}, which must exist (else 400).`);
  } else if (field.format === "email") {
    schema = { type: "string", format: "email" };
  } else if (field.format === "url") {
    schema = { type: "string", format: "uri" };
  } else {
    const pattern = ruleOn(entity, field.name, "pattern");
    const limit = field.format === "long" ? TEXT_LIMITS.long : TEXT_LIMITS.plain;
    schema = text(field.required ? 1 : 0, limit, pattern ? { pattern: PATTERNS[pattern.pattern].regex } : {});
    words.unshift("Trimmed of spaces at both ends before it is checked and stored.");
  }
  const described = words.length > 0 ? { ...schema, description: words.join(" ") } : schema;
  return field.required || field.kind === "boolean" ? described : nullable(described);
}

/** A record as it is answered: its id and every field (null for an optional one left empty), nothing else. */
function recordSchema(model: AppModel, entity: Entity): SchemaObject {
  return record(
    { id: { type: "string", minLength: 1 }, ...Object.fromEntries(entity.fields.map((field) => [field.name, fieldSchema(model, entity, field)])) },
    `${article(entity.label).replace(/^./, (first) => first.toUpperCase())}, as the API answers it.`,
  );
}

/** What a client sends to create or replace a record: the required fields, and the others when it has them. */
function inputSchema(model: AppModel, entity: Entity): SchemaObject {
  const orders = entity.rules.filter((rule) => rule.kind === "date" && rule.to !== "now").map((rule) => ruleWords(entity, rule));
  return {
    type: "object",
    description: [
      `What a client sends to create or replace ${article(entity.label)}.`,
      "An optional field left out is stored as null (a yes/no as false); other properties are ignored.",
      ...orders,
    ].join(" "),
    properties: Object.fromEntries(entity.fields.map((field) => [field.name, fieldSchema(model, entity, field)])),
    required: entity.fields.filter((field) => field.required && field.kind !== "boolean").map((field) => field.name),
  };
}

// ---- the records and answers of the features -------------------------------------------------------------------

const ID: SchemaObject = { type: "string", minLength: 1 };
const DATE_TIME: SchemaObject = { type: "string", format: "date-time", description: "An RFC 3339 date and time, in UTC." };

/** The shapes the features' routes take and answer (nodejs/templates/backend/src/features). */
function featureSchemas(model: AppModel): Record<string, Schema> {
  const has = (feature: AppModel["features"][number]) => model.features.includes(feature);
  const roles = model.roles.map((role) => role.name);
  const schemas: Record<string, Schema> = {
    Health: record({ status: { type: "string", enum: ["ok"] } }),
  };
  if (has("auth")) {
    Object.assign(schemas, {
      "auth.User": record(
        { id: ID, name: text(1, 100), email: { type: "string", format: "email" }, role: { type: "string", enum: roles } },
        "An account, without its password.",
      ),
      "auth.Session": record({ token: { type: "string", minLength: 1, description: "Send it as `Authorization: Bearer <token>`; valid for 7 days." }, user: schemaRef("auth.User") }),
      "auth.Registration": {
        type: "object",
        description: `A new account. The first one takes the ${roleOf(model.roles, "manages").label} role, every later one the ${roleOf(model.roles, "signUp").label} role.`,
        properties: {
          name: text(1, 100, { description: "Trimmed of spaces at both ends." }),
          email: { type: "string", format: "email", description: "Stored in lower case; one account per address (else 409)." },
          password: { type: "string", minLength: 8, maxLength: 200 },
        },
        required: ["name", "email", "password"],
      },
      "auth.Credentials": {
        type: "object",
        properties: { email: { type: "string", format: "email" }, password: { type: "string", minLength: 1 } },
        required: ["email", "password"],
      },
      "auth.RoleChange": {
        type: "object",
        properties: { role: { type: "string", enum: roles } },
        required: ["role"],
      },
    });
  }
  if (has("payments")) {
    Object.assign(schemas, {
      "payments.Payment": record(
        {
          id: ID,
          amount: { type: "integer", minimum: 1, description: "In the currency's smallest unit (cents)." },
          currency: { type: "string", pattern: "^[a-z]{3}$", description: "The ISO 4217 code, in lower case." },
          description: nullable({ type: "string", maxLength: 200 }),
          status: { type: "string", enum: ["succeeded", "failed"] },
          providerReference: nullable({ type: "string", description: "The payment provider's id for the charge." }),
          failureReason: nullable({ type: "string" }),
        },
        "A payment taken, or refused, with its outcome.",
      ),
      "payments.Checkout": {
        type: "object",
        properties: {
          amount: { type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: "In the currency's smallest unit (cents)." },
          currency: { type: "string", pattern: "^[A-Za-z]{3}$", description: "An ISO 4217 code; usd when left out." },
          description: nullable({ type: "string", maxLength: 200 }),
          paymentMethod: { type: "string", minLength: 1, pattern: "\\S", description: "A payment method token from the provider's client library." },
        },
        required: ["amount", "paymentMethod"],
      },
    });
  }
  if (has("notifications")) {
    Object.assign(schemas, {
      "notifications.Notification": record({ id: ID, recipient: text(1, 200), title: text(1, 200), body: nullable(text(0, 2000)), read: { type: "boolean" } }),
      "notifications.Input": {
        type: "object",
        properties: {
          recipient: text(1, 200, { description: "An email address (the notification is also emailed), or a name for an in-app one only." }),
          title: text(1, 200),
          body: nullable(text(0, 2000)),
        },
        required: ["recipient", "title"],
      },
    });
  }
  if (has("search")) {
    schemas["search.Hit"] = record({
      type: { type: "string", enum: model.entities.map((entity) => entity.label) },
      route: { type: "string", enum: model.entities.map((entity) => entity.route) },
      id: ID,
      title: { type: "string" },
    });
  }
  if (has("file-upload")) {
    schemas["uploads.Upload"] = record({
      id: ID,
      fileName: { type: "string", minLength: 1, maxLength: 200 },
      contentType: { type: "string", minLength: 1 },
      size: { type: "integer", minimum: 1, description: "In bytes." },
    });
  }
  if (has("analytics")) {
    Object.assign(schemas, {
      "analytics.Event": record({ id: ID, name: text(1, 100), path: nullable(text(0, 500)), occurredAt: DATE_TIME }),
      "analytics.UsageEvent": {
        type: "object",
        properties: { name: text(1, 100, { description: "What happened: page_view, signup, ..." }), path: nullable(text(0, 500)) },
        required: ["name"],
      },
      "analytics.Summary": record({
        records: record(Object.fromEntries(model.entities.map((entity) => [entity.route, { type: "integer", minimum: 0 }])), "How many records of each type, by route."),
        events: { type: "object", description: "How many usage events of each name.", additionalProperties: { type: "integer", minimum: 1 } },
      }),
    });
  }
  if (has("api")) {
    schemas["api.Document"] = {
      type: "object",
      description: "This document.",
      properties: { openapi: { type: "string" }, info: { type: "object" }, paths: { type: "object" }, components: { type: "object" } },
      required: ["openapi", "info", "paths"],
    };
  }
  return schemas;
}

/** The one shape of every failure: the backends answer each error status with it. */
const ERROR_SCHEMA: SchemaObject = {
  type: "object",
  description: "Every failure's answer: what went wrong and, for invalid input, each field's problem.",
  properties: {
    error: { type: "string" },
    issues: listOf(
      record({
        path: { type: "string", description: "The field, dotted for a nested one (empty for the whole body)." },
        message: { type: "string" },
      }),
      { description: "For invalid input: one entry per problem." },
    ),
  },
  required: ["error"],
  additionalProperties: false,
};

// ---- the operations --------------------------------------------------------------------------------------------

/** An operation's own part: what it takes and answers, before the answers every route shares are added. */
interface Shape {
  description?: string;
  parameters?: Parameter[];
  body?: RequestBody;
  responses: Record<string, ResponseObject>;
}

const ID_PARAMETER: Parameter = { name: "id", in: "path", required: true, schema: { type: "string" } };
const jsonBody = (name: string): RequestBody => ({ required: true, content: json(schemaRef(name)) });
const INVALID = "Invalid input (`issues` names each field and what is wrong with it), or a body that is not JSON.";

/** The five routes of a record type (the CRUD router, nodejs/templates/backend/src/http/crud.ts). */
function recordShape(model: AppModel, entity: Entity, route: ApiRoute): Shape {
  const label = entity.label.toLowerCase();
  const missing = failure(`No ${label} has this id.`);
  const unique = entity.fields.filter((field) => field.unique).map((field) => field.name);
  const taken: Record<string, ResponseObject> = unique.length > 0 ? { 409: failure(`A unique value is taken by another ${label}: ${unique.join(", ")}.`) } : {};
  const referrers = model.entities.filter((other) => other.fields.some((field) => field.kind === "reference" && field.target === entity.name));
  const pointsAt = entity.fields.some((field) => field.kind === "reference") ? " A reference to a record that does not exist is refused too." : "";
  const invalid = failure(`${INVALID}${pointsAt}`);
  const one = schemaRef(entity.name);
  const hasId = route.path.includes(":id");
  switch (route.method) {
    case "GET":
      return hasId
        ? { parameters: [ID_PARAMETER], responses: { 200: answer(`The ${label}.`, one), 404: missing } }
        : { responses: { 200: answer(`Every ${label}, in the order they were created (no paging).`, listOf(one)) } };
    case "POST":
      return { body: jsonBody(`${entity.name}Input`), responses: { 201: answer(`The ${label} created, with its id.`, one), 400: invalid, ...taken } };
    case "PUT":
      return {
        parameters: [ID_PARAMETER],
        body: jsonBody(`${entity.name}Input`),
        responses: { 200: answer(`The ${label} as stored now.`, one), 400: invalid, 404: missing, ...taken },
      };
    case "DELETE":
      return {
        parameters: [ID_PARAMETER],
        responses: {
          204: answer("Deleted."),
          404: missing,
          ...(referrers.length > 0
            ? { 409: failure(`Other records still refer to it (${referrers.map((other) => other.pluralLabel.toLowerCase()).join(", ")}).`) }
            : {}),
        },
      };
  }
}

/** The features' routes (nodejs/templates/backend/src/features), by method and path. */
function featureShape(model: AppModel, route: ApiRoute): Shape | undefined {
  const managing = roleOf(model.roles, "manages").label;
  const shapes: Record<string, () => Shape> = {
    "GET /api/health": () => ({ responses: { 200: answer("The server is up.", schemaRef("Health")) } }),
    "POST /api/auth/register": () => ({
      body: jsonBody("auth.Registration"),
      responses: {
        201: answer("The account created, and a token for it.", schemaRef("auth.Session")),
        400: failure(INVALID),
        409: failure("An account with that email already exists."),
      },
    }),
    "POST /api/auth/login": () => ({
      body: jsonBody("auth.Credentials"),
      responses: {
        200: answer("A token for the account.", schemaRef("auth.Session")),
        400: failure(INVALID),
        401: failure("Wrong email or password."),
      },
    }),
    "GET /api/auth/me": () => ({ responses: { 200: answer("The signed-in account.", schemaRef("auth.User")) } }),
    "GET /api/auth/users": () => ({
      responses: {
        200: answer("Every account, in the order they were created.", listOf(schemaRef("auth.User"))),
        403: failure(`Only the ${managing} role manages accounts.`),
      },
    }),
    "PUT /api/auth/users/:id/role": () => ({
      parameters: [ID_PARAMETER],
      body: jsonBody("auth.RoleChange"),
      responses: {
        200: answer("The account with its new role.", schemaRef("auth.User")),
        400: failure(`${INVALID} Or the account is the caller's own: the ${managing} keeps their role.`),
        403: failure(`Only the ${managing} role manages accounts.`),
        404: failure("No account has this id."),
      },
    }),
    "POST /api/payments/checkout": () => ({
      body: jsonBody("payments.Checkout"),
      responses: {
        201: answer("The payment succeeded: its record.", schemaRef("payments.Payment")),
        400: failure(INVALID),
        402: failure("The payment was declined: the reason. Its record is kept, with status failed."),
      },
    }),
    "GET /api/payments": () => ({ responses: { 200: answer("Every payment, in the order they were made.", listOf(schemaRef("payments.Payment"))) } }),
    "GET /api/payments/:id": () => ({
      parameters: [ID_PARAMETER],
      responses: { 200: answer("The payment.", schemaRef("payments.Payment")), 404: failure("No payment has this id.") },
    }),
    "GET /api/notifications": () => ({ responses: { 200: answer("Every notification, newest first.", listOf(schemaRef("notifications.Notification"))) } }),
    "POST /api/notifications": () => ({
      body: jsonBody("notifications.Input"),
      responses: { 201: answer("The notification stored (and emailed when the recipient is an address).", schemaRef("notifications.Notification")), 400: failure(INVALID) },
    }),
    "POST /api/notifications/:id/read": () => ({
      parameters: [ID_PARAMETER],
      responses: { 200: answer("The notification, read.", schemaRef("notifications.Notification")), 404: failure("No notification has this id.") },
    }),
    "GET /api/search": () => ({
      parameters: [{ name: "q", in: "query", required: true, description: "The text to look for, in any case.", schema: text(1, 100) }],
      responses: {
        200: answer("The records whose text contains the query, at most 50.", listOf(schemaRef("search.Hit"), { maxItems: 50 })),
        400: failure("No query, or one over 100 characters."),
      },
    }),
    "POST /api/uploads": () => ({
      description: "Send the file's bytes as the body.",
      parameters: [
        { name: "X-File-Name", in: "header", required: true, description: "The file's name, URI-encoded.", schema: { type: "string", minLength: 1 } },
        { name: "X-File-Type", in: "header", required: false, description: "The file's media type (application/octet-stream when left out).", schema: { type: "string" } },
      ],
      body: { required: true, content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } } },
      responses: {
        201: answer("The file's record.", schemaRef("uploads.Upload")),
        400: failure("No bytes, or no file name."),
        413: failure("The file is over 10 MB."),
      },
    }),
    "GET /api/uploads": () => ({ responses: { 200: answer("Every uploaded file's record, in the order they were uploaded.", listOf(schemaRef("uploads.Upload"))) } }),
    "GET /api/uploads/:id": () => ({
      parameters: [ID_PARAMETER],
      responses: { 200: answer("The file's record.", schemaRef("uploads.Upload")), 404: failure("No file has this id.") },
    }),
    "GET /api/uploads/:id/content": () => ({
      parameters: [ID_PARAMETER],
      responses: {
        200: { description: "The file's bytes, as its type, to download under its name.", content: { "*/*": { schema: { type: "string", format: "binary" } } } },
        404: failure("No file has this id, or its content is gone."),
      },
    }),
    "GET /api/live": () => ({
      description: 'A server-sent event stream: one "change" event per created, updated or deleted record, its data { topic, action, id }.',
      responses: { 200: { description: "The stream; it stays open.", content: { "text/event-stream": { schema: { type: "string" } } } } },
    }),
    "POST /api/analytics/events": () => ({
      body: jsonBody("analytics.UsageEvent"),
      responses: { 201: answer("The event recorded, with when.", schemaRef("analytics.Event")), 400: failure(INVALID) },
    }),
    "GET /api/analytics/summary": () => ({ responses: { 200: answer("Counts per record type and per event name.", schemaRef("analytics.Summary")) } }),
    "GET /api/openapi.json": () => ({ responses: { 200: answer("This document.", schemaRef("api.Document")) } }),
  };
  return shapes[`${route.method} ${route.path}`]?.();
}

/**
 * An operation: its own shape, then what every route shares. A route behind sign-in answers 401 without a valid
 * token; a change to a record type answers 403 to a role that does not write it; a route that reads a body answers
 * 400, 413 or 415 to a body that is not JSON, too large, or in an unsupported charset or encoding.
 */
function operationOf(model: AppModel, route: ApiRoute, entity: Entity | undefined): Operation {
  const guarded = model.features.includes("auth") && route.auth;
  const shape = (entity ? recordShape(model, entity, route) : featureShape(model, route)) ?? {
    description: "The shape of its answer is not described.",
    responses: { 200: answer("OK", {}) },
  };
  const responses: Record<string, ResponseObject> = { ...shape.responses };
  if (shape.body) {
    responses[400] ??= failure("The body is not valid JSON.");
    responses[413] ??= failure("The body is over 1 MB.");
    responses[415] ??= failure("The body's charset or content encoding is not supported.");
  }
  if (guarded) responses[401] ??= failure("Not signed in: no valid `Authorization: Bearer <token>` header.");
  if (guarded && entity && route.method !== "GET") responses[403] ??= failure(`Your role does not change ${entity.pluralLabel.toLowerCase()}.`);
  responses[500] ??= failure("An unexpected failure in the server.");
  return {
    operationId: operationIdOf(route.method, route.path),
    summary: route.summary,
    ...(shape.description ? { description: shape.description } : {}),
    tags: [entity?.pluralLabel ?? route.feature ?? "app"],
    ...(shape.parameters ? { parameters: shape.parameters } : {}),
    ...(shape.body ? { requestBody: shape.body } : {}),
    // Status codes are integer-like keys: JavaScript keeps them in ascending order.
    responses,
    // Every operation says whether it needs a token: an empty list is one open to everyone.
    security: guarded ? [{ bearer: [] }] : [],
  };
}

/** What every route shares, said once: the error shape, a body that cannot be read, a route that is not listed. */
const generalNote = (guarded: boolean) =>
  "Every failure is answered with the Error shape. A request whose JSON body cannot be read is answered 400 (not JSON), " +
  "413 (over 1 MB) or 415 (an unsupported charset or content encoding), whatever its route; the operations that take " +
  `a body declare these. A path or method that no operation lists is answered ${guarded ? "401 without a valid token, else 404" : "404"}.`;

/** The OpenAPI 3.0 description of this app's API, written from the app model at generation time. */
export function openApiDocument(model: AppModel): OpenApiDocument {
  const entities = model.entities.map(withRuleFlags);
  const described: AppModel = { ...model, entities };
  const paths: OpenApiDocument["paths"] = {};
  for (const route of model.apiRoutes) {
    const entity = entities.find((candidate) => candidate.name === route.entity);
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(described, route, entity) };
  }
  const schemas: Record<string, Schema> = {
    Error: ERROR_SCHEMA,
    ...Object.fromEntries(
      entities.flatMap((entity) => [
        [entity.name, recordSchema(described, entity)],
        [`${entity.name}Input`, inputSchema(described, entity)],
      ]),
    ),
    ...featureSchemas(described),
  };
  return {
    openapi: "3.0.3",
    info: { title: `${model.name} API`, version: "0.1.0", description: [model.description, generalNote(model.features.includes("auth"))].filter(Boolean).join("\n\n") },
    // The paths start with /api: the server is wherever this document is served from.
    servers: [{ url: "/", description: "The server that serves this document" }],
    paths,
    components: {
      schemas,
      ...(model.features.includes("auth")
        ? { securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "The token from /api/auth/register or /api/auth/login." } } }
        : {}),
    },
  };
}
