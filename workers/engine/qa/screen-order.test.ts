import { describe, expect, it } from "vitest";
import { FRONTEND_STACK } from "../../contract/project-options";
import { buildAppModel } from "../model";
import { emittersFor } from "../generators/registry";
import { BAKERY } from "../generators/test-inputs";
import { isBuildSource } from "../preview/sources";
import { pageFileOf, screensToVisit, type WrittenFile } from "./screen-findings";
import { touchedScreensFirst } from "./screen-order";

/** The bakery on one frontend: its model, the files its generators write (as stored) and the visit's screens in plan order. */
function bakeryOn(frontend: (typeof FRONTEND_STACK)[number]) {
  const model = buildAppModel({ ...BAKERY, techStack: [frontend, "nodejs", "postgresql"] });
  const files: WrittenFile[] = emittersFor(model).flatMap((emitter) => emitter.emit(model).map((file) => ({ path: file.path, taskKey: emitter.id, taskName: emitter.name })));
  const screens = screensToVisit(model, () => "record-1");
  return { model, files, screens, paths: screens.map((screen) => screen.path) };
}

describe("the order of a visit after a change", () => {
  for (const frontend of FRONTEND_STACK) {
    it(`opens first the screens whose own files changed, then the rest in plan order (${frontend})`, () => {
      const { model, files, screens, paths } = bakeryOn(frontend);
      const entity = model.entities.at(-1);
      if (!entity || model.entities.length < 2) throw new Error("the bakery has several record types");
      const list = pageFileOf(model, `/${entity.route}`, files)?.path;
      const detail = pageFileOf(model, `/${entity.route}/record-1`, files)?.path;
      if (!list || !detail) throw new Error(`no page files for /${entity.route}`);

      const afterList = touchedScreensFirst(model, screens, [list]).map((screen) => screen.path);
      expect(afterList).toEqual([`/${entity.route}`, ...paths.filter((path) => path !== `/${entity.route}`)]);

      // The detail component renders a record and the form for a new one: both screens come first.
      const detailScreens = [`/${entity.route}/record-1`, `/${entity.route}/new`];
      const afterDetail = touchedScreensFirst(model, screens, [detail]).map((screen) => screen.path);
      expect(afterDetail.slice(0, 2).sort()).toEqual([...detailScreens].sort());
      expect(afterDetail.slice(2)).toEqual(paths.filter((path) => !detailScreens.includes(path)));

      // Two screens' files: both come first, in the plan's order.
      const first = model.entities[0];
      const other = first ? pageFileOf(model, `/${first.route}`, files)?.path : undefined;
      if (!first || !other) throw new Error("no first record type's list");
      const both = touchedScreensFirst(model, screens, [list, other]).map((screen) => screen.path);
      expect(both.slice(0, 2)).toEqual(paths.filter((path) => path === `/${first.route}` || path === `/${entity.route}`));
    });

    it(`keeps the plan's order when a change touches a file every screen may use (${frontend})`, () => {
      const { model, files, screens, paths } = bakeryOn(frontend);
      const entity = model.entities[0];
      const list = entity ? pageFileOf(model, `/${entity.route}`, files)?.path : undefined;
      if (!list) throw new Error("no list screen");
      // The API client, the layout and the root component are no screen's own.
      const shared = files.map((file) => file.path).filter((path) => isBuildSource(path) && /\/(api\/client\.ts|[Ll]ayout[^/]*|App\.(tsx|vue)|app\.ts|layout\.tsx)$/.test(path));
      expect(shared.length, files.map((file) => file.path).join("\n")).toBeGreaterThan(0);
      for (const file of shared) {
        expect(touchedScreensFirst(model, screens, [file]).map((screen) => screen.path), file).toEqual(paths);
        // Together with a screen's own file, the shared one still means every screen.
        expect(touchedScreensFirst(model, screens, [list, file]).map((screen) => screen.path), file).toEqual(paths);
      }
      // Nothing known (no checked build yet), or nothing changed.
      expect(touchedScreensFirst(model, screens, null)).toEqual(screens);
      expect(touchedScreensFirst(model, screens, [])).toEqual(screens);
    });
  }

  it("takes a Next.js App Router page as its screen's own file", () => {
    const { model, files, screens, paths } = bakeryOn("nextjs");
    const entity = model.entities.at(-1);
    if (!entity) throw new Error("no record types");
    const page = files.find((file) => new RegExp(`^frontend/src/app/\\([^/]+\\)/${entity.route}/page\\.tsx$`).test(file.path))?.path;
    const detailPage = files.find((file) => new RegExp(`^frontend/src/app/\\([^/]+\\)/${entity.route}/\\[id\\]/page\\.tsx$`).test(file.path))?.path;
    const login = files.find((file) => file.path === "frontend/src/app/login/page.tsx")?.path;
    if (!page || !detailPage || !login) throw new Error("no App Router pages");
    expect(touchedScreensFirst(model, screens, [page])[0]?.path).toBe(`/${entity.route}`);
    expect(touchedScreensFirst(model, screens, [detailPage]).slice(0, 2).map((screen) => screen.path).sort()).toEqual([`/${entity.route}/new`, `/${entity.route}/record-1`]);
    expect(touchedScreensFirst(model, screens, [login]).map((screen) => screen.path)).toEqual(["/login", ...paths.filter((path) => path !== "/login")]);
    // The root page ("/" sends the app to its start screen) is no one screen's.
    expect(touchedScreensFirst(model, screens, ["frontend/src/app/page.tsx"])).toEqual(screens);
  });
});
