import { describe, expect, it } from "vitest";
import { checkProductionListLifecycle } from "./entity-checks.js";
import { productionListInput } from "./fixtures.js";
import { createTestClient } from "./helpers.js";

describe("/api/production-lists", () => {
  it("creates, lists, reads, updates and deletes a production list", async () => {
    await checkProductionListLifecycle(await createTestClient());
  });

  it("rejects a production list without its required fields", async () => {
    const client = await createTestClient();
    const response = await client.post("/api/production-lists").send({}).expect(400);
    const paths = (response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["title","date"]));
  });

  it("answers 404 for a production list that does not exist", async () => {
    const client = await createTestClient();
    await client.get("/api/production-lists/missing").expect(404);
    await client.delete("/api/production-lists/missing").expect(404);
  });

  it("takes date only as an RFC 3339 date and time", async () => {
    const client = await createTestClient();
    const input = await productionListInput(client);
    for (const date of ["1 Jan 2030","2030-02-30T10:00:00Z","2030-01-15T10:00:00","2030-01-15","+010000-01-01T00:00:00.000Z"]) {
      await client.post("/api/production-lists").send({ ...input, date }).expect(400);
    }
  });
});
