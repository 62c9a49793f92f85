import { describe, expect, it } from "vitest";
import { checkPickupSlotLifecycle } from "./entity-checks.js";
import { pickupSlotInput } from "./fixtures.js";
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

  it("takes starts at only as an RFC 3339 date and time", async () => {
    const client = await createTestClient();
    const input = await pickupSlotInput(client);
    for (const startsAt of ["1 Jan 2030","2030-02-30T10:00:00Z","2030-01-15T10:00:00","2030-01-15","+010000-01-01T00:00:00.000Z"]) {
      await client.post("/api/pickup-slots").send({ ...input, startsAt }).expect(400);
    }
  });
});
