import type { AppModel } from "../../model";
import { databaseChecks } from "./api-tests";
import { fill } from "../files";
import { pyCode as code, pyTest as test } from "./files";
import { storedRecords } from "../records";
import { schemaSql } from "../shared/backend/sql-schema";
import type { GeneratedFile } from "../types";
import type { PythonDatabase } from "./database-shape";
import { templateText } from "../template-texts";

/** One TRUNCATE of every stored table, children first, as a Python string. */
function truncate(model: AppModel): string {
  const tables = storedRecords(model)
    .map((entity) => `"${entity.table}"`)
    .reverse()
    .join(", ");
  return JSON.stringify(`TRUNCATE ${tables} CASCADE`);
}

export const postgresqlForPython: PythonDatabase = {
  id: "postgresql",
  label: "PostgreSQL",
  requirements: ["psycopg[binary]"],
  files: (model): GeneratedFile[] => [
    code("backend/migrations/001_create_tables.sql", "database", schemaSql("postgresql", storedRecords(model))),
    code("backend/app/db/postgres.py", "database", templateText("python/templates/postgresql/backend/app/db/postgres.py")),
    code("backend/app/db/migrate.py", "database", templateText("python/templates/postgresql/backend/app/db/migrate.py")),
    code("backend/app/db/__init__.py", "database", templateText("python/templates/postgresql/backend/app/db/__init__.py")),
    test("backend/tests/test_postgres.py", fill(templateText("python/templates/postgresql/backend/tests/test_postgres.py"), { truncate: truncate(model), ...databaseChecks(model) })),
  ],
};
