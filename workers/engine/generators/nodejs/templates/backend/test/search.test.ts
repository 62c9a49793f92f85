import { describe, expect, it } from "vitest";
{{fixtureImport}}
import { createTestClient } from "./helpers.js";

describe("/api/search", () => {
  {{findsTest}}
  it("answers an empty list when nothing matches, and 400 without a query", async () => {
    const client = await createTestClient();
    const response = await client.get("/api/search").query({ q: "no record says this" }).expect(200);
    expect(response.body).toEqual([]);
    await client.get("/api/search").expect(400);
  });
});
