import { entityList } from "../records";
import type { EmitterDefinition } from "../types";
import { phpApiDocumentFiles } from "./api-document";
import { phpApiTestFiles } from "./api-tests";
import { httpFiles } from "./http";
import { composerFiles } from "./packaging";
import { phpRuleHookFiles } from "./rule-hook";
import { wiringFiles } from "./wiring";

/** The PHP app: a small router, one validated CRUD route set per entity, the shared wiring and the route tests. */
export const phpRestApi: EmitterDefinition = {
  id: "rest-api",
  agent: "backend",
  name: (model) => `REST API for ${entityList(model)}`,
  description: (model) =>
    `A PHP 8.2 API with list, create, read, update and delete routes for ${entityList(model)}, ` +
    "input validation, one JSON error shape, and PHPUnit tests that run against the in-memory store, each answer checked against the OpenAPI document.",
  dependsOn: ["data-model"],
  applies: () => true,
  covers: { entities: true, systemIds: ["SYS-perf", "SYS-sec"], messagesFor: ["backend"] },
  emit: (model) => [...composerFiles(model), ...httpFiles(model), ...wiringFiles(model), ...phpApiTestFiles(model), ...phpApiDocumentFiles(model), ...phpRuleHookFiles(model)],
};
