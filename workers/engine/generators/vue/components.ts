import type { AppModel } from "../../model";
import { code, test } from "../files";
import { dataLayerFiles } from "../shared/frontend/data-layer";
import type { GeneratedFile } from "../types";
import { templateText } from "../template-texts";

/** The generic parts every screen is built from: the data layer (shared with React), table, form, references and messages. */
export function vueComponentFiles(model: AppModel): GeneratedFile[] {
  const ui = (path: string, content: string) => code(`frontend/src/${path}`, "frontend", content);
  return [
    ...dataLayerFiles(model),
    test("frontend/src/test/mount.ts", templateText("vue/templates/frontend/src/test/mount.ts")),
    ui("components/useRecords.ts", templateText("vue/templates/frontend/src/components/useRecords.ts")),
    ui("components/useReferenceLabels.ts", templateText("vue/templates/frontend/src/components/useReferenceLabels.ts")),
    ui("components/EntityTable.vue", templateText("vue/templates/frontend/src/components/EntityTable.vue")),
    ui("components/ReferenceSelect.vue", templateText("vue/templates/frontend/src/components/ReferenceSelect.vue")),
    ui("components/EntityForm.vue", templateText("vue/templates/frontend/src/components/EntityForm.vue")),
    ui("components/ErrorMessage.vue", templateText("vue/templates/frontend/src/components/ErrorMessage.vue")),
    ui("components/NotFound.vue", templateText("vue/templates/frontend/src/components/NotFound.vue")),
  ];
}
