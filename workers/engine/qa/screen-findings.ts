import type { AppModel, Entity, Screen } from "../model";
import type { Blame } from "./qa-task";

/**
 * The screens the preview visits after a build, and what qa makes of the visit: the line for its response
 * ("Screens: 7 of 9 render") and, for the screens that break, the frontend tasks that wrote their page files.
 * Pure: the room reads the stored files and applies the finding (workers/project/screen-findings.ts).
 */

/** A screen the visit opens: its concrete path (a record's id in place of ":id") and its title. */
export interface ScreenToVisit {
  path: string;
  title: string;
}

/** What the visit saw on one screen: ok when nothing broke, else its problems (first one first). */
export interface ScreenResult {
  path: string;
  ok: boolean;
  problems: string[];
}

/** A stored file and the task that wrote it (its plan key and name; null when no task did). */
export interface WrittenFile {
  path: string;
  taskKey: string | null;
  taskName: string | null;
}

const NEW = "new";

/**
 * Every screen of the app, as its frontend routes it: home ("/", which sends the app to its start screen),
 * each screen of the model (a detail screen with the id of a record the preview holds, skipped when there is
 * none), and each record type's form for a new record (/<route>/new, the detail screen's component).
 */
export function screensToVisit(model: AppModel, recordIdOf: (entity: Entity) => string | null): ScreenToVisit[] {
  const screens: ScreenToVisit[] = [{ path: "/", title: "Home" }];
  for (const screen of model.screens) {
    if (screen.kind !== "detail") {
      screens.push({ path: screen.path, title: screen.title });
      continue;
    }
    const entity = model.entities.find((candidate) => candidate.name === screen.entity);
    if (!entity) continue;
    const id = recordIdOf(entity);
    if (id) screens.push({ path: `/${entity.route}/${encodeURIComponent(id)}`, title: screen.title });
    screens.push({ path: `/${entity.route}/${NEW}`, title: `New ${entity.label.toLowerCase()}` });
  }
  return screens;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The model's screen a visited path is, with the name of the component that renders it; null for home or an unknown path. */
export function screenOfPath(model: AppModel, path: string): { screen: Screen; component: string } | null {
  const [first = "", second, ...rest] = path.split("?")[0]?.split("/").filter(Boolean) ?? [];
  if (rest.length > 0) return null;
  const entity = model.entities.find((candidate) => candidate.route === first);
  const screen = model.screens.find((candidate) =>
    entity ? candidate.entity === entity.name && candidate.kind === (second === undefined ? "list" : "detail") : candidate.path === `/${first}` && second === undefined,
  );
  if (!screen) return null;
  if (entity) return { screen, component: second === undefined ? `${entity.plural}List` : `${entity.name}Detail` };
  return { screen, component: screen.kind === "dashboard" ? "Dashboard" : `${capitalized(screen.id)}Screen` };
}

/** "OrdersList", "orders-list.component.ts" and "OrdersList.vue" all read "orderslist". */
export const normalized = (name: string) =>
  name
    .replace(/\.[a-z]+$/i, "")
    .replace(/[.-]?component$/i, "")
    .replace(/[^a-z0-9]/gi, "")
    .toLowerCase();

const isTest = (path: string) => /\.(test|spec)\.[a-z]+$/i.test(path) || /\/(test|tests|__tests__)\//.test(path);

/**
 * The stored file that renders a visited screen (its component's file in the frontend's source; the app's
 * router file for home), or null when no stored file is recognisably it.
 */
export function pageFileOf(model: AppModel, path: string, files: readonly WrittenFile[]): WrittenFile | null {
  const source = files.filter((file) => file.path.startsWith("frontend/") && !isTest(file.path) && /\.(tsx|jsx|ts|js|vue)$/.test(file.path));
  if (path === "/") {
    // The app's root component (React, Vue, Angular), or the App Router's root page (Next.js).
    return source.find((file) => normalized(file.path.split("/").at(-1) ?? "") === "app") ?? source.find((file) => file.path === "frontend/src/app/page.tsx") ?? null;
  }
  const component = screenOfPath(model, path)?.component;
  return component ? (source.find((file) => normalized(file.path.split("/").at(-1) ?? "") === normalized(component)) ?? null) : null;
}

const plural = (count: number, word: string, many = `${word}s`) => `${count} ${count === 1 ? word : many}`;

/** One failing screen in words: its path and its first problem. */
const failingLine = (result: ScreenResult) => `${result.path}: ${result.problems[0] ?? "it did not render"}`;

/** "Screens: 7 of 9 render in the preview (build 3f2a...)." */
export function screensLine(results: readonly ScreenResult[], version: string): string {
  const ok = results.filter((result) => result.ok).length;
  return `Screens: ${ok} of ${results.length} render in the preview (build ${version}).`;
}

export interface ScreenFinding {
  /** For the qa task's response: the count, then each failing screen with its page file and first problem. */
  lines: string[];
  /** Null when every screen renders; else the qa task's error and the frontend tasks to send back. */
  failure: { message: string; blame: Blame[] } | null;
}

const SCREENS_IN_MESSAGE = 5;

/** What a visit of the build `version` means for qa: the lines for its response and, when screens break, what fails. */
export function screenFinding(model: AppModel, version: string, results: readonly ScreenResult[], files: readonly WrittenFile[]): ScreenFinding {
  const line = screensLine(results, version);
  const failing = results.filter((result) => !result.ok);
  if (failing.length === 0) return { lines: [line], failure: null };
  const pages = failing.map((result) => ({ result, page: pageFileOf(model, result.path, files) }));
  const byTask = new Map<string, { name: string; screens: typeof pages }>();
  for (const entry of pages) {
    const key = entry.page?.taskKey;
    if (!key || key.split("#")[0] === "qa") continue;
    const known = byTask.get(key) ?? { name: entry.page?.taskName ?? key, screens: [] };
    known.screens.push(entry);
    byTask.set(key, known);
  }
  const described = (entry: (typeof pages)[number]) => `${failingLine(entry.result)}${entry.page ? ` (${entry.page.path})` : ""}`;
  const blame: Blame[] = [...byTask].map(([taskKey, { name, screens }]) => ({
    taskKey,
    taskName: name,
    message: `The preview found ${plural(screens.length, "screen")} of this task's work that do${screens.length === 1 ? "es" : ""} not render: ${screens
      .slice(0, SCREENS_IN_MESSAGE)
      .map(described)
      .join("; ")}${screens.length > SCREENS_IN_MESSAGE ? `; and ${screens.length - SCREENS_IN_MESSAGE} more` : ""}.`,
  }));
  const retry = blame.length > 0 ? ` Retry ${blame.map((entry) => `"${entry.taskName}"`).join(", ")}, then this task (retrying the project does both).` : "";
  const shown = pages.slice(0, SCREENS_IN_MESSAGE).map(described);
  return {
    lines: [line, ...pages.map((entry) => `- ${described(entry)}${entry.page?.taskName ? `, written by "${entry.page.taskName}"` : ""}`)],
    failure: {
      message: `${line.replace(/\.$/, "")}: ${shown.join("; ")}${pages.length > SCREENS_IN_MESSAGE ? `; and ${pages.length - SCREENS_IN_MESSAGE} more` : ""}.${retry}`,
      blame,
    },
  };
}
