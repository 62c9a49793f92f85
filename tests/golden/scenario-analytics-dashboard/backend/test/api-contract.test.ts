import { describe, expect, it } from "vitest";
import { createTestClient } from "./helpers.js";

/** The routes docs/ARCHITECTURE.md lists; each must reach its handler (any answer but "No route" or a crash). */
const ROUTES: [string, string][] = [
  ["GET","/api/health"],
  ["GET","/api/metrics"],
  ["POST","/api/metrics"],
  ["GET","/api/metrics/:id"],
  ["PUT","/api/metrics/:id"],
  ["DELETE","/api/metrics/:id"],
  ["GET","/api/reports"],
  ["POST","/api/reports"],
  ["GET","/api/reports/:id"],
  ["PUT","/api/reports/:id"],
  ["DELETE","/api/reports/:id"],
  ["GET","/api/data-sources"],
  ["POST","/api/data-sources"],
  ["GET","/api/data-sources/:id"],
  ["PUT","/api/data-sources/:id"],
  ["DELETE","/api/data-sources/:id"],
  ["POST","/api/analytics/events"],
  ["GET","/api/analytics/summary"],
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
