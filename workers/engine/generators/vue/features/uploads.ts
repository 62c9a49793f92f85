import { code, test } from "../../files";
import { frontendFeatureEmitter } from "../../shared/frontend/feature";
import { downloadsStubFile, uploadClientFile } from "../../shared/frontend/upload-client";
import type { VueFeature } from "../feature";
import screen from "../templates/frontend/src/files/FilesScreen.vue?raw";
import screenTest from "../templates/frontend/src/files/files.test.ts?raw";


export const uploadsVue: VueFeature = {
  feature: "file-upload",
  emitter: frontendFeatureEmitter("file-upload", {
    name: "File upload screen",
    description: "A files screen to upload documents and images and download them again.",
    emit: () => [
      uploadClientFile("frontend/src/files"),
      code("frontend/src/files/FilesScreen.vue", "frontend", screen),
      test("frontend/src/files/files.test.ts", screenTest),
      downloadsStubFile("frontend/src/test"),
    ],
  }),
  router: {
    imports: [`import FilesScreen from "./files/FilesScreen.vue";`],
    routes: [`{ path: "/files", component: FilesScreen }`],
  },
};
