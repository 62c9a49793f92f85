import { describe, expect, it } from "vitest";
import { createTestClient } from "./helpers.js";

describe("the API", () => {
  it("answers the health check", async () => {
    const client = await createTestClient();
    const response = await client.get("/api/health").expect(200);
    expect(response.body).toEqual({ status: "ok" });
  });

  it("answers an unknown route with 404 and a JSON error", async () => {
    const client = await createTestClient();
    const response = await client.get("/api/no-such-thing").expect(404);
    expect(response.body).toEqual({ error: "No route for GET /api/no-such-thing" });
  });

  it("answers malformed JSON with 400", async () => {
    const client = await createTestClient();
    await client.post("/api/health").set("Content-Type", "application/json").send("{not json").expect(400);
  });
});
