import type { AppModel } from "../model";
import { normalized, screenOfPath } from "./screen-findings";

/**
 * The order of a visit of the screens: those a change touched since the last checked build first, then the
 * rest, each part in the plan's order. A screen's own files are its component's (OrdersList.tsx,
 * orders-list.ts, OrdersList.vue: the generators' names per frontend) and, in Next.js, its App Router page
 * (src/app/(app)/orders/page.tsx, .../orders/[id]/page.tsx). Any other file (the app's shell, its layout,
 * its API client, a shared component) can change every screen: then the order stays the plan's.
 */

/** The App Router folder a Next.js page file serves ("orders", "orders/[id]", "login"), route groups left out. */
function appRouterFolder(file: string): string | null {
  const match = /^frontend\/src\/app\/(.+)\/page\.[jt]sx?$/.exec(file);
  if (!match?.[1]) return null;
  return match[1]
    .split("/")
    .filter((segment) => !/^\(.+\)$/.test(segment))
    .join("/");
}

/** Whether `file` (a repository path) is one of the own files of the screen a visit opens at `path`. */
export function isScreenFile(model: AppModel, path: string, file: string): boolean {
  const match = screenOfPath(model, path);
  if (!match) return false;
  if (normalized(file.split("/").at(-1) ?? "") === normalized(match.component)) return true;
  const folder = appRouterFolder(file);
  if (folder === null) return false;
  const entity = model.entities.find((candidate) => candidate.name === match.screen.entity);
  const served = entity ? (match.screen.kind === "detail" ? `${entity.route}/[id]` : entity.route) : match.screen.path.replace(/^\//, "");
  return folder === served;
}

/** The screens (in plan order) with those whose own files are among `changed` first; the plan's order when a changed file is no screen's own, or nothing is known. */
export function touchedScreensFirst<Screen extends { path: string }>(model: AppModel, screens: readonly Screen[], changed: readonly string[] | null): Screen[] {
  if (!changed || changed.length === 0) return [...screens];
  const touched = new Set<string>();
  for (const file of changed) {
    const owners = screens.filter((screen) => isScreenFile(model, screen.path, file));
    if (owners.length === 0) return [...screens];
    for (const owner of owners) touched.add(owner.path);
  }
  return [...screens.filter((screen) => touched.has(screen.path)), ...screens.filter((screen) => !touched.has(screen.path))];
}
