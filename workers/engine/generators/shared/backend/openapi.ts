import type { AppModel, Entity, Field } from "../../../model";

function propertyOf(field: Field): Record<string, unknown> {
  const base: Record<string, unknown> =
    field.kind === "number"
      ? { type: "number" }
      : field.kind === "boolean"
        ? { type: "boolean" }
        : field.kind === "date"
          ? { type: "string", format: "date-time" }
          : field.format === "email"
            ? { type: "string", format: "email" }
            : field.format === "url"
              ? { type: "string", format: "uri" }
              : { type: "string" };
  if (field.kind === "reference") base.description = `The id of a ${field.target ?? "record"}`;
  return field.required || field.kind === "boolean" ? base : { ...base, nullable: true };
}

function schemaOf(entity: Entity, withId: boolean): Record<string, unknown> {
  const properties = Object.fromEntries(entity.fields.map((field) => [field.name, propertyOf(field)]));
  const required = entity.fields.filter((field) => field.required && field.kind !== "boolean").map((field) => field.name);
  return {
    type: "object",
    properties: withId ? { id: { type: "string" }, ...properties } : properties,
    required: withId ? ["id", ...entity.fields.map((field) => field.name)] : required,
  };
}

/** The OpenAPI 3.0 description of this app's API, written from the app model at generation time. */
export function openApiDocument(model: AppModel): Record<string, unknown> {
  const guarded = model.features.includes("auth");
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of model.apiRoutes) {
    const path = route.path.replace(/:(\w+)/g, "{$1}");
    const entity = model.entities.find((candidate) => candidate.name === route.entity);
    const operation: Record<string, unknown> = { summary: route.summary, tags: [entity?.pluralLabel ?? route.feature ?? "app"] };
    if (path.includes("{id}")) operation.parameters = [{ name: "id", in: "path", required: true, schema: { type: "string" } }];
    if (entity && (route.method === "POST" || route.method === "PUT")) {
      operation.requestBody = {
        required: true,
        content: { "application/json": { schema: { $ref: `#/components/schemas/${entity.name}Input` } } },
      };
    }
    const ok = route.method === "POST" && entity ? "201" : route.method === "DELETE" ? "204" : "200";
    operation.responses = entity && route.method !== "DELETE"
      ? { [ok]: { description: "OK", content: { "application/json": { schema: { $ref: `#/components/schemas/${entity.name}` } } } } }
      : { [ok]: { description: "OK" } };
    if (guarded && route.auth) operation.security = [{ bearer: [] }];
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  const schemas = Object.fromEntries(
    model.entities.flatMap((entity) => [
      [entity.name, schemaOf(entity, true)],
      [`${entity.name}Input`, schemaOf(entity, false)],
    ]),
  );
  return {
    openapi: "3.0.3",
    info: { title: `${model.name} API`, version: "0.1.0", description: model.description || undefined },
    paths,
    components: {
      schemas,
      ...(guarded ? { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } } : {}),
    },
  };
}
