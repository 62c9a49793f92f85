import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Deployment, DeploymentTarget, Integration, IntegrationProvider } from "../contract/integrations";
import { deploymentSchema, integrationSchema } from "../contract/integrations";
import { nowIso, type Db } from "./client";
import { deployments, integrations, projects, type DeploymentRow, type IntegrationRow } from "./schema";

// Every query names the user (integrations) or a project the caller has already been checked to own.

/** A provider token as it is kept: sealed by workers/integrations/secrets.ts, stored in two columns. */
export interface SealedToken {
  ciphertext: string;
  iv: string;
}

export const toApiIntegration = (row: IntegrationRow): Integration =>
  integrationSchema.parse({ provider: row.provider, accountName: row.accountName, updatedAt: row.updatedAt });

export async function listIntegrations(db: Db, userId: string): Promise<IntegrationRow[]> {
  return db.select().from(integrations).where(eq(integrations.userId, userId)).orderBy(integrations.provider).all();
}

export async function findIntegration(db: Db, userId: string, provider: IntegrationProvider): Promise<IntegrationRow | undefined> {
  return db.select().from(integrations).where(and(eq(integrations.userId, userId), eq(integrations.provider, provider))).get();
}

/** The connections of a project's owner, for the project's room (which acts for that owner only). */
export async function ownerIntegrations(db: Db, projectId: string): Promise<IntegrationRow[]> {
  const rows = await db
    .select({ integration: integrations })
    .from(projects)
    .innerJoin(integrations, eq(integrations.userId, projects.userId))
    .where(eq(projects.id, projectId))
    .all();
  return rows.map((row) => row.integration);
}

/** Adds or replaces the user's connection to a provider. */
export async function saveIntegration(db: Db, userId: string, provider: IntegrationProvider, sealed: SealedToken, accountName: string): Promise<IntegrationRow> {
  const now = nowIso();
  const row = await db
    .insert(integrations)
    .values({ id: crypto.randomUUID(), userId, provider, tokenCiphertext: sealed.ciphertext, tokenIv: sealed.iv, accountName, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [integrations.userId, integrations.provider],
      set: { tokenCiphertext: sealed.ciphertext, tokenIv: sealed.iv, accountName, updatedAt: now },
    })
    .returning()
    .get();
  return row;
}

/** Replaces a connection's sealed token by the same token sealed with the current key (after a key rotation). */
export async function resealIntegration(db: Db, row: Pick<IntegrationRow, "userId" | "provider" | "tokenCiphertext">, sealed: SealedToken): Promise<void> {
  // Only when the row still holds what was opened: a token the owner replaced meanwhile is left alone.
  await db
    .update(integrations)
    .set({ tokenCiphertext: sealed.ciphertext, tokenIv: sealed.iv })
    .where(and(eq(integrations.userId, row.userId), eq(integrations.provider, row.provider), eq(integrations.tokenCiphertext, row.tokenCiphertext)))
    .run();
}

export async function removeIntegration(db: Db, userId: string, provider: IntegrationProvider): Promise<boolean> {
  const removed = await db.delete(integrations).where(and(eq(integrations.userId, userId), eq(integrations.provider, provider))).returning({ id: integrations.id }).all();
  return removed.length > 0;
}

export const toApiDeployment = (row: DeploymentRow): Deployment =>
  deploymentSchema.parse({
    id: row.id,
    target: row.target,
    status: row.status,
    url: row.url,
    error: row.error,
    detail: row.detail,
    created_at: row.createdAt,
    finished_at: row.finishedAt,
  });

export async function listDeployments(db: Db, projectId: string): Promise<DeploymentRow[]> {
  return db.select().from(deployments).where(eq(deployments.projectId, projectId)).orderBy(desc(deployments.createdAt)).limit(20).all();
}

/** Records a new attempt, running; `detail` says what it is doing meanwhile (pushing to GitHub, say). */
export async function startDeployment(db: Db, projectId: string, target: DeploymentTarget, detail: string | null = null): Promise<DeploymentRow> {
  return db.insert(deployments).values({ id: crypto.randomUUID(), projectId, target, status: "running", detail }).returning().get();
}

export async function findDeployment(db: Db, projectId: string, id: string): Promise<DeploymentRow | undefined> {
  return db.select().from(deployments).where(and(eq(deployments.projectId, projectId), eq(deployments.id, id))).get();
}

/** Where an attempt stands now: still running (with what follows it), or ended. */
export type DeploymentOutcome =
  | { status: "running"; providerRef: string; url?: string | null; detail?: string | null }
  | { status: "succeeded"; url: string; detail?: string | null }
  | { status: "failed"; error: string; detail?: string | null }
  | { status: "manual"; detail: string };

/** The columns an outcome writes (a field it leaves out keeps its value). */
function outcomeColumns(outcome: DeploymentOutcome) {
  return {
    status: outcome.status,
    ...(outcome.status === "running" ? { providerRef: outcome.providerRef } : {}),
    ...("url" in outcome ? { url: outcome.url ?? null } : {}),
    ...("detail" in outcome ? { detail: outcome.detail ?? null } : {}),
    error: outcome.status === "failed" ? outcome.error : null,
    finishedAt: outcome.status !== "running" ? nowIso() : null,
  };
}

export async function updateDeployment(db: Db, id: string, outcome: DeploymentOutcome): Promise<DeploymentRow> {
  const row = await db.update(deployments).set(outcomeColumns(outcome)).where(eq(deployments.id, id)).returning().get();
  if (!row) throw new Error(`Deployment ${id} no longer exists`);
  return row;
}

/**
 * Where an attempt stands now, written only while it still runs: the project's room publishes and follows
 * it as separate jobs, and an attempt one of them ended stays ended. Undefined when it had ended (or is gone).
 */
export async function advanceRunningDeployment(db: Db, id: string, outcome: DeploymentOutcome): Promise<DeploymentRow | undefined> {
  return db
    .update(deployments)
    .set(outcomeColumns(outcome))
    .where(and(eq(deployments.id, id), eq(deployments.status, "running")))
    .returning()
    .get();
}

export async function setRenderUrl(db: Db, projectId: string, url: string): Promise<void> {
  await db.update(projects).set({ renderUrl: url, updatedAt: nowIso() }).where(eq(projects.id, projectId)).run();
}

/** The checkpoint whose files the attempt pushed to GitHub. */
export async function setPushedSeq(db: Db, deploymentId: string, seq: number | null): Promise<void> {
  await db.update(deployments).set({ pushedSeq: seq }).where(eq(deployments.id, deploymentId)).run();
}

/** The checkpoint the project's latest push to GitHub carried (null: none did). */
export async function lastPushedSeq(db: Db, projectId: string): Promise<number | null> {
  const row = await db
    .select({ seq: deployments.pushedSeq })
    .from(deployments)
    .where(and(eq(deployments.projectId, projectId), isNotNull(deployments.pushedSeq)))
    .orderBy(desc(deployments.createdAt))
    .limit(1)
    .get();
  return row?.seq ?? null;
}

export async function setGithubRepo(db: Db, projectId: string, url: string): Promise<void> {
  await db.update(projects).set({ githubRepo: url, updatedAt: nowIso() }).where(eq(projects.id, projectId)).run();
}
