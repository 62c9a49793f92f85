import type { AppModel } from "../../../model";
import { code } from "../../files";
import type { GeneratedFile } from "../../types";
import { themeFile } from "./theme";
import baseStyles from "./templates/frontend/src/styles.css?raw";
import responsiveStyles from "./templates/frontend/src/responsive.css?raw";

export { baseStyles, responsiveStyles };

/** Layout for phones and tablets: a menu button instead of the nav bar, tables that scroll. */
export function styleFiles(model: AppModel): GeneratedFile[] {
  return [
    themeFile(model),
    code("frontend/src/styles.css", "frontend", baseStyles),
    ...(model.features.includes("mobile-responsive") ? [code("frontend/src/responsive.css", "frontend", responsiveStyles)] : []),
  ];
}
