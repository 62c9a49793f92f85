import type { AppModel } from "../../model";
import { code, test } from "../files";
import { storedRecords } from "../records";
import type { GeneratedFile } from "../types";
import { repositoryCheckSlots } from "./database-checks";
import type { NodeDatabase } from "./database-shape";
import { fillBlocks } from "../fill-blocks";
import { templateText } from "../template-texts";

/**
 * MongoDB (7.x) for the Node backend: the official driver, a collection per record with a validator and
 * indexes set up at connect, and a repository per collection with the memory store's rules. MongoDB has no
 * foreign keys, so the repository checks references itself on writes and keeps referenced records on delete.
 * The files only this database writes are under templates/mongodb/, at the paths they are generated to.
 */

/** The database test: every collection emptied first, then the API's checks and the repository checks. */
const mongoTest = (model: AppModel) =>
  fillBlocks(templateText("nodejs/templates/mongodb/backend/test/mongodb.test.ts"), { collections: JSON.stringify(storedRecords(model).map((entity) => entity.table)), ...repositoryCheckSlots(model) });

export const mongodbForNode: NodeDatabase = {
  id: "mongodb",
  label: "MongoDB",
  // The driver ships its own types.
  dependencies: ["mongodb"],
  devDependencies: [],
  files: (model): GeneratedFile[] => [
    code("backend/src/db/mongodb.ts", "database", templateText("nodejs/templates/mongodb/backend/src/db/mongodb.ts")),
    code("backend/src/db/index.ts", "database", templateText("nodejs/templates/mongodb/backend/src/db/index.ts")),
    test("backend/test/mongodb.test.ts", mongoTest(model)),
  ],
};
