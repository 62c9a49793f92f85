import { describe, expect, it } from "vitest";
import { checkDataSourceLifecycle } from "./entity-checks.js";
import { createTestClient } from "./helpers.js";

describe("/api/data-sources", () => {
  it("creates, lists, reads, updates and deletes a data source", async () => {
    await checkDataSourceLifecycle(await createTestClient());
  });

  it("rejects a data source without its required fields", async () => {
    const client = await createTestClient();
    const response = await client.post("/api/data-sources").send({}).expect(400);
    const paths = (response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["name","kind"]));
  });

  it("answers 404 for a data source that does not exist", async () => {
    const client = await createTestClient();
    await client.get("/api/data-sources/missing").expect(404);
    await client.delete("/api/data-sources/missing").expect(404);
  });
});
