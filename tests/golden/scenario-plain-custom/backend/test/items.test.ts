import { describe, expect, it } from "vitest";
import { checkItemLifecycle } from "./entity-checks.js";
import { createTestClient } from "./helpers.js";

describe("/api/items", () => {
  it("creates, lists, reads, updates and deletes an item", async () => {
    await checkItemLifecycle(await createTestClient());
  });

  it("rejects an item without its required fields", async () => {
    const client = await createTestClient();
    const response = await client.post("/api/items").send({}).expect(400);
    const paths = (response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["name"]));
  });

  it("answers 404 for an item that does not exist", async () => {
    const client = await createTestClient();
    await client.get("/api/items/missing").expect(404);
    await client.delete("/api/items/missing").expect(404);
  });
});
