import type { AppModel } from "../../model";
import type { GeneratedDatabase } from "../../model/stack";
import type { GeneratedFile } from "../types";
import { mongodbForPython } from "./mongodb";
import { mysqlForPython } from "./mysql";
import { postgresqlForPython } from "./postgresql";
import type { PythonPackage } from "./versions";

/**
 * A database for the Python backend: its driver and its files, which must provide app/db/__init__.py
 * exporting `connect_database(url) -> Database` (with `.repositories` and `.close()`), and a test that
 * runs the entity checks against it when DATABASE_URL is set.
 */
export interface PythonDatabase {
  id: GeneratedDatabase;
  label: string;
  requirements: PythonPackage[];
  files(model: AppModel): GeneratedFile[];
}

const PYTHON_DATABASES: Record<GeneratedDatabase, PythonDatabase> = {
  postgresql: postgresqlForPython,
  mysql: mysqlForPython,
  mongodb: mongodbForPython,
};

export const pythonDatabase = (model: AppModel): PythonDatabase => PYTHON_DATABASES[model.stack.database];

/** tests/test_database.py: the entity and reference checks over the database's repositories. */
export function databaseTest(label: string, clear: string[]): string {
  return [
    `"""The ${label} repositories, through the API: runs where DATABASE_URL is set (CI starts a ${label} service)."""`,
    "import os",
    "",
    "import pytest",
    "",
    "from tests.entity_checks import ENTITY_CHECKS, REFERENCE_CHECKS",
    "from tests.helpers import create_test_client",
    "",
    `URL = os.environ.get("DATABASE_URL", "")`,
    "",
    "",
    `@pytest.mark.skipif(not URL, reason="DATABASE_URL is not set: no ${label} to test against")`,
    "def test_stores_reads_updates_and_deletes_every_record_type_and_keeps_referenced_ones() -> None:",
    "    from app.db import connect_database",
    "",
    "    database = connect_database(URL)",
    "    try:",
    ...clear.map((line) => `        ${line}`),
    "        client = create_test_client(database.repositories)",
    "        for check in [*ENTITY_CHECKS, *REFERENCE_CHECKS]:",
    "            check(client)",
    "        assert len(ENTITY_CHECKS) > 0",
    "    finally:",
    "        database.close()",
  ].join("\n");
}
