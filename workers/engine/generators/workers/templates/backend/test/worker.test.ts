import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("the Worker", () => {
  it("serves the API through its fetch handler (src/index.ts) with the D1 binding of wrangler.toml", async () => {
    const response = await SELF.fetch("http://localhost/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    const unknown = await SELF.fetch("http://localhost/api/no-such-thing");
    expect(unknown.status).toBeGreaterThanOrEqual(400);
  });
});
