import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { follow } from "./publish";
import { type ProviderClient } from "./provider-http";
import { VERCEL_STATES, vercelDeploy, vercelDeployment, type VercelState } from "./vercel";

/**
 * The Vercel adapter: every readyState Vercel documents is understood (its OpenAPI description, read through
 * github:vercel/sdk's generated models), against stub answers and against the local stand-in
 * (tests/setup/fake-platforms.ts), which answers as that description has it.
 */

const API = env.VERCEL_API_URL;
const ref = (id: string) => JSON.stringify({ vercel: id });

/** A Vercel whose deployment is in `readyState`. */
const answering = (readyState: VercelState, extra: Record<string, string> = {}): ProviderClient => ({
  baseUrl: API,
  token: "t",
  fetch: () => Promise.resolve(new Response(JSON.stringify({ id: "dpl_1", url: "shop-1.vercel.test", readyState, ...extra }), { status: 200 })),
});

const outcomeIn = (readyState: VercelState, extra: Record<string, string> = {}) => follow("vercel", ref("dpl_1"), { url: null, detail: "Vercel runs the app" }, { vercel: answering(readyState, extra) });

describe("a Vercel deployment's state", () => {
  it("is understood for every readyState Vercel documents", async () => {
    expect(VERCEL_STATES).toEqual(["QUEUED", "INITIALIZING", "BUILDING", "READY", "ERROR", "CANCELED", "BLOCKED", "DELETED"]);
    const outcomes = Object.fromEntries(await Promise.all(VERCEL_STATES.map(async (state) => [state, (await outcomeIn(state)).status] as const)));
    expect(outcomes).toEqual({ QUEUED: "running", INITIALIZING: "running", BUILDING: "running", READY: "succeeded", ERROR: "failed", CANCELED: "failed", BLOCKED: "failed", DELETED: "failed" });
  });

  it("BLOCKED ends the deployment with what Vercel says and where to look", async () => {
    expect(await outcomeIn("BLOCKED", { readyStateReason: "The team's deployment limit is reached" })).toEqual({
      status: "failed",
      error: "Vercel blocked this deployment: The team's deployment limit is reached, so it will not be built. Vercel's dashboard says why (the project's Deployments tab); deploy again once that is settled there.",
    });
    expect(await outcomeIn("CANCELED")).toMatchObject({ status: "failed", error: "Vercel's build was canceled. Its log is on Vercel's dashboard." });
    expect(await outcomeIn("DELETED")).toMatchObject({ status: "failed", error: expect.stringContaining("deleted on Vercel") });
  });

  it("is followed at the stand-in through INITIALIZING to a blocked end", async () => {
    const client: ProviderClient = { baseUrl: API, token: "vercel-blocked-token" };
    const started = await vercelDeploy(client, { name: "blocked-build", files: [{ path: "index.html", content: "<p>hi</p>" }], settings: { framework: null, installCommand: "npm install", buildCommand: null, outputDirectory: null } });
    expect(started.readyState).toBe("QUEUED");
    expect((await vercelDeployment(client, started.id)).readyState).toBe("BLOCKED");
    expect(await follow("vercel", ref(started.id), { url: null, detail: null }, { vercel: client })).toMatchObject({ status: "failed", error: expect.stringMatching(/^Vercel blocked this deployment: /) });

    const building = await vercelDeploy(client, { name: "steady-build", files: [{ path: "index.html", content: "<p>hi</p>" }], settings: { framework: null, installCommand: "npm install", buildCommand: null, outputDirectory: null } });
    const states: string[] = [];
    for (let look = 0; look < 3; look += 1) states.push((await vercelDeployment(client, building.id)).readyState);
    expect(states).toEqual(["INITIALIZING", "BUILDING", "READY"]);
  });

  it("the stand-in refuses a body outside createDeployment's description, as Vercel does", async () => {
    const answer = await fetch(`${API}/v13/deployments`, {
      method: "POST",
      headers: { Authorization: "Bearer vercel-strict-token", "Content-Type": "application/json" },
      body: JSON.stringify({ name: "strict", files: [{ path: "index.html", data: "x" }] }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: { code: "bad_request", message: "Invalid request: should NOT have additional property `path`." } });
  });
});
