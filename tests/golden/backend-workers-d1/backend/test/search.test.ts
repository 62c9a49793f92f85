import { describe, expect, it } from "vitest";
import { productInput } from "./fixtures.js";
import { createTestClient } from "./helpers.js";

describe("/api/search", () => {
  it("finds products by their text", async () => {
    const client = await createTestClient();
    const created = await client.post("/api/products").send(await productInput(client)).expect(201);
    const response = await client.get("/api/search").query({ q: "SAMPLE NAME" }).expect(200);
    expect(response.body).toContainEqual(expect.objectContaining({ route: "products", id: created.body.id }));
  });

  it("answers an empty list when nothing matches, and 400 without a query", async () => {
    const client = await createTestClient();
    const response = await client.get("/api/search").query({ q: "no record says this" }).expect(200);
    expect(response.body).toEqual([]);
    await client.get("/api/search").expect(400);
  });
});
