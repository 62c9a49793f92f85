import { entityList } from "../records";
import type { EmitterDefinition } from "../types";
import { apiDocumentFiles } from "./api-document";
import { apiTestFiles } from "./api-tests";
import { httpFiles } from "./http";
import { backendPackageFiles } from "./packaging";
import { nodeRuleHookFiles } from "./rule-hook";
import { wiringFiles } from "./wiring";

/** The Express app: one validated CRUD router per entity, the shared wiring and the route tests. */
export const nodeRestApi: EmitterDefinition = {
  id: "rest-api",
  agent: "backend",
  name: (model) => `REST API for ${entityList(model)}`,
  description: (model) =>
    `An Express + TypeScript API with list, create, read, update and delete routes for ${entityList(model)}, ` +
    "input validation, one JSON error shape, its OpenAPI document, and tests that run against the in-memory store " +
    "and check every answer against that document.",
  dependsOn: ["data-model"],
  applies: () => true,
  covers: { entities: true, systemIds: ["SYS-perf", "SYS-sec"], messagesFor: ["backend"] },
  emit: (model) => [
    ...backendPackageFiles(model),
    ...httpFiles(model),
    ...wiringFiles(model),
    ...apiDocumentFiles(model),
    ...apiTestFiles(model),
    ...nodeRuleHookFiles(model),
  ],
};
