import type { AppModel } from "../../model";
import { lines, literal, test } from "../files";
import { contractScreens } from "../qa/contract-screens";
import type { GeneratedFile } from "../types";

/** Every screen of the architecture opens at its path in the real app (its routes and providers), with its heading. */
function appRoutesTest(model: AppModel): string {
  const auth = model.features.includes("auth");
  const screens = contractScreens(model);
  const stub = auth
    ? `stubApi({}, { "GET /api/auth/me": { id: "u1", name: "Tester", email: "tester@example.com", role: "owner" } });`
    : "stubApi();";
  return lines(
    `import { screen } from "@testing-library/dom";`,
    `import { afterEach, describe, expect, it, vi } from "vitest";`,
    auth && `import { tokenStore } from "./api/client";`,
    `import { appConfig } from "./app.config";`,
    `import { openAt } from "./test/harness";`,
    `import { stubApi } from "./test/stub-api";`,
    "",
    `const SCREENS = ${JSON.stringify(screens, null, 2)};`,
    "",
    `describe("every screen of the architecture", () => {`,
    "  afterEach(() => {",
    "    vi.unstubAllGlobals();",
    auth && "    tokenStore.clear();",
    "  });",
    "",
    `  it.each(SCREENS)("$path shows \\"$heading\\"", async ({ path, heading${auth ? ", open" : ""} }) => {`,
    `    ${stub}`,
    auth && `    if (!open) tokenStore.set("test-token");`,
    "    await openAt(path, null, appConfig.providers);",
    `    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();`,
    `    expect(screen.queryByText("Page not found")).toBeNull();`,
    "  });",
    "",
    `  it("answers an unknown path with a not-found page", async () => {`,
    `    ${stub}`,
    auth && `    tokenStore.set("test-token");`,
    `    await openAt(${literal("/no-such-page")}, null, appConfig.providers);`,
    `    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();`,
    "  });",
    auth &&
      lines(
        "",
        `  it("asks a visitor to sign in first", async () => {`,
        `    ${stub}`,
        `    await openAt(${literal(model.screens.find((candidate) => candidate.kind === "list")?.path ?? "/")}, null, appConfig.providers);`,
        `    expect(await screen.findByRole("heading", { level: 1, name: ${literal(`Sign in to ${model.name}`)} })).toBeTruthy();`,
        "  });",
      ),
    "});",
  );
}

/** The qa task's screen contract test for the Angular frontend. */
export const angularContractTests = (model: AppModel): GeneratedFile[] => [test("frontend/src/app/app.spec.ts", appRoutesTest(model))];
