import type { AppModel } from "../../model";
import { lines, literal, test } from "../files";
import { ruleCases } from "../rule-cases";
import type { GeneratedFile } from "../types";

const fixtureName = (camel: string) => `${camel}Input`;

/** test/rules.test.ts: every business rule broken (refused) and kept (allowed), from the shared case table. */
export function nodeRuleTests(model: AppModel): GeneratedFile[] {
  const cases = ruleCases(model);
  if (cases.length === 0) return [];
  const fixtures = [...new Set(cases.map((item) => fixtureName(item.entity.camel)))].sort();
  return [
    test(
      "backend/test/rules.test.ts",
      lines(
        `import { describe, expect, it } from "vitest";`,
        `import { ${fixtures.join(", ")} } from "./fixtures.js";`,
        `import { createTestClient, type TestClient } from "./helpers.js";`,
        "",
        "interface RuleCase {",
        "  title: string;",
        "  route: string;",
        "  fixture: (client: TestClient) => Promise<Record<string, unknown>>;",
        `  action: "create" | "create twice" | "update";`,
        "  changes: Record<string, unknown>;",
        "  status: number;",
        "}",
        "",
        "/** Each rule of docs/ARCHITECTURE.md (\"Business rules\"), broken and kept. */",
        "const CASES: RuleCase[] = [",
        ...cases.map(
          (item) =>
            `  { title: ${literal(item.title)}, route: ${literal(`/api/${item.entity.route}`)}, fixture: ${fixtureName(item.entity.camel)}, action: ${literal(item.action)}, changes: ${JSON.stringify(item.changes)}, status: ${item.status} },`,
        ),
        "];",
        "",
        `describe("the business rules", () => {`,
        `  it.each(CASES)("$title", async ({ route, fixture, action, changes, status }) => {`,
        "    const client = await createTestClient();",
        "    const input = await fixture(client);",
        `    if (action === "update") {`,
        "      const created = await client.post(route).send(input).expect(201);",
        "      const id = (created.body as { id: string }).id;",
        "      const response = await client.put(`${route}/${id}`).send({ ...input, ...changes });",
        "      expect(response.status, JSON.stringify(response.body)).toBe(status);",
        "      return;",
        "    }",
        `    if (action === "create twice") await client.post(route).send(input).expect(201);`,
        "    const response = await client.post(route).send({ ...input, ...changes });",
        "    expect(response.status, JSON.stringify(response.body)).toBe(status);",
        "  });",
        "});",
      ),
    ),
  ];
}
