import { describe, expect, it } from "vitest";
import { checkPickupSlotLifecycle } from "./entity-checks.js";
import { createTestClient } from "./helpers.js";

describe("/api/pickup-slots", () => {
  it("creates, lists, reads, updates and deletes a pickup slot", async () => {
    await checkPickupSlotLifecycle(await createTestClient());
  });

  it("rejects a pickup slot without its required fields", async () => {
    const client = await createTestClient();
    const response = await client.post("/api/pickup-slots").send({}).expect(400);
    const paths = (response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["startsAt","endsAt","capacity"]));
  });

  it("answers 404 for a pickup slot that does not exist", async () => {
    const client = await createTestClient();
    await client.get("/api/pickup-slots/missing").expect(404);
    await client.delete("/api/pickup-slots/missing").expect(404);
  });
});
