import { PROVIDER_LABELS, TARGET_LABELS, type DeploymentTarget, type IntegrationProvider } from "../contract/integrations";
import type { Db } from "../db/client";
import { advanceRunningDeployment, findDeployment, setRenderUrl, type DeploymentOutcome } from "../db/integrations";
import type { DeploymentRow } from "../db/schema";
import { readConfig, type Env, type TokenKeys } from "../env";
import { providerClientFor } from "../integrations/clients";
import { ProviderError } from "../integrations/provider-http";
import { follow, followedBy, type Clients } from "../integrations/publish";

/**
 * Following a running deployment: one look at the platform, then what it says recorded on the attempt.
 * The project's room does it as a job, again every `DEPLOYMENT_POLL_MS` until the attempt ends; it is the
 * only writer of an attempt (a read of the deployments list asks the room to follow, it never looks itself).
 */

/** An attempt the provider has not finished after this long is ended as failed rather than left running. */
export const DEPLOYMENT_TIMEOUT_MS = 30 * 60 * 1000;

/** How long the room waits between two looks at a running deployment (DEPLOYMENT_POLL_MS, read by the config). */
export const deploymentPollMs = (env: Env): number => readConfig(env).DEPLOYMENT_POLL_MS;

/** The user's clients for these providers, from their stored tokens; a provider they have not connected is left out. */
export async function clientsFor(env: Env, keys: TokenKeys, db: Db, userId: string, providers: readonly IntegrationProvider[]): Promise<Clients> {
  const entries = await Promise.all(providers.map(async (provider) => [provider, await providerClientFor(env, keys, db, userId, provider)] as const));
  return Object.fromEntries(entries.filter(([, client]) => client !== null));
}

/** Whether a platform is asked about this attempt: it runs there, with the platform's ids recorded. */
export const isFollowed = (row: DeploymentRow): boolean => row.status === "running" && followedBy(row.target as DeploymentTarget) !== null && row.providerRef !== null;

/** The end of an attempt that is still running after 30 minutes, or null while it has time. */
export function pastCutoff(row: DeploymentRow, now = Date.now()): DeploymentOutcome | null {
  if (row.status !== "running" || now - Date.parse(row.createdAt) <= DEPLOYMENT_TIMEOUT_MS) return null;
  const label = TARGET_LABELS[row.target as DeploymentTarget];
  if (!isFollowed(row)) return { status: "failed", error: `Publishing to ${label} had not finished after 30 minutes: AppForge stopped waiting for it. Try again.`, detail: null };
  return { status: "failed", error: `${label} had not finished after 30 minutes: AppForge stopped following it. Its state is on ${label}'s dashboard.` };
}

/**
 * Where a running attempt stands now, from one look at its platform; null when nothing changed. A provider
 * that cannot answer now leaves it running until its time is up; a disconnected provider or a refused
 * token ends it. Errors other than a provider's refusal are thrown.
 */
export async function deploymentOutcome(env: Env, keys: TokenKeys, db: Db, userId: string, row: DeploymentRow): Promise<DeploymentOutcome | null> {
  if (row.status !== "running") return null;
  const target = row.target as DeploymentTarget;
  const provider = followedBy(target);
  // Still being published (pushed, then handed to the platform): the room's publish job records where it went.
  if (!provider || !row.providerRef) return pastCutoff(row);
  let outcome: DeploymentOutcome | null = null;
  const clients = await clientsFor(env, keys, db, userId, [provider]);
  if (!clients[provider]) {
    outcome = { status: "failed", error: `${PROVIDER_LABELS[provider]} was disconnected while this deployment ran: AppForge can no longer follow it. Its state is on ${PROVIDER_LABELS[provider]}'s dashboard.` };
  } else {
    try {
      outcome = await follow(target, row.providerRef, { url: row.url, detail: row.detail }, clients);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.failure === "bad_token") outcome = { status: "failed", error: error.message };
    }
  }
  if (outcome === null || outcome.status === "running") outcome = pastCutoff(row) ?? outcome;
  if (outcome === null || (outcome.status === "running" && outcome.url === row.url)) return null;
  return outcome;
}

/**
 * Records an attempt's new state, unless another follower ended it meanwhile (then answers it as it is
 * now). The live link becomes the deployed app's address once it runs (the preview's until then).
 */
export async function recordDeploymentOutcome(db: Db, projectId: string, row: DeploymentRow, outcome: DeploymentOutcome | null): Promise<DeploymentRow> {
  if (outcome === null) return row;
  const updated = await advanceRunningDeployment(db, row.id, outcome);
  if (!updated) return (await findDeployment(db, projectId, row.id)) ?? row;
  if (outcome.status === "succeeded") await setRenderUrl(db, projectId, outcome.url);
  return updated;
}
