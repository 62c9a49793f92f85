import { code, test } from "../../files";
import { downloadsStubFile, uploadClientFile } from "../../shared/frontend/upload-client";
import { frontendFeatureEmitter, type AngularFeature } from "../feature";
import { templateText } from "../../template-texts";

export const uploadsAngular: AngularFeature = {
  feature: "file-upload",
  emitter: frontendFeatureEmitter("file-upload", {
    name: "File upload screen",
    description: "A files screen to upload documents and images and download them again.",
    emit: () => [
      uploadClientFile("frontend/src/app/files"),
      code("frontend/src/app/files/files-screen.ts", "frontend", templateText("angular/templates/frontend/src/app/files/files-screen.ts")),
      test("frontend/src/app/files/files.spec.ts", templateText("angular/templates/frontend/src/app/files/files.spec.ts")),
      downloadsStubFile("frontend/src/app/test"),
    ],
  }),
  routes: {
    imports: [`import { FilesScreen } from "./files/files-screen";`],
    inside: [`{ path: "files", component: FilesScreen }`],
  },
};
