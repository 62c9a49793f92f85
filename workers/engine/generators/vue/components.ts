import type { AppModel } from "../../model";
import { code, test } from "../files";
import { dataLayerFiles } from "../shared/frontend/data-layer";
import type { GeneratedFile } from "../types";
import useRecords from "./templates/frontend/src/components/useRecords.ts?raw";
import referenceLabels from "./templates/frontend/src/components/useReferenceLabels.ts?raw";
import table from "./templates/frontend/src/components/EntityTable.vue?raw";
import referenceSelect from "./templates/frontend/src/components/ReferenceSelect.vue?raw";
import form from "./templates/frontend/src/components/EntityForm.vue?raw";
import errorMessage from "./templates/frontend/src/components/ErrorMessage.vue?raw";
import notFound from "./templates/frontend/src/components/NotFound.vue?raw";
import mountHelpers from "./templates/frontend/src/test/mount.ts?raw";

/** The generic parts every screen is built from: the data layer (shared with React), table, form, references and messages. */
export function vueComponentFiles(model: AppModel): GeneratedFile[] {
  const ui = (path: string, content: string) => code(`frontend/src/${path}`, "frontend", content);
  return [
    ...dataLayerFiles(model),
    test("frontend/src/test/mount.ts", mountHelpers),
    ui("components/useRecords.ts", useRecords),
    ui("components/useReferenceLabels.ts", referenceLabels),
    ui("components/EntityTable.vue", table),
    ui("components/ReferenceSelect.vue", referenceSelect),
    ui("components/EntityForm.vue", form),
    ui("components/ErrorMessage.vue", errorMessage),
    ui("components/NotFound.vue", notFound),
  ];
}
