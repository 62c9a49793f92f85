import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { productInput, customerInput } from "./fixtures.js";
import { createTestClient, request } from "./helpers.js";

describe("/api/live", () => {
  it("streams each change to open connections", async () => {
    const client = await createTestClient();
    const server = client.app.listen(0);
    const controller = new AbortController();
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/live`, { headers: client.headers, signal: controller.signal });
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      if (!response.body) throw new Error("The stream has no body");
      const reader = response.body.getReader();
      await client.post("/api/products").send(await productInput(client)).expect(201);
      const decoder = new TextDecoder();
      let received = "";
      while (!received.includes("\"topic\":\"products\"")) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value);
      }
      expect(received).toContain('"action":"created"');
    } finally {
      controller.abort();
      server.closeAllConnections();
      server.close();
    }
  });

  it("streams a change to a Customer's customer only to its own account and to the roles that see every one", async () => {
    const client = await createTestClient();
    const server = client.app.listen(0);
    const controller = new AbortController();
    try {
      const { port } = server.address() as AddressInfo;
      const register = async (email: string) => {
        const { body } = await request(client.app).post("/api/auth/register").send({ name: "Owner", email, password: "correct horse battery" }).expect(201);
        return { Authorization: `Bearer ${(body as { token: string }).token}` };
      };
      /** Opens a stream; what it answers reads on until the stream has sent `text`, and answers all it has sent. */
      const open = async (headers: Record<string, string>) => {
        const response = await fetch(`http://127.0.0.1:${port}/api/live`, { headers, signal: controller.signal });
        if (!response.body) throw new Error("The stream has no body");
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let received = "";
        return async (text: string) => {
          while (!received.includes(text)) {
            const { value, done } = await reader.read();
            if (done) break;
            received += decoder.decode(value, { stream: true });
          }
          return received;
        };
      };
      // The event as it is sent: topic, action and id, nothing of who owns the record.
      const change = (action: string, id: string) => `event: change\ndata: ${JSON.stringify({ topic: "customers", action, id })}\n\n`;
      const create = async (headers: Record<string, string>) =>
        ((await request(client.app, headers).post("/api/customers").send(await customerInput(client)).expect(201)).body as { id: string }).id;
      const [mine, other] = [await register("avery@example.com"), await register("blake@example.com")];
      const [untilMine, untilOther, untilStaff] = [await open(mine), await open(other), await open(client.headers)];
      const id = await create(mine);
      // The other account's own record comes after the first: its stream is alive and never heard of the first.
      const othersId = await create(other);
      expect(await untilOther(change("created", othersId))).not.toContain(id);
      expect(await untilStaff(change("created", othersId))).toContain(change("created", id));
      // Its owner hears of its deletion, though who owns it goes with the record.
      await request(client.app, mine).delete(`/api/customers/${id}`).expect(204);
      const heard = await untilMine(change("deleted", id));
      expect(heard).toContain(change("created", id));
      expect(heard).not.toContain(othersId);
      await untilStaff(change("deleted", id));
      await request(client.app, other).delete(`/api/customers/${othersId}`).expect(204);
      expect(await untilOther(change("deleted", othersId))).not.toContain(id);
    } finally {
      controller.abort();
      server.closeAllConnections();
      server.close();
    }
  });
});
