import { z } from "zod";
import { bearer, commonMessage, ProviderError, providerCall, type ProviderApi, type ProviderClient } from "./provider-http";

/**
 * Render over its REST API (v1): the workspace a key belongs to, services and PostgreSQL databases found
 * by name or created from a GitHub repository, deploys started and followed.
 */

export const RENDER_API_URL = "https://api.render.com/v1";

const renderApi: ProviderApi = {
  label: "Render",
  headers: bearer,
  messageOf: commonMessage,
  classify: ({ status, message }) =>
    (status === 400 || status === 409) && /already (exists|in use|taken)/i.test(message)
      ? new ProviderError("name_taken", `Render says the name is taken (${message}): rename the project, or remove that service on Render.`)
      : null,
};

const call = <T>(client: ProviderClient, method: string, path: string, schema: z.ZodType<T>, body?: unknown) => providerCall(renderApi, client, method, path, schema, body);

const ownerSchema = z.object({ id: z.string(), name: z.string(), email: z.string().nullish() });

/** The workspace a key belongs to (the first one it may use): its id for new services, its name for "connected as". */
export async function renderOwner(client: ProviderClient): Promise<z.infer<typeof ownerSchema>> {
  const owners = await call(client, "GET", "/owners?limit=1", z.array(z.object({ owner: ownerSchema })));
  const first = owners[0];
  if (!first) throw new ProviderError("refused", "Render's key has no workspace to create services in.");
  return first.owner;
}

export const renderAccount = async (client: ProviderClient): Promise<string> => (await renderOwner(client)).name;

const serviceSchema = z.object({ id: z.string(), name: z.string(), serviceDetails: z.object({ url: z.string().nullish() }).passthrough().nullish() }).passthrough();
export type RenderService = z.infer<typeof serviceSchema>;

export async function findRenderService(client: ProviderClient, ownerId: string, name: string): Promise<RenderService | null> {
  const found = await call(client, "GET", `/services?ownerId=${encodeURIComponent(ownerId)}&name=${encodeURIComponent(name)}&limit=20`, z.array(z.object({ service: serviceSchema })));
  return found.map((entry) => entry.service).find((service) => service.name === name) ?? null;
}

/** Creates a service (its first deploy starts with it). `body` is Render's create-service request. */
export async function createRenderService(client: ProviderClient, body: Record<string, unknown>): Promise<{ service: RenderService; deployId: string | null }> {
  const created = await call(client, "POST", "/services", z.object({ service: serviceSchema, deployId: z.string().nullish() }), body);
  return { service: created.service, deployId: created.deployId ?? null };
}

/**
 * A static site's redirect and rewrite rules, replacing any it had. Render's RoutePut is only `type`,
 * `source` and `destination` (its OpenAPI description, as generated into render-oss/cli's client): the
 * order of the list is the priority, the first rule first.
 */
export async function setRenderRoutes(client: ProviderClient, serviceId: string, routes: readonly { type: string; source: string; destination: string }[]): Promise<void> {
  const body = routes.map(({ type, source, destination }) => ({ type, source, destination }));
  await call(client, "PUT", `/services/${encodeURIComponent(serviceId)}/routes`, z.unknown(), body);
}

export const RENDER_DEPLOY_STATES = {
  live: "succeeded",
  build_failed: "failed",
  update_failed: "failed",
  pre_deploy_failed: "failed",
  canceled: "failed",
  deactivated: "failed",
} as const satisfies Record<string, "succeeded" | "failed">;

const deploySchema = z.object({ id: z.string(), status: z.string() });

/** A new deploy of the service's latest commit. */
export async function startRenderDeploy(client: ProviderClient, serviceId: string): Promise<string> {
  return (await call(client, "POST", `/services/${encodeURIComponent(serviceId)}/deploys`, deploySchema, { clearCache: "do_not_clear" })).id;
}

export async function renderDeployStatus(client: ProviderClient, serviceId: string, deployId: string): Promise<string> {
  return (await call(client, "GET", `/services/${encodeURIComponent(serviceId)}/deploys/${encodeURIComponent(deployId)}`, deploySchema)).status;
}

const postgresSchema = z.object({ id: z.string(), name: z.string() }).passthrough();

/** The named PostgreSQL database, created on the free plan when the workspace has none by that name. */
export async function ensureRenderPostgres(client: ProviderClient, ownerId: string, name: string): Promise<{ id: string; created: boolean }> {
  const found = await call(client, "GET", `/postgres?ownerId=${encodeURIComponent(ownerId)}&name=${encodeURIComponent(name)}&limit=20`, z.array(z.object({ postgres: postgresSchema })));
  const existing = found.map((entry) => entry.postgres).find((database) => database.name === name);
  if (existing) return { id: existing.id, created: false };
  const created = await call(client, "POST", "/postgres", postgresSchema, { name, ownerId, plan: "free", version: "16" });
  return { id: created.id, created: true };
}

export async function renderPostgresUrl(client: ProviderClient, postgresId: string): Promise<string> {
  return (await call(client, "GET", `/postgres/${encodeURIComponent(postgresId)}/connection-info`, z.object({ internalConnectionString: z.string() }))).internalConnectionString;
}
