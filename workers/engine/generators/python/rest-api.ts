import { entityList } from "../records";
import type { EmitterDefinition } from "../types";
import { apiDocumentFiles } from "./api-document";
import { apiTestFiles } from "./api-tests";
import { pyCode } from "./files";
import { httpFiles } from "./http";
import { packagingFiles } from "./packaging";
import { pythonRuleHookFiles } from "./rule-hook";
import { chosenPythonFeatures, wiringFiles } from "./wiring";

/** The FastAPI app: one validated CRUD router per entity, the shared wiring and the route tests. */
export const pythonRestApi: EmitterDefinition = {
  id: "rest-api",
  agent: "backend",
  name: (model) => `REST API for ${entityList(model)}`,
  description: (model) =>
    `A FastAPI app with list, create, read, update and delete routes for ${entityList(model)}, ` +
    "input validation with pydantic, one JSON error shape, and pytest tests that run against the in-memory store.",
  dependsOn: ["data-model"],
  applies: () => true,
  covers: { entities: true, systemIds: ["SYS-perf", "SYS-sec"], messagesFor: ["backend"] },
  emit: (model) => [
    ...packagingFiles(model),
    ...httpFiles(model),
    ...wiringFiles(model),
    ...(chosenPythonFeatures(model).length > 0
      ? [pyCode("backend/app/features/__init__.py", "backend", `"""The app's features: one package each."""`)]
      : []),
    ...apiTestFiles(model),
    ...apiDocumentFiles(model),
    ...pythonRuleHookFiles(model),
  ],
};
