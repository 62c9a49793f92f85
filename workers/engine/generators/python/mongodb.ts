import type { AppModel } from "../../model";
import { databaseChecks } from "./api-tests";
import { fill } from "../files";
import { pyCode as code, pyTest as test } from "./files";
import { storedRecords } from "../records";
import type { GeneratedFile } from "../types";
import type { PythonDatabase } from "./database-shape";
import mongoPy from "./templates/mongodb/backend/app/db/mongo.py?raw";
import connectPy from "./templates/mongodb/backend/app/db/__init__.py?raw";
import mongoTest from "./templates/mongodb/backend/tests/test_mongodb.py?raw";

/** The stored collections, as a Python list. */
const collections = (model: AppModel) => JSON.stringify(storedRecords(model).map((entity) => entity.table));

export const mongodbForPython: PythonDatabase = {
  id: "mongodb",
  label: "MongoDB",
  requirements: ["pymongo"],
  files: (model): GeneratedFile[] => [
    code("backend/app/db/mongo.py", "database", mongoPy),
    code("backend/app/db/__init__.py", "database", connectPy),
    test("backend/tests/test_mongodb.py", fill(mongoTest, { collections: collections(model), ...databaseChecks(model) })),
  ],
};
