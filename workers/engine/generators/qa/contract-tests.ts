import type { AppModel, Screen } from "../../model";
import { lines, literal, test } from "../files";
import type { GeneratedFile } from "../types";

/** Every route the architecture promises must be served (not answered by the unknown-route handler). */
function apiContractTest(model: AppModel): string {
  // The live stream never ends; its own test reads it.
  const routes = model.apiRoutes.filter((route) => route.path !== "/api/live").map((route) => [route.method, route.path]);
  return lines(
    `import { describe, expect, it } from "vitest";`,
    `import { createTestClient } from "./helpers.js";`,
    "",
    "/** The routes docs/ARCHITECTURE.md lists; each must reach its handler (any answer but \"No route\" or a crash). */",
    "const ROUTES: [string, string][] = [",
    ...routes.map((route) => `  ${JSON.stringify(route)},`),
    "];",
    "",
    `describe("the API contract", () => {`,
    `  it.each(ROUTES)("%s %s is served", async (method, path) => {`,
    "    const client = await createTestClient();",
    `    const url = path.replace(":id", "contract-check");`,
    "    const response =",
    `      method === "GET"`,
    "        ? await client.get(url)",
    `        : method === "POST"`,
    "          ? await client.post(url).send({})",
    `          : method === "PUT"`,
    "            ? await client.put(url).send({})",
    "            : await client.delete(url);",
    "    expect(response.status).toBeLessThan(500);",
    `    expect(String(response.body?.error ?? "")).not.toMatch(/^No route/);`,
    "  });",
    "});",
  );
}

function expectedHeading(model: AppModel, screen: Screen): string {
  const entity = model.entities.find((candidate) => candidate.name === screen.entity);
  if (screen.kind === "detail" && entity) return `New ${entity.label.toLowerCase()}`;
  if (screen.kind === "login") return `Sign in to ${model.name}`;
  if (screen.kind === "register") return `Create your ${model.name} account`;
  return screen.title;
}

/** Every screen of the architecture opens at its path in the real App, with its heading. */
function appRoutesTest(model: AppModel): string {
  const auth = model.features.includes("auth");
  const screens = model.screens.map((screen) => ({
    path: screen.path.replace(":id", "new"),
    heading: expectedHeading(model, screen),
    open: screen.kind === "login" || screen.kind === "register",
  }));
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
        `    stubApi({}, { "GET /api/auth/me": { id: "u1", name: "Tester", email: "tester@example.com" } });`,
        `    if (!open) tokenStore.set("test-token");`,
      ),
    !auth && "    stubApi();",
    "    renderAt(path);",
    "    expect(await screen.findByRole(\"heading\", { level: 1, name: heading })).toBeTruthy();",
    `    expect(screen.queryByText("Page not found")).toBeNull();`,
    "  });",
    "",
    `  it("answers an unknown path with a not-found page", async () => {`,
    auth ? lines(`    stubApi({}, { "GET /api/auth/me": { id: "u1", name: "Tester", email: "tester@example.com" } });`, `    tokenStore.set("test-token");`) : "    stubApi();",
    `    renderAt(${literal("/no-such-page")});`,
    `    expect(await screen.findByText("Page not found")).toBeTruthy();`,
    "  });",
    "});",
  );
}

export function contractTestFiles(model: AppModel): GeneratedFile[] {
  return [
    test("backend/test/api-contract.test.ts", apiContractTest(model)),
    test("frontend/src/App.test.tsx", appRoutesTest(model)),
  ];
}
