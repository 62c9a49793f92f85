import type { AppModel } from "../../model";
import { serverDatabase, type ServerDatabase } from "../../model/stack";
import type { PythonDatabase } from "./database-shape";
import { mongodbForPython } from "./mongodb";
import { mysqlForPython } from "./mysql";
import { postgresqlForPython } from "./postgresql";

const PYTHON_DATABASES: Record<ServerDatabase, PythonDatabase> = {
  postgresql: postgresqlForPython,
  mysql: mysqlForPython,
  mongodb: mongodbForPython,
};

export const pythonDatabase = (model: AppModel): PythonDatabase => PYTHON_DATABASES[serverDatabase(model.stack.database)];
