import type { AppModel } from "../../model";
import { code, fill, test } from "../files";
import { storedRecords } from "../records";
import { schemaSql } from "../shared/backend/sql-schema";
import type { GeneratedFile } from "../types";
import type { NodeDatabase } from "./database-shape";
import { templateText } from "../template-texts";

/**
 * PostgreSQL for the Node backend: pg's pool, the tables in one migration applied in a transaction, a
 * repository per table with the memory store's rules. The files only this database writes are under
 * templates/postgresql/, at the paths they are generated to.
 */

/** The database test empties every table at once; referring tables come later, so they are named first. */
function pgTest(model: AppModel): string {
  const tables = storedRecords(model)
    .map((entity) => `"${entity.table}"`)
    .reverse()
    .join(", ");
  return fill(templateText("nodejs/templates/postgresql/backend/test/postgres.test.ts"), { tables });
}

export const postgresqlForNode: NodeDatabase = {
  id: "postgresql",
  label: "PostgreSQL",
  dependencies: ["pg"],
  devDependencies: ["@types/pg"],
  files: (model): GeneratedFile[] => [
    code("backend/migrations/001_create_tables.sql", "database", schemaSql("postgresql", storedRecords(model))),
    code("backend/src/db/postgres.ts", "database", templateText("nodejs/templates/postgresql/backend/src/db/postgres.ts")),
    code("backend/src/db/migrate.ts", "database", templateText("nodejs/templates/postgresql/backend/src/db/migrate.ts")),
    code("backend/src/db/index.ts", "database", templateText("nodejs/templates/postgresql/backend/src/db/index.ts")),
    test("backend/test/postgres.test.ts", pgTest(model)),
  ],
};
