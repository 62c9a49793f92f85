import type { AppModel } from "../../../model";
import { code, test } from "../../files";
import type { GeneratedFile } from "../../types";
import { javaFeatureEmitter } from "../feature";
import { javaFile, mainPath, testPath } from "../names";
import storageTemplate from "../templates/backend/src/main/java/app/features/uploads/FileStorage.java?raw";
import memoryStorageTemplate from "../templates/backend/src/main/java/app/features/uploads/MemoryFileStorage.java?raw";
import diskStorageTemplate from "../templates/backend/src/main/java/app/features/uploads/DiskFileStorage.java?raw";
import uploadsConfigTemplate from "../templates/backend/src/main/java/app/features/uploads/UploadsConfig.java?raw";
import controllerTemplate from "../templates/backend/src/main/java/app/features/uploads/UploadsController.java?raw";
import uploadsTestTemplate from "../templates/backend/src/test/java/app/UploadsFeatureTest.java?raw";


const storage = (model: AppModel) => javaFile(storageTemplate, model);

const memoryStorage = (model: AppModel) => javaFile(memoryStorageTemplate, model);

const diskStorage = (model: AppModel) => javaFile(diskStorageTemplate, model);

const uploadsConfig = (model: AppModel) => javaFile(uploadsConfigTemplate, model);

const controller = (model: AppModel) => javaFile(controllerTemplate, model);

const uploadsTest = (model: AppModel) => javaFile(uploadsTestTemplate, model);

export const uploadsEmitter = javaFeatureEmitter("file-upload", {
  name: "File upload API",
  description:
    "Uploads up to 10 MB stored through a FileStorage interface (disk in production, memory in tests), " +
    "with their name, type and size recorded and a download route.",
  emit: (model): GeneratedFile[] => {
    const file = (name: string, content: string) => code(mainPath(model, "features/uploads", `${name}.java`), "backend", content);
    return [
      file("FileStorage", storage(model)),
      file("MemoryFileStorage", memoryStorage(model)),
      file("DiskFileStorage", diskStorage(model)),
      file("UploadsConfig", uploadsConfig(model)),
      file("UploadsController", controller(model)),
      test(testPath(model, "", "UploadsFeatureTest.java"), uploadsTest(model)),
    ];
  },
});
