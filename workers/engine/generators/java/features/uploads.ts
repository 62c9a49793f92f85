import type { AppModel } from "../../../model";
import { code, test } from "../../files";
import type { GeneratedFile } from "../../types";
import { javaFeatureEmitter } from "../feature";
import { javaFile, mainPath, testPath } from "../names";
import { templateText } from "../../template-texts";


const storage = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/uploads/FileStorage.java"), model);

const memoryStorage = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/uploads/MemoryFileStorage.java"), model);

const diskStorage = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/uploads/DiskFileStorage.java"), model);

const uploadsConfig = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/uploads/UploadsConfig.java"), model);

const controller = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/features/uploads/UploadsController.java"), model);

const uploadsTest = (model: AppModel) => javaFile(templateText("java/templates/backend/src/test/java/app/UploadsFeatureTest.java"), model);

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
