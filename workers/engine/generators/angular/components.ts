import type { AppModel } from "../../model";
import { code, test } from "../files";
import { dataLayerFiles } from "../shared/frontend/data-layer";
import type { GeneratedFile } from "../types";
import { API_URL_VARIABLE } from "./packaging";
import records from "./templates/frontend/src/app/components/records.ts?raw";
import events from "./templates/frontend/src/app/components/events.ts?raw";
import errorMessage from "./templates/frontend/src/app/components/error-message.ts?raw";
import table from "./templates/frontend/src/app/components/entity-table.ts?raw";
import referenceSelect from "./templates/frontend/src/app/components/reference-select.ts?raw";
import form from "./templates/frontend/src/app/components/entity-form.ts?raw";
import notFound from "./templates/frontend/src/app/components/not-found.ts?raw";
import routing from "./templates/frontend/src/app/routing.ts?raw";
import harness from "./templates/frontend/src/app/test/harness.ts?raw";

/** A file the React frontend also has (data layer, live stream), moved under src/app/ and named the Angular way (*.spec.ts). */
export function underApp(file: GeneratedFile): GeneratedFile {
  return { ...file, path: file.path.replace(/^frontend\/src\//, "frontend/src/app/").replace(/\.test\.ts$/, ".spec.ts") };
}

/** The generic parts every screen is built from: the data layer, lists, table, form, references and messages. */
export function componentFiles(model: AppModel): GeneratedFile[] {
  const ui = (path: string, content: string) => code(`frontend/src/app/${path}`, "frontend", content);
  return [
    ...dataLayerFiles(model, API_URL_VARIABLE).map(underApp),
    ui("routing.ts", routing),
    ui("components/records.ts", records),
    ui("components/events.ts", events),
    ui("components/error-message.ts", errorMessage),
    ui("components/entity-table.ts", table),
    ui("components/reference-select.ts", referenceSelect),
    ui("components/entity-form.ts", form),
    ui("components/not-found.ts", notFound),
    test("frontend/src/app/test/harness.ts", harness),
  ];
}
