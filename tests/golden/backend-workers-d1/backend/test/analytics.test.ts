import { describe, expect, it } from "vitest";
import { customerInput } from "./fixtures.js";
import { createTestClient, request } from "./helpers.js";

describe("/api/analytics", () => {
  it("counts usage events by name and records by type", async () => {
    const client = await createTestClient();
    await client.post("/api/analytics/events").send({ name: "page_view", path: "/" }).expect(201);
    await client.post("/api/analytics/events").send({ name: "page_view", path: "/" }).expect(201);
    await client.post("/api/analytics/events").send({ name: "signup" }).expect(201);
    const summary = await client.get("/api/analytics/summary").expect(200);
    expect(summary.body.events).toEqual({ page_view: 2, signup: 1 });
    expect(summary.body.records).toEqual({"products":0,"orders":0,"customers":0,"pickup-slots":0,"production-lists":0});
  });

  it("rejects an event without a name", async () => {
    const client = await createTestClient();
    await client.post("/api/analytics/events").send({}).expect(400);
  });

  it("counts for a Customer only its own customers, for the managing role every one", async () => {
    const client = await createTestClient();
    const register = async (email: string) => {
      const { body } = await request(client.app).post("/api/auth/register").send({ name: "Owner", email, password: "correct horse battery" }).expect(201);
      return { Authorization: `Bearer ${(body as { token: string }).token}` };
    };
    const counted = async (headers: Record<string, string>) =>
      ((await request(client.app, headers).get("/api/analytics/summary").expect(200)).body as { records: Record<string, number> }).records["customers"];
    const [mine, other] = [await register("avery@example.com"), await register("blake@example.com")];
    await request(client.app, mine).post("/api/customers").send(await customerInput(client)).expect(201);
    expect(await counted(other)).toBe(0);
    expect(await counted(mine)).toBe(1);
    expect(await counted(client.headers)).toBe(1);
    await request(client.app, other).post("/api/customers").send(await customerInput(client)).expect(201);
    expect(await counted(other)).toBe(1);
    expect(await counted(client.headers)).toBe(2);
  });
});
