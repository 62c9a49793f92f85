import type { AppModel } from "../../model";
import { databaseChecks } from "./api-tests";
import { fill } from "../files";
import { pyCode as code, pyTest as test } from "./files";
import { storedRecords } from "../records";
import type { GeneratedFile } from "../types";
import type { PythonDatabase } from "./database-shape";
import { templateText } from "../template-texts";

/** The stored collections, as a Python list. */
const collections = (model: AppModel) => JSON.stringify(storedRecords(model).map((entity) => entity.table));

export const mongodbForPython: PythonDatabase = {
  id: "mongodb",
  label: "MongoDB",
  requirements: ["pymongo"],
  files: (model): GeneratedFile[] => [
    code("backend/app/db/mongo.py", "database", templateText("python/templates/mongodb/backend/app/db/mongo.py")),
    code("backend/app/db/__init__.py", "database", templateText("python/templates/mongodb/backend/app/db/__init__.py")),
    test("backend/tests/test_mongodb.py", fill(templateText("python/templates/mongodb/backend/tests/test_mongodb.py"), { collections: collections(model), ...databaseChecks(model) })),
  ],
};
