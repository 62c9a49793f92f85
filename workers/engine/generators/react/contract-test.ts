import type { AppModel } from "../../model";
import { lines, literal, test } from "../files";
import { contractScreens } from "../qa/contract-screens";
import type { GeneratedFile } from "../types";

/** Every screen of the architecture opens at its path in the real App, with its heading. */
function appRoutesTest(model: AppModel): string {
  const auth = model.features.includes("auth");
  const screens = contractScreens(model);
  return lines(
    `import { cleanup, render, screen } from "@testing-library/react";`,
    `import { MemoryRouter } from "react-router-dom";`,
    `import { afterEach, describe, expect, it, vi } from "vitest";`,
    auth && `import { tokenStore } from "./api/client";`,
    `import { App } from "./App";`,
    auth && `import { AuthProvider } from "./auth/AuthContext";`,
    `import { ROUTER_FUTURE } from "./router-future";`,
    `import { stubApi } from "./test/stub-api";`,
    "",
    `const SCREENS = ${JSON.stringify(screens, null, 2)};`,
    "",
    "function renderAt(path: string) {",
    "  return render(",
    "    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>",
    auth ? "      <AuthProvider>\n        <App />\n      </AuthProvider>" : "      <App />",
    "    </MemoryRouter>,",
    "  );",
    "}",
    "",
    `describe("every screen of the architecture", () => {`,
    "  afterEach(() => {",
    "    cleanup();",
    "    vi.unstubAllGlobals();",
    auth && "    tokenStore.clear();",
    "  });",
    "",
    `  it.each(SCREENS)("$path shows \\"$heading\\"", async ({ path, heading${auth ? ", open" : ""} }) => {`,
    auth &&
      lines(
        `    stubApi({}, { "GET /api/auth/me": { id: "u1", name: "Tester", email: "tester@example.com", role: "owner" } });`,
        `    if (!open) tokenStore.set("test-token");`,
      ),
    !auth && "    stubApi();",
    "    renderAt(path);",
    "    expect(await screen.findByRole(\"heading\", { level: 1, name: heading })).toBeTruthy();",
    `    expect(screen.queryByText("Page not found")).toBeNull();`,
    "  });",
    "",
    `  it("answers an unknown path with a not-found page", async () => {`,
    auth ? lines(`    stubApi({}, { "GET /api/auth/me": { id: "u1", name: "Tester", email: "tester@example.com", role: "owner" } });`, `    tokenStore.set("test-token");`) : "    stubApi();",
    `    renderAt(${literal("/no-such-page")});`,
    `    expect(await screen.findByText("Page not found")).toBeTruthy();`,
    "  });",
    "});",
  );
}

/** The qa task's screen contract test for the React frontend. */
export const reactContractTests = (model: AppModel): GeneratedFile[] => [test("frontend/src/App.test.tsx", appRoutesTest(model))];
