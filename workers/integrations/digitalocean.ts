import { z } from "zod";
import { digitalOceanAppName } from "../engine/generators/deploy/digitalocean";
import { bearer, commonMessage, ProviderError, providerCall, type ProviderApi, type ProviderClient } from "./provider-http";

/**
 * DigitalOcean over its REST API (v2): the account a token belongs to, an App Platform app created or
 * updated from an app spec, and its latest deployment followed to the end.
 */

export const DIGITALOCEAN_API_URL = "https://api.digitalocean.com";

const digitalOceanApi: ProviderApi = {
  label: "DigitalOcean",
  headers: bearer,
  messageOf: commonMessage,
  classify: ({ status, message }) =>
    (status === 409 || status === 422) && /already (exists|taken|in use)|is taken/i.test(message)
      ? new ProviderError("name_taken", `DigitalOcean says the app's name is taken (${message}): rename the project, or remove that app.`)
      : null,
};

const call = <T>(client: ProviderClient, method: string, path: string, schema: z.ZodType<T>, body?: unknown) => providerCall(digitalOceanApi, client, method, path, schema, body);

export async function digitalOceanAccount(client: ProviderClient): Promise<string> {
  return (await call(client, "GET", "/v2/account", z.object({ account: z.object({ email: z.string() }).passthrough() }))).account.email;
}

export { DIGITALOCEAN_APP_NAME, digitalOceanAppName } from "../engine/generators/deploy/digitalocean";

const appSchema = z.object({ id: z.string(), live_url: z.string().nullish(), spec: z.object({ name: z.string() }).passthrough() }).passthrough();

/**
 * The app named in the spec (its name made one DigitalOcean accepts), updated to it, or created from it;
 * either starts a deployment. An update asks for every component's latest commit
 * (`update_all_source_versions`, apps_update's request in DigitalOcean's OpenAPI description): without it
 * App Platform keeps the sources it had, and would deploy the old commit again.
 */
export async function upsertDigitalOceanApp(client: ProviderClient, appSpec: { name: string } & Record<string, unknown>): Promise<{ id: string; name: string; created: boolean }> {
  const spec = { ...appSpec, name: digitalOceanAppName(appSpec.name) };
  const listed = await call(client, "GET", "/v2/apps?per_page=200", z.object({ apps: z.array(appSchema).nullish() }));
  const existing = (listed.apps ?? []).find((app) => app.spec.name === spec.name);
  if (existing) {
    await call(client, "PUT", `/v2/apps/${encodeURIComponent(existing.id)}`, z.object({ app: appSchema }), { spec, update_all_source_versions: true });
    return { id: existing.id, name: spec.name, created: false };
  }
  const created = await call(client, "POST", "/v2/apps", z.object({ app: appSchema }), { spec });
  return { id: created.app.id, name: spec.name, created: true };
}

export const DIGITALOCEAN_PHASES = { ACTIVE: "succeeded", ERROR: "failed", CANCELED: "failed", SUPERSEDED: "failed" } as const satisfies Record<string, "succeeded" | "failed">;

/** The app's latest deployment phase and, once live, its address. */
export async function digitalOceanAppStatus(client: ProviderClient, appId: string): Promise<{ phase: string; liveUrl: string | null }> {
  const id = encodeURIComponent(appId);
  const deployments = await call(client, "GET", `/v2/apps/${id}/deployments?per_page=1`, z.object({ deployments: z.array(z.object({ id: z.string(), phase: z.string() })).nullish() }));
  const phase = deployments.deployments?.[0]?.phase ?? "PENDING_BUILD";
  if (phase !== "ACTIVE") return { phase, liveUrl: null };
  const app = await call(client, "GET", `/v2/apps/${id}`, z.object({ app: appSchema }));
  return { phase, liveUrl: app.app.live_url ?? null };
}
