import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cursorAgent, launchCursorAgent } from "./cursor";
import { type ProviderClient } from "./provider-http";

/**
 * The Cursor adapter against the local stand-in (tests/setup/fake-platforms.ts), which answers as Cursor's
 * background-agent API v0 documentation has it ("Launch an agent", "Agent status").
 */

const API = env.CURSOR_API_URL;
const launch = (token: string, body: unknown) => fetch(`${API}/v0/agents`, { method: "POST", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: JSON.stringify(body) });

/** Reads the agent until it ends (the stand-in moves one step per read). */
async function finished(client: ProviderClient, id: string) {
  for (let look = 0; look < 5; look += 1) {
    const agent = await cursorAgent(client, id);
    if (agent.status === "FINISHED") return agent;
  }
  throw new Error("the agent never finished");
}

describe("a Cursor agent launched by the adapter", () => {
  it("asks for a pull request, so the finished agent has a prUrl; without autoCreatePr Cursor opens none", async () => {
    const client: ProviderClient = { baseUrl: API, token: "cursor-pr-token" };
    const launched = await launchCursorAgent(client, { prompt: "Add the orders API", repository: "https://github.com/octo/shop" });
    expect(launched.status).toBe("CREATING");
    expect((await finished(client, launched.id)).target?.prUrl).toBe("https://github.com/octo/shop/pull/1");

    const withoutPr = (await (await launch("cursor-pr-token", { prompt: { text: "Add the orders API" }, source: { repository: "https://github.com/octo/shop", ref: "main" } })).json()) as { id: string };
    expect((await finished(client, withoutPr.id)).target?.prUrl).toBeUndefined();
  });

  it("answers where the agent started (source) and the branch its work is on (target.branchName)", async () => {
    const client: ProviderClient = { baseUrl: API, token: "cursor-branch-token" };
    const launched = await launchCursorAgent(client, { prompt: "Add the orders API", repository: "https://github.com/octo/shop" });
    const agent = await finished(client, launched.id);
    // No ref was named: Cursor starts from the repository's default branch, and the answer names none.
    expect(agent.source).toEqual({ repository: "https://github.com/octo/shop" });
    expect(agent.target?.branchName).toBe(`cursor/${launched.id}`);

    const named = z.object({ id: z.string() }).parse(await (await launch("cursor-branch-token", { prompt: { text: "x" }, source: { repository: "https://github.com/octo/shop", ref: "develop" }, target: { branchName: "feature/orders" } })).json());
    const namedAgent = await finished(client, named.id);
    expect(namedAgent.source?.ref).toBe("develop");
    expect(namedAgent.target?.branchName).toBe("feature/orders");
  });

  it("the stand-in refuses a launch outside Cursor's description, with Cursor's error shape", async () => {
    const answer = await launch("cursor-strict-token", { prompt: { text: "x" }, source: { repository: "https://github.com/octo/shop" }, target: { createPr: true } });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: { message: "Unknown field: target.createPr", code: "invalid_request" } });
  });
});
