import type { AppModel } from "../../model";
import type { ServerDatabase } from "../../model/stack";
import type { GeneratedFile } from "../types";
import type { NodePackage } from "./versions";

/**
 * A database for the Node backend: its packages and its files, which must provide
 * src/db/index.ts exporting `connectDatabase(url): Promise<{ repositories, close }>`.
 * Adding MySQL or MongoDB is adding one of these and its id to GENERATED_DATABASES.
 */
export interface NodeDatabase {
  id: ServerDatabase;
  label: string;
  dependencies: NodePackage[];
  devDependencies: NodePackage[];
  files(model: AppModel): GeneratedFile[];
}
