import type { AppModel } from "../../model";
import { code } from "../files";
import type { GeneratedFile } from "../types";
import { javaFile, mainPath } from "./names";
import { templateText } from "../template-texts";

const mongoStore = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/db/MongoStore.java"), model);

const connect = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/db/Database.java"), model);

export function mongoFiles(model: AppModel): GeneratedFile[] {
  const file = (name: string, content: string) => code(mainPath(model, "db", `${name}.java`), "database", content);
  return [file("MongoStore", mongoStore(model)), file("Database", connect(model))];
}
