import { code, test } from "../../files";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";
import type { BackendFeature } from "../feature";
import { templateText } from "../../template-texts";

export const uploadsBackend: BackendFeature = {
  feature: "file-upload",
  emitter: backendFeatureEmitter("file-upload", {
    name: "File upload API",
    description:
      "Uploads up to 10 MB stored through a FileStorage interface (disk in production, memory in tests), " +
      "with their name, type and size recorded and a download route.",
    emit: () => [
      code("backend/src/features/uploads/storage.ts", "backend", templateText("nodejs/templates/backend/src/features/uploads/storage.ts")),
      code("backend/src/features/uploads/routes.ts", "backend", templateText("nodejs/templates/backend/src/features/uploads/routes.ts")),
      test("backend/test/uploads.test.ts", templateText("nodejs/templates/backend/test/uploads.test.ts")),
    ],
  }),
  config: [{ field: "uploadDir: string | undefined", read: "uploadDir: env.UPLOAD_DIR || undefined" }],
  services: [
    {
      imports: [`import { DiskFileStorage, MemoryFileStorage, type FileStorage } from "./features/uploads/storage.js";`],
      field: "files: FileStorage",
      create: "files: config.uploadDir ? new DiskFileStorage(config.uploadDir) : new MemoryFileStorage()",
    },
  ],
  routes: {
    imports: [`import { uploadRoutes } from "./features/uploads/routes.js";`],
    mounts: [`app.use("/api/uploads", uploadRoutes(services));`],
  },
};
