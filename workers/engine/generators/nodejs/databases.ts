import type { AppModel } from "../../model";
import type { GeneratedDatabase } from "../../model/stack";
import type { NodeDatabase } from "./database-shape";
import { mongodbForNode } from "./mongodb";
import { mysqlForNode } from "./mysql";
import { postgresqlForNode } from "./postgresql";

const NODE_DATABASES: Record<GeneratedDatabase, NodeDatabase> = {
  postgresql: postgresqlForNode,
  mysql: mysqlForNode,
  mongodb: mongodbForNode,
};

export const nodeDatabase = (model: AppModel): NodeDatabase => NODE_DATABASES[model.stack.database];
