import { describe, expect, it } from "vitest";
{{ownedImport}}
import { createTestClient{{requestImport}} } from "./helpers.js";

describe("/api/analytics", () => {
  it("counts usage events by name and records by type", async () => {
    const client = await createTestClient();
    await client.post("/api/analytics/events").send({ name: "page_view", path: "/" }).expect(201);
    await client.post("/api/analytics/events").send({ name: "page_view", path: "/" }).expect(201);
    await client.post("/api/analytics/events").send({ name: "signup" }).expect(201);
    const summary = await client.get("/api/analytics/summary").expect(200);
    expect(summary.body.events).toEqual({ page_view: 2, signup: 1 });
    expect(summary.body.records).toEqual({{records}});
  });

  it("rejects an event without a name", async () => {
    const client = await createTestClient();
    await client.post("/api/analytics/events").send({}).expect(400);
  });
  {{ownedTest}}
});
