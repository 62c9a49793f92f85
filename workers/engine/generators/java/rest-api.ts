import { entityList } from "../records";
import type { EmitterDefinition } from "../types";
import { apiDocumentFiles } from "./api-document";
import { apiTestFiles } from "./api-tests";
import { httpFiles } from "./http";
import { javaRuleHookFiles } from "./rule-hook";
import { wiringFiles } from "./wiring";

/** The Spring Boot app: one validated CRUD controller per entity, the shared wiring and the route tests. */
export const javaRestApi: EmitterDefinition = {
  id: "rest-api",
  agent: "backend",
  name: (model) => `REST API for ${entityList(model)}`,
  description: (model) =>
    `A Spring Boot 3 (Java) API with list, create, read, update and delete routes for ${entityList(model)}, ` +
    "input validation, one JSON error shape, and JUnit + MockMvc tests that run against the in-memory store, each answer checked against the OpenAPI document.",
  dependsOn: ["data-model"],
  applies: () => true,
  covers: { entities: true, systemIds: ["SYS-perf", "SYS-sec"], messagesFor: ["backend"] },
  emit: (model) => [...wiringFiles(model), ...httpFiles(model), ...apiTestFiles(model), ...apiDocumentFiles(model), ...javaRuleHookFiles(model)],
};
