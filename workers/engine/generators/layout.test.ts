import { describe, expect, it } from "vitest";
import { FRONTEND_STACK } from "../../contract/project-options";
import { buildAppModel } from "../model";
import { emittersFor, generateProject } from ".";
import { navigation, navigationGroups } from "./shared/frontend/navigation";
import { BAKERY, inputFor, modelOf } from "./test-inputs";

/** The bakery on one frontend, with the features given (every one by default). */
const bakery = (frontend: string, features?: string[]) =>
  buildAppModel(
    inputFor(
      { ...BAKERY.wizardData, ...(features ? { features } : {}) },
      { messages: BAKERY.messages, techStack: [frontend, "nodejs", "postgresql"] },
    ),
  );

const read = (files: { path: string; content: string }[], path: string) => {
  const file = files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} was not generated`);
  return file.content;
};

/** The app shell's description, which says what the layout does. */
const shell = (model: ReturnType<typeof bakery>) => emittersFor(model).find((emitter) => emitter.id === "app-shell")?.description;

const LAYOUT: Record<string, string> = {
  react: "frontend/src/components/Layout.tsx",
  vue: "frontend/src/components/AppLayout.vue",
  angular: "frontend/src/app/layout/layout.ts",
  nextjs: "frontend/src/components/Layout.tsx",
};

const LAYOUT_TEST: Record<string, string> = {
  react: "frontend/src/components/Layout.test.tsx",
  vue: "frontend/src/components/AppLayout.test.ts",
  angular: "frontend/src/app/layout/layout.spec.ts",
  nextjs: "frontend/src/components/Layout.test.tsx",
};

/** How each layout listens for Escape. */
const ESCAPE: Record<string, string> = {
  react: '"Escape"',
  vue: "@keydown.esc",
  angular: "(keydown.escape)",
  nextjs: '"Escape"',
};

const TABLE: Record<string, string> = {
  react: "frontend/src/components/EntityTable.tsx",
  vue: "frontend/src/components/EntityTable.vue",
  angular: "frontend/src/app/components/entity-table.ts",
  nextjs: "frontend/src/components/EntityTable.tsx",
};

describe("the navigation's one row", () => {
  it("keeps the bakery's first links on the row and groups the rest, in order, behind More", () => {
    const model = modelOf("bakery");
    const { main, more } = navigationGroups(model);
    expect([...main, ...more]).toEqual(navigation(model));
    expect(main[0]?.label).toBe("Dashboard");
    expect(main.length).toBeGreaterThanOrEqual(3);
    expect(more.length).toBeGreaterThanOrEqual(2);
  });

  it("groups nothing when every link fits", () => {
    const model = modelOf("analytics dashboard");
    const { main, more } = navigationGroups(model);
    expect(more).toEqual([]);
    expect(main).toEqual(navigation(model));
  });

  it("leaves more room for links without the account, less with a long name", () => {
    const signedIn = navigationGroups(bakery("react"));
    const open = navigationGroups(bakery("react", ["dashboard", "payments", "notifications", "search"]));
    expect(open.main.length).toBeGreaterThan(signedIn.main.length);
    const long = navigationGroups(
      buildAppModel(inputFor(BAKERY.wizardData, { name: "The Neighbourhood Bakery Pre-order and Pickup Planner", messages: BAKERY.messages })),
    );
    expect(long.main.length).toBeLessThanOrEqual(signedIn.main.length);
    expect(long.main.length).toBeGreaterThanOrEqual(1);
  });

  it("never puts a single link behind More", () => {
    for (const name of ["bakery", "plain custom", "crm on vercel with vue, python and mongodb", "content on digitalocean", "mobile on aws"]) {
      const { main, more } = navigationGroups(modelOf(name));
      expect(more.length === 0 || more.length >= 2, name).toBe(true);
      expect(main.length, name).toBeGreaterThanOrEqual(1);
    }
  });
});

describe.each(FRONTEND_STACK)("%s: a layout for every screen size, whatever the features", (frontend) => {
  const without = generateProject(bakery(frontend, ["auth", "dashboard", "search"]));
  const withResponsive = generateProject(bakery(frontend));

  it("writes the responsive layout without the Mobile Responsive feature", () => {
    const styles = read(without, "frontend/src/styles.css");
    expect(styles).toContain("@media (max-width: 959.98px)");
    expect(styles).toMatch(/\.table-scroll \{\n {2}overflow-x: auto;/);
    expect(styles).toContain(".nav-more-list");
    expect(without.some((file) => file.path === "frontend/src/responsive.css")).toBe(false);
    const layout = read(without, LAYOUT[frontend] ?? "");
    expect(layout).toContain("nav-toggle");
    expect(layout).toMatch(/aria-expanded/);
    expect(layout).toContain('aria-controls="app-nav"');
    expect(layout).toContain("account-name");
    expect(layout).toContain(ESCAPE[frontend]);
    expect(read(without, LAYOUT_TEST[frontend] ?? "")).toContain("closes the menu with Escape");
  });

  it("wraps record tables in a keyboard-scrollable box whose cells name their column, shown as cards on a phone whatever the features", () => {
    const table = read(without, TABLE[frontend] ?? "");
    expect(table).toMatch(/class(Name)?="table-scroll records" role="region"/);
    expect(table).toMatch(/tab[iI]ndex/);
    expect(table).toContain("data-label");
    const styles = read(without, "frontend/src/styles.css");
    expect(styles).toContain("@media (max-width: 599.98px)");
    expect(styles).toContain("content: attr(data-label)");
    expect(shell(bakery(frontend, ["auth"]))).toContain("record lists are cards on phones");
  });

  it("adds finger-sized controls with Mobile Responsive, and says so", () => {
    const extras = read(withResponsive, "frontend/src/responsive.css");
    expect(extras).not.toContain("content: attr(data-label)");
    expect(extras).toContain("@media (pointer: coarse)");
    const entry = { react: "frontend/src/main.tsx", vue: "frontend/src/main.ts", nextjs: "frontend/src/app/layout.tsx", angular: "frontend/angular.json" }[frontend] ?? "";
    expect(read(withResponsive, entry)).toContain("responsive.css");
    expect(shell(bakery(frontend))).toContain("Mobile Responsive adds finger-sized controls");
    expect(shell(bakery(frontend, ["auth"]))).toContain("a layout that fits phones to desktops");
    expect(shell(bakery(frontend, ["auth"]))).not.toContain("Mobile Responsive");
  });

  it("groups the bakery's links behind More, and an app whose links fit has no More", () => {
    expect(read(without, LAYOUT[frontend] ?? "")).toContain("MORE_NAVIGATION");
    const small = buildAppModel(inputFor({ projectType: "analytics", features: ["dashboard", "analytics"] }, { name: "Metrics", techStack: [frontend, "nodejs", "postgresql"] }));
    expect(navigationGroups(small).more).toEqual([]);
    expect(read(generateProject(small), LAYOUT[frontend] ?? "")).not.toContain("MORE_NAVIGATION");
  });
});
