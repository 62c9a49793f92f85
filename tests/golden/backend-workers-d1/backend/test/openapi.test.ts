import { describe, expect, it } from "vitest";
import { openApiDocument } from "../src/openapi.js";
import { createTestClient, request } from "./helpers.js";

describe("/api/openapi.json", () => {
  it("serves the document the tests check every answer against, without signing in", async () => {
    const { app } = await createTestClient();
    const response = await request(app).get("/api/openapi.json").expect(200);
    expect(response.body).toEqual(openApiDocument);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(["/api/health","/api/products","/api/products/{id}","/api/orders","/api/orders/{id}","/api/customers","/api/customers/{id}","/api/pickup-slots","/api/pickup-slots/{id}","/api/production-lists","/api/production-lists/{id}","/api/auth/register","/api/auth/login","/api/auth/me","/api/auth/users","/api/auth/users/{id}/role","/api/payments/checkout","/api/payments","/api/payments/{id}","/api/notifications","/api/notifications/{id}/read","/api/openapi.json","/api/analytics/events","/api/analytics/summary","/api/search","/api/uploads","/api/uploads/{id}","/api/uploads/{id}/content","/api/live"]));
  });
});
