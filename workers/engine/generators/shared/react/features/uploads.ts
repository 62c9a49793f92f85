import { code, test } from "../../../files";
import { downloadsStubFile, uploadClientFile } from "../../frontend/upload-client";
import { frontendFeatureEmitter, type FrontendFeature } from "../../frontend/feature";
import { templateText } from "../../../template-texts";

/** The files screen, which the Next.js frontend serves as a page too. */
export const filesScreen = () => templateText("shared/react/templates/frontend/src/files/FilesScreen.tsx");

export const uploadsFrontend: FrontendFeature = {
  feature: "file-upload",
  emitter: frontendFeatureEmitter("file-upload", {
    name: "File upload screen",
    description: "A files screen to upload documents and images and download them again.",
    emit: () => [
      uploadClientFile("frontend/src/files"),
      code("frontend/src/files/FilesScreen.tsx", "frontend", filesScreen()),
      test("frontend/src/files/files.test.tsx", templateText("shared/react/templates/frontend/src/files/files.test.tsx")),
      downloadsStubFile("frontend/src/test"),
    ],
  }),
  app: {
    imports: [`import { FilesScreen } from "./files/FilesScreen";`],
    routes: [`<Route path="/files" element={<FilesScreen />} />`],
  },
};
