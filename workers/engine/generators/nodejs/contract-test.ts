import type { AppModel } from "../../model";
import { lines, test } from "../files";
import { contractRoutes } from "../qa/contract-screens";
import type { GeneratedFile } from "../types";

/** Every route the architecture promises must be served (not answered by the unknown-route handler). */
function apiContractTest(model: AppModel): string {
  const routes = contractRoutes(model);
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

/** The qa task's API contract test for the Node backend. */
export const nodeContractTests = (model: AppModel): GeneratedFile[] => [test("backend/test/api-contract.test.ts", apiContractTest(model))];
