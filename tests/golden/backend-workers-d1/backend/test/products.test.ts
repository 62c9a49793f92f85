import { describe, expect, it } from "vitest";
import { checkProductLifecycle } from "./entity-checks.js";
import { createTestClient } from "./helpers.js";

describe("/api/products", () => {
  it("creates, lists, reads, updates and deletes a product", async () => {
    await checkProductLifecycle(await createTestClient());
  });

  it("rejects a product without its required fields", async () => {
    const client = await createTestClient();
    const response = await client.post("/api/products").send({}).expect(400);
    const paths = (response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["name","price","stock"]));
  });

  it("answers 404 for a product that does not exist", async () => {
    const client = await createTestClient();
    await client.get("/api/products/missing").expect(404);
    await client.delete("/api/products/missing").expect(404);
  });
});
