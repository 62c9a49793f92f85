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
  const named = { ...appSpec, name: digitalOceanAppName(appSpec.name) };
  const listed = await call(client, "GET", "/v2/apps?per_page=200", z.object({ apps: z.array(appSchema).nullish() }));
  const existing = (listed.apps ?? []).find((app) => app.spec.name === named.name);
  const spec = withSecretValues(named, existing?.spec);
  if (existing) {
    await call(client, "PUT", `/v2/apps/${encodeURIComponent(existing.id)}`, z.object({ app: appSchema }), { spec, update_all_source_versions: true });
    return { id: existing.id, name: spec.name, created: false };
  }
  const created = await call(client, "POST", "/v2/apps", z.object({ app: appSchema }), { spec });
  return { id: created.app.id, name: spec.name, created: true };
}

const envSchema = z.object({ key: z.string(), type: z.string().optional(), value: z.string().optional() }).passthrough();
const componentSchema = z.object({ name: z.string().optional(), envs: z.array(envSchema).optional() }).passthrough();
/** The spec's lists of components that carry their own variables (app_spec.yml). */
const COMPONENT_LISTS = ["services", "workers", "jobs", "static_sites", "functions"] as const;

/**
 * The generated spec declares secrets (AUTH_SECRET) without a value: the app must not start with a known one.
 * Each keeps the value the app already has (App Platform answers it encrypted, and takes it back as it is), or
 * gets a random one when the app is new, so publishing again never signs its users out.
 */
function withSecretValues<T extends Record<string, unknown>>(spec: T, current: Record<string, unknown> | undefined): T {
  const currentEnvs = (name: string | undefined, list: string | null) => {
    if (!current) return [];
    const holder = list === null ? current : z.array(componentSchema).safeParse(current[list]).data?.find((entry) => entry.name === name);
    return z.array(envSchema).safeParse(holder?.envs).data ?? [];
  };
  const fill = (envs: unknown, name: string | undefined, list: string | null) => {
    const parsed = z.array(envSchema).safeParse(envs);
    if (!parsed.success) return envs;
    return parsed.data.map((env) => {
      if (env.type !== "SECRET" || env.value) return env;
      const kept = currentEnvs(name, list).find((candidate) => candidate.key === env.key)?.value;
      return { ...env, value: kept || randomSecret() };
    });
  };
  const filled: Record<string, unknown> = { ...spec };
  if (spec.envs !== undefined) filled.envs = fill(spec.envs, undefined, null);
  for (const list of COMPONENT_LISTS) {
    const components = z.array(componentSchema).safeParse(spec[list]);
    if (!components.success) continue;
    filled[list] = components.data.map((component) => (component.envs ? { ...component, envs: fill(component.envs, component.name, list) } : component));
  }
  return filled as T;
}

/** 32 random bytes as hex: a secret nobody knows, for a variable the user did not set. */
function randomSecret(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
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
