import { code, test } from "../../../files";
import { downloadsStubFile, uploadClientFile } from "../../frontend/upload-client";
import { frontendFeatureEmitter, type FrontendFeature } from "../../frontend/feature";
import filesScreen from "../templates/frontend/src/files/FilesScreen.tsx?raw";
import screenTest from "../templates/frontend/src/files/files.test.tsx?raw";

export { filesScreen };

export const uploadsFrontend: FrontendFeature = {
  feature: "file-upload",
  emitter: frontendFeatureEmitter("file-upload", {
    name: "File upload screen",
    description: "A files screen to upload documents and images and download them again.",
    emit: () => [
      uploadClientFile("frontend/src/files"),
      code("frontend/src/files/FilesScreen.tsx", "frontend", filesScreen),
      test("frontend/src/files/files.test.tsx", screenTest),
      downloadsStubFile("frontend/src/test"),
    ],
  }),
  app: {
    imports: [`import { FilesScreen } from "./files/FilesScreen";`],
    routes: [`<Route path="/files" element={<FilesScreen />} />`],
  },
};
