import { describe, expect, it } from "vitest";
import { productInput, customerInput } from "./fixtures.js";
import { createTestClient, request, type App } from "./helpers.js";

/** Opens the live stream on the app in-process; what it answers reads on until the stream has sent `text`. */
async function openStream(app: App, headers: Record<string, string>) {
  const response = await app.request("/api/live", { headers });
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  if (!response.body) throw new Error("The stream has no body");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = "";
  const until = async (text: string) => {
    while (!received.includes(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
    return received;
  };
  return { until, close: () => reader.cancel() };
}

describe("/api/live", () => {
  it("streams each change to open connections", async () => {
    const client = await createTestClient();
    const stream = await openStream(client.app, client.headers);
    try {
      await client.post("/api/products").send(await productInput(client)).expect(201);
      expect(await stream.until("\"topic\":\"products\"")).toContain('"action":"created"');
    } finally {
      await stream.close();
    }
  });

  it("streams a change to a Customer's customer only to its own account and to the roles that see every one", async () => {
    const client = await createTestClient();
    const register = async (email: string) => {
      const { body } = await request(client.app).post("/api/auth/register").send({ name: "Owner", email, password: "correct horse battery" }).expect(201);
      return { Authorization: `Bearer ${(body as { token: string }).token}` };
    };
    // The event as it is sent: topic, action and id, nothing of who owns the record.
    const change = (action: string, id: string) => `event: change\ndata: ${JSON.stringify({ topic: "customers", action, id })}\n\n`;
    const create = async (headers: Record<string, string>) =>
      ((await request(client.app, headers).post("/api/customers").send(await customerInput(client)).expect(201)).body as { id: string }).id;
    const [mine, other] = [await register("avery@example.com"), await register("blake@example.com")];
    const streams = [await openStream(client.app, mine), await openStream(client.app, other), await openStream(client.app, client.headers)];
    const [ofMine, ofOther, ofStaff] = streams;
    try {
      const id = await create(mine);
      // The other account's own record comes after the first: its stream is alive and never heard of the first.
      const othersId = await create(other);
      expect(await ofOther?.until(change("created", othersId))).not.toContain(id);
      expect(await ofStaff?.until(change("created", othersId))).toContain(change("created", id));
      // Its owner hears of its deletion, though who owns it goes with the record.
      await request(client.app, mine).delete(`/api/customers/${id}`).expect(204);
      const heard = await ofMine?.until(change("deleted", id));
      expect(heard).toContain(change("created", id));
      expect(heard).not.toContain(othersId);
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });
});
