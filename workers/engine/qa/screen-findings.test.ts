import { describe, expect, it } from "vitest";
import { FRONTEND_STACK } from "../../contract/project-options";
import { buildAppModel } from "../model";
import { emittersFor } from "../generators/registry";
import { BAKERY } from "../generators/test-inputs";
import { pageFileOf, screenFinding, screensToVisit, type WrittenFile } from "./screen-findings";

describe("the screens a build's visit opens", () => {
  for (const frontend of FRONTEND_STACK) {
    it(`each has a page file written by a frontend task (${frontend})`, () => {
      const model = buildAppModel({ ...BAKERY, techStack: [frontend, "nodejs", "postgresql"] });
      const emitters = emittersFor(model);
      const frontendTasks = new Set(emitters.filter((emitter) => emitter.agent === "frontend").map((emitter) => emitter.id));
      const files: WrittenFile[] = emitters.flatMap((emitter) => emitter.emit(model).map((file) => ({ path: file.path, taskKey: emitter.id, taskName: emitter.name })));
      const screens = screensToVisit(model, () => "record-1");
      expect(screens.map((screen) => screen.path)).toEqual(expect.arrayContaining(["/", "/dashboard", "/login", "/register", "/search", "/analytics"]));
      for (const screen of screens) {
        const page = pageFileOf(model, screen.path, files);
        expect(page, `${frontend} ${screen.path}`).not.toBeNull();
        expect(frontendTasks.has(page?.taskKey ?? ""), `${frontend} ${screen.path}: ${page?.path} by ${page?.taskKey}`).toBe(true);
      }
    });
  }

  it("says how many render and blames the task that wrote each failing screen, never qa", () => {
    const model = buildAppModel(BAKERY);
    const entity = model.entities[0];
    if (!entity) throw new Error("no record types");
    const files: WrittenFile[] = emittersFor(model).flatMap((emitter) => emitter.emit(model).map((file) => ({ path: file.path, taskKey: emitter.id, taskName: emitter.name })));
    const passing = screenFinding(model, "b1", [{ path: "/", ok: true, problems: [] }], files);
    expect(passing).toEqual({ lines: ["Screens: 1 of 1 render in the preview (build b1)."], failure: null });
    const finding = screenFinding(
      model,
      "b2",
      [
        { path: "/", ok: true, problems: [] },
        { path: `/${entity.route}/new`, ok: false, problems: ["Uncaught Error: boom", "console.error: boom"] },
        { path: "/dashboard", ok: false, problems: ["GET /api/analytics/summary answered 500"] },
        { path: "/nowhere", ok: false, problems: ["It went to /login instead"] },
      ],
      files,
    );
    expect(finding.lines[0]).toBe("Screens: 1 of 4 render in the preview (build b2).");
    expect(finding.failure?.blame.map((entry) => entry.taskKey)).toEqual(["screens", "ui-dashboard"]);
    expect(finding.failure?.blame[0]?.message).toBe(
      `The preview found 1 screen of this task's work that does not render: /${entity.route}/new: Uncaught Error: boom (frontend/src/screens/${entity.route}/${entity.name}Detail.tsx).`,
    );
    // A screen no file is recognisably is still named, with no task sent back for it.
    expect(finding.failure?.message).toContain("/nowhere: It went to /login instead. Retry");
  });
});
