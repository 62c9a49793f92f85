import { describe, expect, it } from "vitest";
import { createTestClient } from "./helpers.js";

/** The routes docs/ARCHITECTURE.md lists; each must reach its handler (any answer but "No route" or a crash). */
const ROUTES: [string, string][] = [
  {{routes}}
];

describe("the API contract", () => {
  it.each(ROUTES)("%s %s is served", async (method, path) => {
    const client = await createTestClient();
    const url = path.replace(":id", "contract-check");
    const response =
      method === "GET"
        ? await client.get(url)
        : method === "POST"
          ? await client.post(url).send({})
          : method === "PUT"
            ? await client.put(url).send({})
            : await client.delete(url);
    expect(response.status).toBeLessThan(500);
    expect(String(response.body?.error ?? "")).not.toMatch(/^No route/);
  });
});
