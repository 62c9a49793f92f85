import { describe, expect, it } from "vitest";
import { productInput } from "./fixtures.js";
import { createTestClient, type App } from "./helpers.js";

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
});
