import type { AppModel } from "../../../model";
import { code } from "../../files";
import type { GeneratedFile } from "../../types";
import { themeFile } from "./theme";
import { templateText } from "../../template-texts";

/** The stylesheet every frontend starts from (Angular adds its host rules to it). */
export const baseStyles = () => templateText("shared/frontend/templates/frontend/src/styles.css");
/** What "Mobile Responsive" adds to that stylesheet. */
export const responsiveStyles = () => templateText("shared/frontend/templates/frontend/src/responsive.css");

/**
 * The design tokens and the layout, which fits every screen size (a Menu button on narrow screens, record lists
 * as cards on phones, other tables that scroll in their own box); with "Mobile Responsive", responsive.css adds
 * finger-sized controls on touch screens.
 */
export function styleFiles(model: AppModel): GeneratedFile[] {
  return [
    themeFile(model),
    code("frontend/src/styles.css", "frontend", baseStyles()),
    ...(model.features.includes("mobile-responsive") ? [code("frontend/src/responsive.css", "frontend", responsiveStyles())] : []),
  ];
}

/** What every app's layout does, for the app shell's description. */
export const LAYOUT_WORDS =
  "a layout that fits phones to desktops (the navigation folds behind a Menu button on narrow screens; what does not fit one row goes under More; record lists are cards on phones)";

/** What "Mobile Responsive" adds to that layout, for the app shell's description ("" without it). */
export const responsiveWords = (model: AppModel) =>
  model.features.includes("mobile-responsive") ? " Mobile Responsive adds finger-sized controls on touch screens." : "";
