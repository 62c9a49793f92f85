import { describe, expect, it } from "vitest";
import { checkMetricLifecycle } from "./entity-checks.js";
import { metricInput } from "./fixtures.js";
import { createTestClient } from "./helpers.js";

describe("/api/metrics", () => {
  it("creates, lists, reads, updates and deletes a metric", async () => {
    await checkMetricLifecycle(await createTestClient());
  });

  it("rejects a metric without its required fields", async () => {
    const client = await createTestClient();
    const response = await client.post("/api/metrics").send({}).expect(400);
    const paths = (response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["name","value","recordedAt"]));
  });

  it("answers 404 for a metric that does not exist", async () => {
    const client = await createTestClient();
    await client.get("/api/metrics/missing").expect(404);
    await client.delete("/api/metrics/missing").expect(404);
  });

  it("rejects a metric whose data source does not exist", async () => {
    const client = await createTestClient();
    const input = await metricInput(client);
    await client.post("/api/metrics").send({ ...input, dataSourceId: "missing" }).expect(400);
  });

  it("takes recorded at only as an RFC 3339 date and time", async () => {
    const client = await createTestClient();
    const input = await metricInput(client);
    for (const recordedAt of ["1 Jan 2030","2030-02-30T10:00:00Z","2030-01-15T10:00:00","2030-01-15","+010000-01-01T00:00:00.000Z"]) {
      await client.post("/api/metrics").send({ ...input, recordedAt }).expect(400);
    }
  });
});
