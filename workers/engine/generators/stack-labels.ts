import {
  DEPLOYMENT_OPTIONS,
  DESIGN_OPTIONS,
  FEATURE_OPTIONS,
  optionLabel,
  type Feature,
} from "../../contract/project-options";
import type { AppModel } from "../model";
import { databaseLabel, serverDatabaseProfile } from "./databases";
import { backendProfile, frontendProfile } from "./stacks";

/** How the docs name the generated stack: what is actually in the repository, not just the wizard's words. */
export function stackRows(model: AppModel): [string, string][] {
  return [
    ["Frontend", `${frontendProfile(model).summary} (\`frontend/\`)`],
    ["Backend", `${backendProfile(model).summary} (\`backend/\`)`],
    [
      "Database",
      serverDatabaseProfile(model)
        ? `${databaseLabel(model)} (${backendProfile(model).schemaNote(model.stack.database)}); an in-memory store when \`DATABASE_URL\` is not set`
        : `${databaseLabel(model)} (${backendProfile(model).schemaNote(model.stack.database)}); a local D1 database under \`wrangler dev\` and in the tests`,
    ],
    ["Deployment", optionLabel(DEPLOYMENT_OPTIONS, model.deployment)],
    ["Design", `${optionLabel(DESIGN_OPTIONS, model.design)}: ${DESIGN_OPTIONS.find((option) => option.value === model.design)?.description ?? ""}`],
  ];
}

/** The "## Stack" section both the architecture document and the README open with. */
export function stackSection(model: AppModel): string[] {
  return ["## Stack", "", table(["Layer", "Choice"], stackRows(model)), ...model.stack.notes.map((note) => `\n> ${note}`)];
}

export const featureLabel = (feature: Feature) => optionLabel(FEATURE_OPTIONS, feature);

/** A Markdown table from a header row and rows; pipes in cells are escaped. */
export function table(header: string[], rows: string[][]): string {
  const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n+/g, " ");
  return [
    `| ${header.map(cell).join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.map(cell).join(" | ")} |`),
  ].join("\n");
}
