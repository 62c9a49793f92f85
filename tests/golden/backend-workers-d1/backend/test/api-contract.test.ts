import { describe, expect, it } from "vitest";
import { createTestClient } from "./helpers.js";

/** The routes docs/ARCHITECTURE.md lists; each must reach its handler (any answer but "No route" or a crash). */
const ROUTES: [string, string][] = [
  ["GET","/api/health"],
  ["GET","/api/products"],
  ["POST","/api/products"],
  ["GET","/api/products/:id"],
  ["PUT","/api/products/:id"],
  ["DELETE","/api/products/:id"],
  ["GET","/api/orders"],
  ["POST","/api/orders"],
  ["GET","/api/orders/:id"],
  ["PUT","/api/orders/:id"],
  ["DELETE","/api/orders/:id"],
  ["GET","/api/customers"],
  ["POST","/api/customers"],
  ["GET","/api/customers/:id"],
  ["PUT","/api/customers/:id"],
  ["DELETE","/api/customers/:id"],
  ["GET","/api/pickup-slots"],
  ["POST","/api/pickup-slots"],
  ["GET","/api/pickup-slots/:id"],
  ["PUT","/api/pickup-slots/:id"],
  ["DELETE","/api/pickup-slots/:id"],
  ["GET","/api/production-lists"],
  ["POST","/api/production-lists"],
  ["GET","/api/production-lists/:id"],
  ["PUT","/api/production-lists/:id"],
  ["DELETE","/api/production-lists/:id"],
  ["POST","/api/auth/register"],
  ["POST","/api/auth/login"],
  ["GET","/api/auth/me"],
  ["GET","/api/auth/users"],
  ["PUT","/api/auth/users/:id/role"],
  ["POST","/api/payments/checkout"],
  ["GET","/api/payments"],
  ["GET","/api/payments/:id"],
  ["GET","/api/notifications"],
  ["POST","/api/notifications"],
  ["POST","/api/notifications/:id/read"],
  ["GET","/api/openapi.json"],
  ["POST","/api/analytics/events"],
  ["GET","/api/analytics/summary"],
  ["GET","/api/search"],
  ["POST","/api/uploads"],
  ["GET","/api/uploads"],
  ["GET","/api/uploads/:id"],
  ["GET","/api/uploads/:id/content"],
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
