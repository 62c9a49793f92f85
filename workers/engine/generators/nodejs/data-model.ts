import type { AppModel } from "../../model";
import { entityList, storedRecords } from "../records";
import type { EmitterDefinition } from "../types";
import { domainFieldsFile, domainFile } from "./domain";
import { nodeDatabase } from "./databases";
import { repositoryFiles } from "./repositories";

/** The backend's records: validation schemas and types, one repository interface, memory and database stores. */
export const nodeDataModel: EmitterDefinition = {
  id: "data-model",
  agent: "backend",
  name: (model) => `Data model & schema (${nodeDatabase(model).label})`,
  description: (model: AppModel) =>
    `Record types and validation for ${entityList(model)}, one repository interface with an in-memory store ` +
    `(so tests need no database server) and the ${nodeDatabase(model).label} ${model.stack.database === "mongodb" ? "collections" : "migration"} and repository behind it.`,
  dependsOn: ["architecture"],
  applies: () => true,
  covers: { entities: true, kinds: ["business"] },
  emit: (model) => {
    const stored = storedRecords(model);
    return [
      domainFieldsFile(),
      ...stored.map((entity) => domainFile(entity, stored)),
      ...repositoryFiles(stored),
      ...nodeDatabase(model).files(model),
    ];
  },
};
