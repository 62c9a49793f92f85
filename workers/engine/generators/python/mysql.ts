import type { AppModel } from "../../model";
import { databaseChecks } from "./api-tests";
import { fill } from "../files";
import { pyCode as code, pyTest as test } from "./files";
import { storedRecords } from "../records";
import { schemaSql } from "../shared/backend/sql-schema";
import type { GeneratedFile } from "../types";
import type { PythonDatabase } from "./database-shape";
import { templateText } from "../template-texts";

/** The stored tables, children first (the test empties them in that order). */
const tablesList = (model: AppModel) =>
  JSON.stringify(
    storedRecords(model)
      .map((entity) => entity.table)
      .reverse(),
  );

export const mysqlForPython: PythonDatabase = {
  id: "mysql",
  label: "MySQL",
  requirements: ["PyMySQL"],
  files: (model): GeneratedFile[] => [
    code("backend/migrations/001_create_tables.sql", "database", schemaSql("mysql", storedRecords(model))),
    code("backend/app/db/mysql.py", "database", templateText("python/templates/mysql/backend/app/db/mysql.py")),
    code("backend/app/db/migrate.py", "database", templateText("python/templates/mysql/backend/app/db/migrate.py")),
    code("backend/app/db/__init__.py", "database", templateText("python/templates/mysql/backend/app/db/__init__.py")),
    test("backend/tests/test_mysql.py", fill(templateText("python/templates/mysql/backend/tests/test_mysql.py"), { tables: tablesList(model), ...databaseChecks(model) })),
  ],
};
