import type { AppModel } from "../../model";
import { code } from "../files";
import type { GeneratedFile } from "../types";
import { javaFile, mainPath } from "./names";
import mongoStoreTemplate from "./templates/backend/src/main/java/app/db/MongoStore.java?raw";
import connectTemplate from "./templates/backend/src/main/java/app/db/Database.java?raw";

const mongoStore = (model: AppModel) => javaFile(mongoStoreTemplate, model);

const connect = (model: AppModel) => javaFile(connectTemplate, model);

export function mongoFiles(model: AppModel): GeneratedFile[] {
  const file = (name: string, content: string) => code(mainPath(model, "db", `${name}.java`), "database", content);
  return [file("MongoStore", mongoStore(model)), file("Database", connect(model))];
}
