import type { AppModel } from "../../model";
import { serverDatabase, type ServerDatabase } from "../../model/stack";
import type { NodeDatabase } from "./database-shape";
import { mongodbForNode } from "./mongodb";
import { mysqlForNode } from "./mysql";
import { postgresqlForNode } from "./postgresql";

const NODE_DATABASES: Record<ServerDatabase, NodeDatabase> = {
  postgresql: postgresqlForNode,
  mysql: mysqlForNode,
  mongodb: mongodbForNode,
};

export const nodeDatabase = (model: AppModel): NodeDatabase => NODE_DATABASES[serverDatabase(model.stack.database)];
