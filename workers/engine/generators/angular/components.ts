import type { AppModel } from "../../model";
import { code, test } from "../files";
import { dataLayerFiles } from "../shared/frontend/data-layer";
import type { GeneratedFile } from "../types";
import { API_URL_VARIABLE } from "./packaging";
import { templateText } from "../template-texts";

/** A file the React frontend also has (data layer, live stream), moved under src/app/ and named the Angular way (*.spec.ts). */
export function underApp(file: GeneratedFile): GeneratedFile {
  return { ...file, path: file.path.replace(/^frontend\/src\//, "frontend/src/app/").replace(/\.test\.ts$/, ".spec.ts") };
}

/** The generic parts every screen is built from: the data layer, lists, table, form, references and messages. */
export function componentFiles(model: AppModel): GeneratedFile[] {
  const ui = (path: string, content: string) => code(`frontend/src/app/${path}`, "frontend", content);
  return [
    ...dataLayerFiles(model, API_URL_VARIABLE).map(underApp),
    ui("routing.ts", templateText("angular/templates/frontend/src/app/routing.ts")),
    ui("components/records.ts", templateText("angular/templates/frontend/src/app/components/records.ts")),
    ui("components/events.ts", templateText("angular/templates/frontend/src/app/components/events.ts")),
    ui("components/error-message.ts", templateText("angular/templates/frontend/src/app/components/error-message.ts")),
    ui("components/entity-table.ts", templateText("angular/templates/frontend/src/app/components/entity-table.ts")),
    ui("components/reference-select.ts", templateText("angular/templates/frontend/src/app/components/reference-select.ts")),
    ui("components/entity-form.ts", templateText("angular/templates/frontend/src/app/components/entity-form.ts")),
    ui("components/not-found.ts", templateText("angular/templates/frontend/src/app/components/not-found.ts")),
    test("frontend/src/app/test/harness.ts", templateText("angular/templates/frontend/src/app/test/harness.ts")),
  ];
}
