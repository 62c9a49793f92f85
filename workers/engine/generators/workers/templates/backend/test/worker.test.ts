import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { anonymousClient } from "./helpers.js";

describe("the Worker", () => {
  it("serves the API through its fetch handler (src/index.ts) with the D1 binding of wrangler.toml", async () => {
    const response = await SELF.fetch("http://localhost/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    const unknown = await SELF.fetch("http://localhost/api/no-such-thing");
    expect(unknown.status).toBeGreaterThanOrEqual(400);
  });

  it("refuses a JSON body it cannot read, as the OpenAPI document says: over 1 MB, not UTF-8, compressed", async () => {
    const client = anonymousClient();
    const large = JSON.stringify({ text: "x".repeat(1024 * 1024) });
    await client.post("/api/health").set("Content-Type", "application/json").send(large).expect(413);
    await client.post("/api/health").set("Content-Type", "application/json; charset=latin1").send("{}").expect(415);
    await client.post("/api/health").set({ "Content-Type": "application/json", "Content-Encoding": "br" }).send("{}").expect(415);
  });
});
