import type { AppModel } from "../../model";
import { entityList, storedRecords } from "../records";
import type { EmitterDefinition } from "../types";
import { pythonDatabase } from "./databases";
import { domainFile, domainSupportFiles } from "./domain";
import { repositoryFiles } from "./repositories";

/** The backend's records: pydantic input models and specs, one repository interface, memory and database stores. */
export const pythonDataModel: EmitterDefinition = {
  id: "data-model",
  agent: "backend",
  name: (model) => `Data model & schema (${pythonDatabase(model).label})`,
  description: (model: AppModel) =>
    `Input models (pydantic) and storage specs for ${entityList(model)}, one repository interface with an ` +
    `in-memory store (so tests need no database server) and the ${pythonDatabase(model).label} store behind it.`,
  dependsOn: ["architecture"],
  applies: () => true,
  covers: { entities: true, kinds: ["business"] },
  emit: (model) => {
    const stored = storedRecords(model);
    return [
      ...domainSupportFiles(),
      ...stored.map((entity) => domainFile(entity, stored)),
      ...repositoryFiles(stored),
      ...pythonDatabase(model).files(model),
    ];
  },
};
