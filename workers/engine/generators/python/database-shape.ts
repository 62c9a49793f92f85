import type { AppModel } from "../../model";
import type { ServerDatabase } from "../../model/stack";
import type { GeneratedFile } from "../types";
import type { PythonPackage } from "./versions";

/**
 * A database for the Python backend: its driver and its files, which must provide app/db/__init__.py
 * exporting `connect_database(url) -> Database` (with `.repositories` and `.close()`), and a test that
 * runs the entity checks against it when DATABASE_URL is set.
 */
export interface PythonDatabase {
  id: ServerDatabase;
  label: string;
  requirements: PythonPackage[];
  files(model: AppModel): GeneratedFile[];
}
