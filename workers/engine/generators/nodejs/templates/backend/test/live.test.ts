import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { {{camel}}Input{{ownedFixture}} } from "./fixtures.js";
import { createTestClient{{requestImport}} } from "./helpers.js";

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
      await client.post({{path}}).send(await {{camel}}Input(client)).expect(201);
      const decoder = new TextDecoder();
      let received = "";
      while (!received.includes({{topic}})) {
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
  {{ownedTest}}
});
