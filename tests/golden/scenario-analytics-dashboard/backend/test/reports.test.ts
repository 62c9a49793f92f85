import { describe, expect, it } from "vitest";
import { checkReportLifecycle } from "./entity-checks.js";
import { createTestClient } from "./helpers.js";

describe("/api/reports", () => {
  it("creates, lists, reads, updates and deletes a report", async () => {
    await checkReportLifecycle(await createTestClient());
  });

  it("rejects a report without its required fields", async () => {
    const client = await createTestClient();
    const response = await client.post("/api/reports").send({}).expect(400);
    const paths = (response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["title","periodStart","periodEnd"]));
  });

  it("answers 404 for a report that does not exist", async () => {
    const client = await createTestClient();
    await client.get("/api/reports/missing").expect(404);
    await client.delete("/api/reports/missing").expect(404);
  });
});
