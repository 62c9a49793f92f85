import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DIGITALOCEAN_APP_NAME, digitalOceanAppName, digitalOceanAppStatus, upsertDigitalOceanApp } from "./digitalocean";
import { type ProviderClient } from "./provider-http";

/**
 * The DigitalOcean adapter against the local stand-in (tests/setup/fake-platforms.ts), which answers as
 * DigitalOcean's OpenAPI description (github:digitalocean/openapi) has it: app names per app_spec.yml,
 * apps_update's `update_all_source_versions`.
 */

const API = env.DIGITALOCEAN_API_URL;
const seenSchema = z.array(z.object({ method: z.string(), path: z.string(), body: z.unknown() }));
const seen = async () => seenSchema.parse(await (await fetch(`${API}/_fake/seen`)).json());

const spec = (name: string) => ({ name, services: [{ name: "api", github: { repo: "octo/shop", branch: "main", deploy_on_push: true } }] });

describe("a DigitalOcean app's name", () => {
  it("matches the spec's pattern and length (2 to 32 characters) whatever the project's name, and is the same each time", () => {
    const fifty = "corner-bakery-orders-and-deliveries-for-the-north-";
    const names = [fifty, `${fifty}x`, "a", "", "9 lives", "Crème brûlée & co", "shop"].map(digitalOceanAppName);
    for (const name of names) {
      expect(name, name).toMatch(DIGITALOCEAN_APP_NAME);
      expect(name.length).toBeLessThanOrEqual(32);
    }
    expect(names.slice(2)).toEqual(["a-app", "app", "lives", "cr-me-br-l-e-co", "shop"]);
    // Two long names that share their first 32 characters stay two apps.
    expect(names[0]).not.toBe(names[1]);
    expect(digitalOceanAppName(fifty)).toBe(names[0]);
  });

  it("is what the adapter sends: a 50-character project name that DigitalOcean would refuse is created as a valid app", async () => {
    const client: ProviderClient = { baseUrl: API, token: "do-long-name-token" };
    const long = "corner-bakery-orders-and-deliveries-for-the-south";
    const refused = await fetch(`${API}/v2/apps`, { method: "POST", headers: { Authorization: "Bearer do-long-name-token", "Content-Type": "application/json" }, body: JSON.stringify({ spec: spec(long) }) });
    expect(refused.status).toBe(400);
    const app = await upsertDigitalOceanApp(client, spec(long));
    expect(app).toMatchObject({ created: true, name: digitalOceanAppName(long) });
    expect(app.name).toMatch(DIGITALOCEAN_APP_NAME);
  });
});

describe("a DigitalOcean app's secrets", () => {
  const withSecret = (name: string) => ({
    name,
    services: [{ name: "api", github: { repo: "octo/shop", branch: "main" }, envs: [{ key: "AUTH_SECRET", scope: "RUN_TIME", type: "SECRET" }, { key: "APP_ENV", value: "production" }] }],
  });
  const sentSecret = async (method: string) => {
    const sent = (await seen()).filter((request) => request.method === method && request.path.startsWith("/v2/apps")).at(-1);
    return z.object({ spec: z.object({ services: z.array(z.object({ envs: z.array(z.object({ key: z.string(), value: z.string().optional() })) })) }) }).parse(sent?.body).spec.services[0]?.envs.find((env) => env.key === "AUTH_SECRET")?.value;
  };

  it("a new app gets a random AUTH_SECRET (the spec declares it without a value); publishing again keeps it", async () => {
    const client: ProviderClient = { baseUrl: API, token: "do-secret-token" };
    await upsertDigitalOceanApp(client, withSecret("secret-shop"));
    const created = await sentSecret("POST");
    expect(created).toMatch(/^[0-9a-f]{64}$/);
    await upsertDigitalOceanApp(client, withSecret("secret-shop"));
    // App Platform answers the value encrypted and takes the ciphertext back: the same secret, no sign-outs.
    expect(await sentSecret("PUT")).toBe(`EV[1:${btoa(created ?? "")}]`);
    await upsertDigitalOceanApp(client, withSecret("other-shop"));
    expect(await sentSecret("POST")).not.toBe(created);
  });
});

describe("updating a DigitalOcean app", () => {
  it("sends update_all_source_versions, so the new deployment takes the newly pushed commit", async () => {
    const client: ProviderClient = { baseUrl: API, token: "do-update-token" };
    const created = await upsertDigitalOceanApp(client, spec("update-shop"));
    const updated = await upsertDigitalOceanApp(client, spec("update-shop"));
    expect(updated).toEqual({ id: created.id, name: "update-shop", created: false });
    const put = (await seen()).filter((request) => request.method === "PUT" && request.path === `/v2/apps/${created.id}`).at(-1);
    expect(put?.body).toEqual({ spec: spec("update-shop"), update_all_source_versions: true });
    const deployments = await (await fetch(`${API}/v2/apps/${created.id}/deployments?per_page=1`, { headers: { Authorization: "Bearer do-update-token" } })).json();
    expect(deployments).toMatchObject({ deployments: [{ cause: "app spec updated, with the latest commit of every source" }] });
    expect(["PENDING_BUILD", "BUILDING", "PENDING_DEPLOY", "DEPLOYING", "ACTIVE"]).toContain((await digitalOceanAppStatus(client, created.id)).phase);
  });
});
