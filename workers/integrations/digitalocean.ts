import { z } from "zod";
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

const appSchema = z.object({ id: z.string(), live_url: z.string().nullish(), spec: z.object({ name: z.string() }).passthrough() }).passthrough();

/** An app's name as App Platform's spec allows it (DigitalOcean's OpenAPI description, app_spec.yml `name`): 2 to 32 characters. */
export const DIGITALOCEAN_APP_NAME = /^[a-z][a-z0-9-]{0,30}[a-z0-9]$/;
const APP_NAME_MAX = 32;

/**
 * A project's name made an app name DigitalOcean accepts, the same every time (the app is found by it on
 * the next deploy). A longer name keeps its start and ends with a short hash of the whole, so two projects
 * whose names share their first 32 characters do not land on the same app.
 */
export function digitalOceanAppName(name: string): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^[^a-z]+/, "").replace(/-+$/, "");
  if (slug.length <= APP_NAME_MAX) return slug.length >= 2 ? slug : slug ? `${slug}-app` : "app";
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const suffix = hash.toString(36).padStart(7, "0").slice(0, 7);
  return `${slug.slice(0, APP_NAME_MAX - suffix.length - 1).replace(/-+$/, "")}-${suffix}`;
}

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
