import type { AppModel } from "../../model";
import { entityList, storedRecords } from "../records";
import type { EmitterDefinition } from "../types";
import { phpDatabase } from "./databases";
import { domainFile, repositoriesFile, repositoryInterfaceFiles } from "./domain";
import { datesFile } from "./http";

/** The backend's records: specs and validation, one repository interface with memory and database stores. */
export const phpDataModel: EmitterDefinition = {
  id: "data-model",
  agent: "backend",
  name: (model) => `Data model & schema (${phpDatabase(model).label})`,
  description: (model: AppModel) =>
    `Record specs and validation for ${entityList(model)}, one repository interface with an in-memory store ` +
    `(so tests need no database server) and the ${phpDatabase(model).label} schema and repository behind it.`,
  dependsOn: ["architecture"],
  applies: () => true,
  covers: { entities: true, kinds: ["business"] },
  emit: (model) => {
    const stored = storedRecords(model);
    return [
      datesFile(),
      ...stored.map((entity) => domainFile(entity, stored)),
      ...repositoryInterfaceFiles(),
      repositoriesFile(stored),
      ...phpDatabase(model).files(model),
    ];
  },
};
