import { describe, expect, it } from "vitest";
import { buildAppModel, type AppModel, type Entity, type Field } from "../../../model";
import { PATTERNS, type Rule } from "../../../model/rules";
import { BAKERY, inputFor } from "../../test-inputs";
import { openApiDocument, operationIdOf, TEXT_LIMITS, type Method, type OpenApiDocument, type Operation, type Schema, type SchemaObject } from "./openapi";

const bakery = buildAppModel(BAKERY);
const document = openApiDocument(bakery);

const field = (name: string, kind: Field["kind"], extra: Partial<Field> = {}): Field => ({ name, label: name, kind, required: false, ...extra });
const rule = (id: number, terms: Omit<Rule, "id" | "source" | "text"> & Partial<Rule>): Rule => ({ id: `RULE-${id}`, source: "BIZ-1", text: "", ...terms }) as Rule;

/** A record type with one rule of each kind, added to the bakery: its input schema is read per rule kind below. */
const visit: Entity = {
  name: "Visit",
  plural: "Visits",
  label: "Visit",
  pluralLabel: "Visits",
  camel: "visit",
  camelPlural: "visits",
  route: "visits",
  table: "visits",
  source: "model",
  displayField: "notes",
  fields: [
    field("notes", "string", { format: "long" }),
    field("reference", "string", { format: "plain" }),
    field("weight", "number"),
    field("code", "string", { format: "plain" }),
    field("kind", "string", { format: "plain" }),
    field("startsAt", "date", { required: true }),
    field("endsAt", "date", { required: true }),
    field("status", "string", { format: "plain" }),
    field("customerId", "reference", { target: "Customer" }),
  ],
  relations: [],
  rules: [
    rule(1, { kind: "required", field: "notes" }),
    rule(2, { kind: "unique", field: "reference" }),
    rule(3, { kind: "range", field: "weight", min: 0, max: 200 }),
    rule(4, { kind: "pattern", field: "code", pattern: "code" }),
    rule(5, { kind: "one-of", field: "kind", values: ["checkup", "surgery"] }),
    rule(6, { kind: "date", field: "startsAt", relation: "after", to: "now" }),
    rule(7, { kind: "date", field: "endsAt", relation: "after", to: "startsAt" }),
    rule(8, { kind: "transitions", field: "status", states: ["booked", "done", "cancelled"], moves: [{ from: "booked", to: "done" }, { from: "booked", to: "cancelled" }] }),
  ],
  samples: [],
};
const withVisit: AppModel = { ...bakery, entities: [...bakery.entities, visit] };
const visitDocument = openApiDocument(withVisit);

function schemaNamed(doc: OpenApiDocument, name: string): SchemaObject {
  const schema = doc.components.schemas[name];
  if (!schema || "$ref" in schema) throw new Error(`No schema ${name}`);
  return schema;
}
function propertyOf(schema: SchemaObject, name: string): SchemaObject {
  const property = schema.properties?.[name];
  if (!property || "$ref" in property) throw new Error(`No property ${name}`);
  return property;
}
function operation(doc: OpenApiDocument, method: Method, path: string): Operation {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`No ${method} ${path}`);
  return found;
}
const jsonSchema = (op: Operation, status: string): Schema | undefined => op.responses[status]?.content?.["application/json"]?.schema;
const visitInput = schemaNamed(visitDocument, "VisitInput");
const visitProperty = (name: string) => propertyOf(visitInput, name);

describe("the OpenAPI document: one schema constraint per rule kind", () => {
  it("required: the field is in `required`, not nullable, and a text must hold more than spaces", () => {
    expect(visitInput.required).toContain("notes");
    expect(visitProperty("notes")).toMatchObject({ type: "string", minLength: 1, pattern: "\\S", maxLength: TEXT_LIMITS.long });
    expect(visitProperty("notes").nullable).toBeUndefined();
    expect(visitInput.required).not.toContain("weight");
    expect(visitProperty("weight").nullable).toBe(true);
  });

  it("unique: said in words, with the 409 the create and change routes declare", () => {
    expect(visitProperty("reference").description).toMatch(/RULE-2 .*unique.*409/);
    const product = document.components.schemas.Product;
    expect(JSON.stringify(product)).toContain("unique");
    for (const [method, path] of [["post", "/api/products"], ["put", "/api/products/{id}"]] as const) {
      expect(jsonSchema(operation(document, method, path), "409")).toEqual({ $ref: "#/components/schemas/Error" });
    }
    expect(operation(document, "post", "/api/orders").responses["409"]).toBeUndefined();
  });

  it("range: minimum and maximum", () => {
    expect(visitProperty("weight")).toMatchObject({ type: "number", minimum: 0, maximum: 200 });
  });

  it("pattern: the named format's expression", () => {
    expect(visitProperty("code")).toMatchObject({ type: "string", pattern: PATTERNS.code.regex, maxLength: TEXT_LIMITS.plain });
  });

  it("one-of: an enum, with null when the field is optional", () => {
    expect(visitProperty("kind")).toMatchObject({ type: "string", enum: ["checkup", "surgery", null], nullable: true });
  });

  it("date against now: a date-time, the rule in words", () => {
    expect(visitProperty("startsAt")).toMatchObject({ type: "string", format: "date-time" });
    expect(visitProperty("startsAt").description).toMatch(/RULE-6 .*in the future/);
    expect(visitInput.required).toEqual(expect.arrayContaining(["startsAt", "endsAt"]));
  });

  it("date against another date: in words, on the field and on the record", () => {
    expect(visitProperty("endsAt")).toMatchObject({ type: "string", format: "date-time" });
    expect(visitProperty("endsAt").description).toMatch(/RULE-7 .*after startsAt/);
    expect(visitInput.description).toMatch(/RULE-7 .*after startsAt/);
  });

  it("transitions: an enum of the states, required, the moves in words", () => {
    expect(visitProperty("status")).toMatchObject({ type: "string", enum: ["booked", "done", "cancelled"] });
    expect(visitInput.required).toContain("status");
    expect(visitProperty("status").description).toMatch(/starts as booked/);
  });

  it("keeps the other limits the backends hold: text length, formats, references", () => {
    const customer = schemaNamed(document, "CustomerInput");
    expect(propertyOf(customer, "name")).toMatchObject({ maxLength: TEXT_LIMITS.plain, minLength: 1 });
    expect(propertyOf(customer, "email")).toMatchObject({ type: "string", format: "email" });
    expect(visitProperty("customerId")).toMatchObject({ type: "string", minLength: 1, nullable: true });
    expect(visitProperty("customerId").description).toMatch(/id of a customer/);
  });

  it("answers a record with every field and nothing else", () => {
    const answered = schemaNamed(visitDocument, "Visit");
    expect(answered.required).toEqual(["id", ...visit.fields.map((candidate) => candidate.name)]);
    expect(answered.additionalProperties).toBe(false);
    expect(propertyOf(answered, "weight")).toMatchObject({ minimum: 0, maximum: 200 });
  });
});

describe("the OpenAPI document: routes", () => {
  it("documents a list as an array of records", () => {
    expect(jsonSchema(operation(document, "get", "/api/products"), "200")).toEqual({ type: "array", items: { $ref: "#/components/schemas/Product" } });
    expect(jsonSchema(operation(document, "get", "/api/products/{id}"), "200")).toEqual({ $ref: "#/components/schemas/Product" });
  });

  it("documents register as 201 with a request body, and login with its own", () => {
    const register = operation(document, "post", "/api/auth/register");
    expect(Object.keys(register.responses)).toEqual(["201", "400", "409", "413", "415", "500"]);
    expect(register.requestBody?.content["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/auth.Registration" });
    expect(schemaNamed(document, "auth.Registration").required).toEqual(["name", "email", "password"]);
    expect(jsonSchema(register, "201")).toEqual({ $ref: "#/components/schemas/auth.Session" });
    const login = operation(document, "post", "/api/auth/login");
    expect(login.requestBody?.content["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/auth.Credentials" });
    expect(Object.keys(login.responses)).toEqual(["200", "400", "401", "413", "415", "500"]);
    expect(schemaNamed(document, "auth.User").properties?.role).toEqual({ type: "string", enum: bakery.roles.map((role) => role.name) });
  });

  it("declares every error status a record route answers, each with the one error shape", () => {
    const statuses = (method: Method, path: string) => Object.keys(operation(document, method, path).responses);
    expect(statuses("get", "/api/products")).toEqual(["200", "401", "500"]);
    expect(statuses("post", "/api/products")).toEqual(["201", "400", "401", "403", "409", "413", "415", "500"]);
    expect(statuses("get", "/api/products/{id}")).toEqual(["200", "401", "404", "500"]);
    expect(statuses("put", "/api/products/{id}")).toEqual(["200", "400", "401", "403", "404", "409", "413", "415", "500"]);
    expect(statuses("delete", "/api/customers/{id}")).toEqual(["204", "401", "403", "404", "409", "500"]);
    for (const [status, answer] of Object.entries(operation(document, "put", "/api/products/{id}").responses)) {
      if (Number(status) >= 400) expect(answer.content?.["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/Error" });
    }
    expect(schemaNamed(document, "Error")).toMatchObject({ required: ["error"], additionalProperties: false });
  });

  it("leaves out sign-in and roles when the app has no accounts", () => {
    const model = buildAppModel(inputFor({ projectType: "ecommerce", features: ["search"] }));
    const open = openApiDocument(model);
    for (const operations of Object.values(open.paths)) {
      for (const op of Object.values(operations)) {
        expect(op.responses["401"]).toBeUndefined();
        expect(op.responses["403"]).toBeUndefined();
        // Open to everyone, and saying so.
        expect(op.security).toEqual([]);
      }
    }
    expect(Object.keys(operation(open, "post", `/api/${model.entities[0]?.route}`).responses)).toEqual(expect.arrayContaining(["201", "400", "413", "415"]));
    expect(open.components.securitySchemes).toBeUndefined();
  });

  it("describes every route of every feature with its own shape, and every reference resolves", () => {
    for (const route of bakery.apiRoutes) {
      const op = operation(document, route.method.toLowerCase() as Method, route.path.replace(/:(\w+)/g, "{$1}"));
      expect(op.description ?? "", `${route.method} ${route.path}`).not.toMatch(/not described/);
    }
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(refs.length).toBeGreaterThan(0);
    for (const name of new Set(refs)) expect(document.components.schemas[name], name).toBeDefined();
  });

  it("names every operation once, from its method and route, the same at every generation", () => {
    const ids: string[] = [];
    for (const operations of Object.values(document.paths)) for (const op of Object.values(operations)) ids.push(op.operationId);
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(get|post|put|delete)[A-Z][A-Za-z0-9]*$/);
    expect(operation(document, "get", "/api/products/{id}").operationId).toBe("getProductsById");
    expect(operation(document, "post", "/api/auth/register").operationId).toBe("postAuthRegister");
    expect(operationIdOf("GET", "/api")).toBe("getRoot");
    expect(openApiDocument(buildAppModel(BAKERY))).toEqual(document);
  });

  it("declares every failure in the Error shape (the unexpected one too), the public routes as public, and a relative server", () => {
    for (const operations of Object.values(document.paths)) {
      for (const op of Object.values(operations)) {
        // Every failure, 402 and 500 included, in the one Error shape.
        expect(op.responses["500"]).toBeDefined();
        for (const [status, answer] of Object.entries(op.responses)) {
          if (Number(status) >= 400) expect(answer.content?.["application/json"]?.schema, `${op.operationId} ${status}`).toEqual({ $ref: "#/components/schemas/Error" });
        }
        expect(op.security).toBeDefined();
      }
    }
    expect(operation(document, "post", "/api/auth/login").security).toEqual([]);
    expect(operation(document, "post", "/api/products").security).toEqual([{ bearer: [] }]);
    expect(document.servers).toEqual([{ url: "/", description: expect.any(String) }]);
    expect(document.info.description).toContain(bakery.description);
  });

  it("takes an upload as bytes and answers a download as any type", () => {
    const upload = operation(document, "post", "/api/uploads");
    expect(Object.keys(upload.requestBody?.content ?? {})).toEqual(["application/octet-stream"]);
    expect(upload.parameters?.map((parameter) => parameter.name)).toEqual(["X-File-Name", "X-File-Type"]);
    expect(Object.keys(operation(document, "get", "/api/uploads/{id}/content").responses["200"]?.content ?? {})).toEqual(["*/*"]);
    expect(jsonSchema(operation(document, "post", "/api/payments/checkout"), "402")).toEqual({ $ref: "#/components/schemas/Error" });
  });
});
