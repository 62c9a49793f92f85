import type { AppModel } from "../../model";
import { code, lines, literal } from "../files";
import type { GeneratedFile } from "../types";
import { domainNames } from "./domain";
import type { BackendFeature } from "./feature";
import { BACKEND_FEATURES } from "./features";

/** The features of this app that have server code, in the canonical feature order. */
export const chosenBackendFeatures = (model: AppModel): BackendFeature[] =>
  BACKEND_FEATURES.filter((entry) => model.features.includes(entry.feature));

const routesName = (model: AppModel, route: string) => {
  const entity = model.entities.find((candidate) => candidate.route === route);
  return `${entity?.camel ?? "record"}Routes`;
};

function configFile(features: BackendFeature[]): string {
  const extra = features.flatMap((entry) => entry.config ?? []);
  return lines(
    "export interface Config {",
    "  port: number;",
    "  /** PostgreSQL connection string; without it records are kept in memory. */",
    "  databaseUrl: string | undefined;",
    "  /** The frontend's origin when it is served from another host than the API. */",
    "  corsOrigin: string | undefined;",
    ...extra.map((entry) => `  ${entry.field};`),
    "}",
    "",
    "/** Reads the settings from the environment (see .env.example). */",
    "export function readConfig(env: NodeJS.ProcessEnv): Config {",
    "  return {",
    "    port: Number(env.PORT ?? 3000),",
    "    databaseUrl: env.DATABASE_URL || undefined,",
    "    corsOrigin: env.CORS_ORIGIN || undefined,",
    ...extra.map((entry) => `    ${entry.read},`),
    "  };",
    "}",
    features.some((entry) => entry.feature === "auth") &&
      lines(
        "",
        "/** The token signing secret: required in production, a fixed development value otherwise. */",
        "function secretFrom(env: NodeJS.ProcessEnv): string {",
        "  if (env.AUTH_SECRET) return env.AUTH_SECRET;",
        `  if (env.NODE_ENV === "production") throw new Error("AUTH_SECRET must be set in production");`,
        `  return "development-secret-change-me";`,
        "}",
      ),
  );
}

function servicesFile(features: BackendFeature[]): string {
  const services = features.flatMap((entry) => entry.services ?? []);
  return lines(
    `import type { Config } from "./config.js";`,
    `import { ChangeEvents } from "./events.js";`,
    `import type { Repositories } from "./repositories/index.js";`,
    ...services.flatMap((service) => service.imports),
    "",
    "/** Everything a route needs, created once per app; tests build it with in-memory repositories. */",
    "export interface Services {",
    "  config: Config;",
    "  repositories: Repositories;",
    "  events: ChangeEvents;",
    ...services.map((service) => `  ${service.field};`),
    "}",
    "",
    "export function createServices(repositories: Repositories, config: Config): Services {",
    "  return {",
    "    config,",
    "    repositories,",
    "    events: new ChangeEvents(),",
    ...services.map((service) => `    ${service.create},`),
    "  };",
    "}",
  );
}

function appFile(model: AppModel, features: BackendFeature[]): string {
  const routes = features.flatMap((entry) => (entry.routes ? [entry.routes] : []));
  return lines(
    `import express, { type Express } from "express";`,
    `import { allowOrigin } from "./http/cors.js";`,
    `import { errorHandler, unknownRoute } from "./http/errors.js";`,
    ...model.entities.map((entity) => `import { ${routesName(model, entity.route)} } from "./routes/${entity.route}.js";`),
    ...routes.flatMap((entry) => entry.imports),
    `import type { Services } from "./services.js";`,
    "",
    `/** The ${model.name} API: every route under /api, one error shape. */`,
    "export function createApp(services: Services): Express {",
    "  const app = express();",
    `  app.disable("x-powered-by");`,
    "  app.use(allowOrigin(services.config.corsOrigin));",
    `  app.use(express.json({ limit: "1mb" }));`,
    "",
    `  app.get("/api/health", (_req, res) => {`,
    `    res.json({ status: "ok" });`,
    "  });",
    ...routes.flatMap((entry) => entry.open ?? []).map((line) => `  ${line}`),
    ...routes.flatMap((entry) => entry.guard ?? []).map((line) => `  ${line}`),
    ...model.entities.map(
      (entity) => `  app.use(${literal(`/api/${entity.route}`)}, ${routesName(model, entity.route)}(services));`,
    ),
    ...routes.flatMap((entry) => entry.mounts ?? []).map((line) => `  ${line}`),
    "",
    `  app.use("/api", unknownRoute);`,
    "  app.use(errorHandler);",
    "  return app;",
    "}",
  );
}

const serverFile = (model: AppModel) => `
import { createApp } from "./app.js";
import { readConfig } from "./config.js";
import { connectDatabase } from "./db/index.js";
import { createMemoryRepositories, type Repositories } from "./repositories/index.js";
import { createServices } from "./services.js";

const config = readConfig(process.env);

async function openRepositories(): Promise<Repositories> {
  if (config.databaseUrl) return (await connectDatabase(config.databaseUrl)).repositories;
  console.warn("DATABASE_URL is not set: records are kept in memory and lost when the server stops.");
  return createMemoryRepositories();
}

const app = createApp(createServices(await openRepositories(), config));
app.listen(config.port, () => {
  console.log(${literal(`${model.name} API listening on port `)} + config.port);
});
`;

function entityRoutesFile(model: AppModel, name: string): GeneratedFile {
  const entity = model.entities.find((candidate) => candidate.name === name);
  if (!entity) throw new Error(`Unknown entity ${name}`);
  const names = domainNames(entity);
  const references = entity.fields.flatMap((field) => {
    const target = model.entities.find((candidate) => candidate.name === field.target);
    if (!target) return [];
    return [
      `      {`,
      `        field: ${literal(field.name)},`,
      `        label: ${literal(target.label)},`,
      `        exists: async (id) => (await repositories.${target.camelPlural}.get(id)) !== undefined,`,
      `      },`,
    ];
  });
  return code(
    `backend/src/routes/${entity.route}.ts`,
    "backend",
    lines(
      `import type { Router } from "express";`,
      `import { ${names.schema}, type ${names.type} } from "../${names.module.slice(2)}";`,
      `import { crudRoutes } from "../http/crud.js";`,
      `import type { Services } from "../services.js";`,
      "",
      `/** /api/${entity.route}: list, create, read, replace and delete ${entity.pluralLabel.toLowerCase()}. */`,
      `export function ${routesName(model, entity.route)}({ repositories, events }: Services): Router {`,
      `  return crudRoutes<${names.type}>({`,
      `    label: ${literal(entity.label)},`,
      `    topic: ${literal(entity.route)},`,
      `    repository: repositories.${entity.camelPlural},`,
      `    schema: ${names.schema},`,
      references.length > 0 ? lines("    references: [", ...references, "    ],") : "    references: [],",
      "    events,",
      "  });",
      "}",
    ),
  );
}

/** The server's wiring: config, services, the app with every route mounted, the entry point. */
export function wiringFiles(model: AppModel): GeneratedFile[] {
  const features = chosenBackendFeatures(model);
  return [
    code("backend/src/config.ts", "backend", configFile(features)),
    code("backend/src/services.ts", "backend", servicesFile(features)),
    code("backend/src/app.ts", "backend", appFile(model, features)),
    code("backend/src/server.ts", "backend", serverFile(model)),
    ...model.entities.map((entity) => entityRoutesFile(model, entity.name)),
  ];
}
