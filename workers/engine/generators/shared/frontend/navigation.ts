import type { AppModel } from "../../../model";

/** The main navigation: the dashboard, each entity's list, then the feature screens. */
export function navigation(model: AppModel): { to: string; label: string }[] {
  return model.screens
    .filter((screen) => screen.kind === "dashboard" || screen.kind === "list" || screen.kind === "feature")
    .map((screen) => ({ to: screen.path, label: screen.title }));
}
