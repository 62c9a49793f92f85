import type { DeploymentPlatform } from "../../../contract/project-options";
import type { AppModel } from "../../model";
import type { GeneratedFile } from "../types";

/** A deployment target: its config files and the README section that walks through a first deploy. */
export interface DeployTarget {
  id: DeploymentPlatform;
  label: string;
  files(model: AppModel): GeneratedFile[];
  /** Markdown steps for the README's deploy section. */
  steps(model: AppModel): string;
}

export const has = (model: AppModel, feature: AppModel["features"][number]) => model.features.includes(feature);
