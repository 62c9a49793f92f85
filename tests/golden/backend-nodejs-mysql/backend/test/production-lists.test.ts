import { describe, expect, it } from "vitest";
import { checkProductionListLifecycle } from "./entity-checks.js";
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
});
