import { describe, expect, it } from "vitest";
import { checkReportLifecycle } from "./entity-checks.js";
import { reportInput } from "./fixtures.js";
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

  it("takes period start only as an RFC 3339 date and time", async () => {
    const client = await createTestClient();
    const input = await reportInput(client);
    for (const periodStart of ["1 Jan 2030","2030-02-30T10:00:00Z","2030-01-15T10:00:00","2030-01-15","+010000-01-01T00:00:00.000Z"]) {
      await client.post("/api/reports").send({ ...input, periodStart }).expect(400);
    }
  });
});
