import type { AppModel } from "../../model";
import { code, test } from "../files";
import { storedRecords } from "../records";
import { schemaSql } from "../shared/backend/sql-schema";
import type { GeneratedFile } from "../types";
import { repositoryCheckSlots } from "./database-checks";
import type { NodeDatabase } from "./database-shape";
import { fillBlocks } from "../fill-blocks";
import { templateText } from "../template-texts";

/**
 * MySQL (8.x, and MariaDB) for the Node backend: mysql2's promise API, the tables in one migration, a
 * repository per table with the memory store's rules, enforced by foreign keys and unique keys. The files
 * only this database writes are under templates/mysql/, at the paths they are generated to.
 */

/** The database test: every table emptied first, then the API's checks and the repository checks. */
const mysqlTest = (model: AppModel) =>
  fillBlocks(templateText("nodejs/templates/mysql/backend/test/mysql.test.ts"), { tables: JSON.stringify(storedRecords(model).map((entity) => entity.table)), ...repositoryCheckSlots(model) });

export const mysqlForNode: NodeDatabase = {
  id: "mysql",
  label: "MySQL",
  dependencies: ["mysql2"],
  devDependencies: [],
  files: (model): GeneratedFile[] => [
    code("backend/migrations/001_create_tables.sql", "database", schemaSql("mysql", storedRecords(model))),
    code("backend/src/db/mysql.ts", "database", templateText("nodejs/templates/mysql/backend/src/db/mysql.ts")),
    code("backend/src/db/migrate.ts", "database", templateText("nodejs/templates/mysql/backend/src/db/migrate.ts")),
    code("backend/src/db/index.ts", "database", templateText("nodejs/templates/mysql/backend/src/db/index.ts")),
    test("backend/test/mysql.test.ts", mysqlTest(model)),
  ],
};
