import { code, test } from "../../files";
import { frontendFeatureEmitter } from "../../shared/frontend/feature";
import { downloadsStubFile, uploadClientFile } from "../../shared/frontend/upload-client";
import type { VueFeature } from "../feature";
import { templateText } from "../../template-texts";


export const uploadsVue: VueFeature = {
  feature: "file-upload",
  emitter: frontendFeatureEmitter("file-upload", {
    name: "File upload screen",
    description: "A files screen to upload documents and images and download them again.",
    emit: () => [
      uploadClientFile("frontend/src/files"),
      code("frontend/src/files/FilesScreen.vue", "frontend", templateText("vue/templates/frontend/src/files/FilesScreen.vue")),
      test("frontend/src/files/files.test.ts", templateText("vue/templates/frontend/src/files/files.test.ts")),
      downloadsStubFile("frontend/src/test"),
    ],
  }),
  router: {
    imports: [`import FilesScreen from "./files/FilesScreen.vue";`],
    routes: [`{ path: "/files", component: FilesScreen }`],
  },
};
