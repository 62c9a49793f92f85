import { describe, expect, it } from "vitest";
import { checkCustomerLifecycle } from "./entity-checks.js";
import { createTestClient } from "./helpers.js";

describe("/api/customers", () => {
  it("creates, lists, reads, updates and deletes a customer", async () => {
    await checkCustomerLifecycle(await createTestClient());
  });

  it("rejects a customer without its required fields", async () => {
    const client = await createTestClient();
    const response = await client.post("/api/customers").send({}).expect(400);
    const paths = (response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["name","email"]));
  });

  it("answers 404 for a customer that does not exist", async () => {
    const client = await createTestClient();
    await client.get("/api/customers/missing").expect(404);
    await client.delete("/api/customers/missing").expect(404);
  });
});
