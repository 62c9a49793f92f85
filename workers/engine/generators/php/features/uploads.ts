import { code, test } from "../../files";
import { phpFeatureEmitter, type PhpFeature } from "../feature";
import { templateText } from "../../template-texts";

export const uploadsPhp: PhpFeature = {
  feature: "file-upload",
  emitter: phpFeatureEmitter("file-upload", {
    name: "File upload API",
    description:
      "Uploads up to 10 MB stored through a FileStorage interface (disk in production, memory in tests), " +
      "with their name, type and size recorded and a download route.",
    emit: () => [
      code("backend/src/Features/Uploads/FileStorage.php", "backend", templateText("php/templates/backend/src/Features/Uploads/FileStorage.php")),
      code("backend/src/Features/Uploads/MemoryFileStorage.php", "backend", templateText("php/templates/backend/src/Features/Uploads/MemoryFileStorage.php")),
      code("backend/src/Features/Uploads/DiskFileStorage.php", "backend", templateText("php/templates/backend/src/Features/Uploads/DiskFileStorage.php")),
      code("backend/src/Features/Uploads/UploadRoutes.php", "backend", templateText("php/templates/backend/src/Features/Uploads/UploadRoutes.php")),
      test("backend/tests/Features/UploadsTest.php", templateText("php/templates/backend/tests/Features/UploadsTest.php")),
    ],
  }),
  config: [{ param: "public readonly ?string $uploadDir,", read: "uploadDir: self::optional($env, 'UPLOAD_DIR')," }],
  services: [
    {
      uses: [
        "use App\\Features\\Uploads\\DiskFileStorage;",
        "use App\\Features\\Uploads\\FileStorage;",
        "use App\\Features\\Uploads\\MemoryFileStorage;",
      ],
      param: "public readonly FileStorage $files,",
      create: "files: $config->uploadDir !== null ? new DiskFileStorage($config->uploadDir) : new MemoryFileStorage(),",
    },
  ],
  routes: {
    uses: ["use App\\Features\\Uploads\\UploadRoutes;"],
    mounts: ["UploadRoutes::register($this->routes, $services);"],
  },
  // Each PHP request starts afresh: a local run keeps files on disk, in the temp folder, unless UPLOAD_DIR says where.
  serverDefaults: ["'UPLOAD_DIR' => self::localPath('uploads')"],
};
