import { code, test } from "../../files";
import { downloadsStubFile, uploadClientFile } from "../../shared/frontend/upload-client";
import { frontendFeatureEmitter, type AngularFeature } from "../feature";
import screen from "../templates/frontend/src/app/files/files-screen.ts?raw";
import screenTest from "../templates/frontend/src/app/files/files.spec.ts?raw";

export const uploadsAngular: AngularFeature = {
  feature: "file-upload",
  emitter: frontendFeatureEmitter("file-upload", {
    name: "File upload screen",
    description: "A files screen to upload documents and images and download them again.",
    emit: () => [
      uploadClientFile("frontend/src/app/files"),
      code("frontend/src/app/files/files-screen.ts", "frontend", screen),
      test("frontend/src/app/files/files.spec.ts", screenTest),
      downloadsStubFile("frontend/src/app/test"),
    ],
  }),
  routes: {
    imports: [`import { FilesScreen } from "./files/files-screen";`],
    inside: [`{ path: "files", component: FilesScreen }`],
  },
};
