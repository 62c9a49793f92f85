import type { AppModel } from "../../model";
import { lines, literal, test } from "../files";
import { contractScreens } from "../qa/contract-screens";
import type { GeneratedFile } from "../types";
import { chosenNextFeatures } from "./features";
import { allPages, pageModule } from "./pages";

const ME = `{ "GET /api/auth/me": { id: "u1", name: "Tester", email: "tester@example.com", role: "owner" } }`;

/**
 * Every screen of the architecture opens at its path with its heading: each page of src/app, in its layout,
 * inside the app's providers, matched by path as the App Router matches it.
 */
function appRoutesTest(model: AppModel): string {
  const auth = model.features.includes("auth");
  const taken = new Set<string>();
  const pages = allPages(model, chosenNextFeatures(model)).map((page) => {
    let alias = page.name;
    for (let n = 2; taken.has(alias); n++) alias = `${page.name}${n}`;
    taken.add(alias);
    return { page, alias };
  });
  return lines(
    `import { cleanup, screen } from "@testing-library/react";`,
    `import { afterEach, describe, expect, it, vi } from "vitest";`,
    auth && `import { tokenStore } from "@/api/client";`,
    `import { renderAt, type Routes } from "@/test/next-navigation";`,
    `import { stubApi } from "@/test/stub-api";`,
    `import AppLayout from "./(app)/layout";`,
    `import NotFoundPage from "./not-found";`,
    `import { Providers } from "./providers";`,
    ...pages.map(({ page, alias }) => `import ${alias} from ${literal(pageModule(page))};`),
    "",
    "const ROUTES: Routes = {",
    ...pages.map(({ page, alias }) =>
      page.open
        ? `  ${literal(page.route)}: () => <${alias} />,`
        : `  ${literal(page.route)}: () => (\n    <AppLayout>\n      <${alias} />\n    </AppLayout>\n  ),`,
    ),
    "};",
    "",
    `const SCREENS = ${JSON.stringify(contractScreens(model), null, 2)};`,
    "",
    "const open = (path: string) => renderAt(path, ROUTES, { fallback: () => <NotFoundPage />, wrapper: Providers });",
    "",
    `describe("every screen of the architecture", () => {`,
    "  afterEach(() => {",
    "    cleanup();",
    "    vi.unstubAllGlobals();",
    auth && "    tokenStore.clear();",
    "  });",
    "",
    `  it.each(SCREENS)("$path shows \\"$heading\\"", async ({ path, heading${auth ? ", open: isOpen" : ""} }) => {`,
    auth ? lines(`    stubApi({}, ${ME});`, `    if (!isOpen) tokenStore.set("test-token");`) : "    stubApi();",
    "    open(path);",
    `    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();`,
    `    expect(screen.queryByText("Page not found")).toBeNull();`,
    "  });",
    "",
    `  it("answers an unknown path with a not-found page", async () => {`,
    auth ? lines(`    stubApi({}, ${ME});`, `    tokenStore.set("test-token");`) : "    stubApi();",
    `    open(${literal("/no-such-page")});`,
    `    expect(await screen.findByText("Page not found")).toBeTruthy();`,
    "  });",
    "});",
  );
}

/** The qa task's screen contract test for the Next.js frontend. */
export const nextContractTests = (model: AppModel): GeneratedFile[] => [test("frontend/src/app/screens.test.tsx", appRoutesTest(model))];
