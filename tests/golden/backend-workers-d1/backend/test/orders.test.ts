import { describe, expect, it } from "vitest";
import { checkOrderLifecycle, checkOrderKeepsReferences } from "./entity-checks.js";
import { orderInput } from "./fixtures.js";
import { createTestClient } from "./helpers.js";

describe("/api/orders", () => {
  it("creates, lists, reads, updates and deletes an order", async () => {
    await checkOrderLifecycle(await createTestClient());
  });

  it("rejects an order without its required fields", async () => {
    const client = await createTestClient();
    const response = await client.post("/api/orders").send({}).expect(400);
    const paths = (response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["customerId","status","total","placedAt"]));
  });

  it("answers 404 for an order that does not exist", async () => {
    const client = await createTestClient();
    await client.get("/api/orders/missing").expect(404);
    await client.delete("/api/orders/missing").expect(404);
  });

  it("rejects an order whose customer does not exist", async () => {
    const client = await createTestClient();
    const input = await orderInput(client);
    await client.post("/api/orders").send({ ...input, customerId: "missing" }).expect(400);
  });

  it("keeps what an order refers to", async () => {
    await checkOrderKeepsReferences(await createTestClient());
  });

  it("takes placed at only as an RFC 3339 date and time", async () => {
    const client = await createTestClient();
    const input = await orderInput(client);
    for (const placedAt of ["1 Jan 2030","2030-02-30T10:00:00Z","2030-01-15T10:00:00","2030-01-15","+010000-01-01T00:00:00.000Z"]) {
      await client.post("/api/orders").send({ ...input, placedAt }).expect(400);
    }
  });
});
