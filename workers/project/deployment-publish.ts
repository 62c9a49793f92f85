import { PROVIDER_LABELS, TARGET_LABELS, TARGET_NEEDS, type DeploymentTarget } from "../contract/integrations";
import { listFiles } from "../db/agent-records";
import type { Db } from "../db/client";
import { currentSeq, filesAt } from "../db/checkpoints";
import { advanceRunningDeployment, lastPushedSeq, setGithubRepo, setPushedSeq, setRenderUrl, type DeploymentOutcome } from "../db/integrations";
import { findProjectById } from "../db/project-state";
import type { DeploymentRow } from "../db/schema";
import type { Env, TokenKeys } from "../env";
import { ProviderError } from "../integrations/provider-http";
import { publish, type Published } from "../integrations/publish";
import { cloudflareAttempt } from "./cloudflare-deploy";
import { clientsFor } from "./deployment-follow";

/**
 * Publishing a recorded attempt: the project's files pushed to GitHub, then the platform asked to deploy
 * them, as the project's room's `publish` job (many provider calls, each up to 20 s, none of them inside a
 * request or the room's serialized section). The request records the attempt running with what it does
 * meanwhile and answers at once; the job records how it went, and a deployment that runs is then followed.
 */

/** What a recorded attempt says while the job publishes it. */
export function publishingDetail(target: DeploymentTarget): string {
  if (target === "cloudflare") return "Deploying the preview's build to your Cloudflare account…";
  return target === "vercel" ? "Sending the app's files to Vercel…" : "Pushing to GitHub…";
}

/** What the request answers at once. */
export function publishingStarted(target: DeploymentTarget, fileCount: number): string {
  switch (target) {
    case "github":
      return `Pushing ${fileCount} files to GitHub: the attempt below shows when they are there.`;
    case "vercel":
      return "Sending the app's files to Vercel: the attempt below follows its build.";
    case "cloudflare":
      return "Deploying the preview's build to your Cloudflare account: the attempt below follows it until its address answers.";
    default:
      return `Pushing to GitHub, then deploying to ${TARGET_LABELS[target]}: the attempt below follows it.`;
  }
}

const OUR_SIDE = "Something went wrong on our side while publishing. Please try again.";

/**
 * What the attempt records once published: the outcome as the platform answered it, with its own detail
 * in place of "Pushing to GitHub…" (a push, which is done at once, says what it did).
 */
function recorded(target: DeploymentTarget, published: Published): DeploymentOutcome {
  const { outcome, message } = published;
  if (outcome.status === "manual") return outcome;
  if (outcome.status === "succeeded" && target === "github") return { ...outcome, detail: outcome.detail ?? message };
  return { ...outcome, detail: outcome.detail ?? null };
}

/**
 * Publishes the attempt with the user's tokens (outside the room's serialized section): how it ended, or
 * started at the platform. A provider's refusal is the attempt's failure, with the provider's reason.
 */
export async function publishAttempt(env: Env, keys: TokenKeys, db: Db, projectId: string, userId: string, row: DeploymentRow): Promise<DeploymentOutcome> {
  const target = row.target as DeploymentTarget;
  const project = await findProjectById(db, projectId);
  if (!project) return { status: "failed", error: "The project was deleted before it was published.", detail: null };
  const needs = TARGET_NEEDS[target];
  const clients = await clientsFor(env, keys, db, userId, needs);
  const missing = needs.filter((provider) => !clients[provider]);
  if (missing.length > 0) {
    const names = missing.map((provider) => PROVIDER_LABELS[provider]).join(" and ");
    return { status: "failed", error: `${names} ${missing.length > 1 ? "were" : "was"} disconnected before publishing started: connect ${missing.length > 1 ? "them" : "it"} on the Integrations tab of your profile and try again.`, detail: null };
  }
  const cloudflare = clients.cloudflare;
  if (target === "cloudflare" && cloudflare) {
    try {
      return await cloudflareAttempt(env, cloudflare, projectId);
    } catch (error) {
      console.error(`Deploying project ${projectId} to Cloudflare failed`, error);
      return { status: "failed", error: OUR_SIDE, detail: null };
    }
  }
  // The current checkpoint's files; what an earlier push carried and the project no longer has is deleted from
  // the repository, and nothing else there (the user's own files, a merged pull request's) is touched.
  // One reading: the current checkpoint's number, then its files (a change meanwhile is the next push's).
  const [seq, pushedBefore] = await Promise.all([currentSeq(db, projectId), lastPushedSeq(db, projectId)]);
  const files =
    seq === null
      ? (await listFiles(db, projectId)).map((file) => ({ path: file.path, content: file.content }))
      : [...(await filesAt(db, projectId, seq))].map(([path, file]) => ({ path, content: file.content })).sort((a, b) => a.path.localeCompare(b.path));
  const now = new Set(files.map((file) => file.path));
  const removed = pushedBefore === null ? [] : [...(await filesAt(db, projectId, pushedBefore)).keys()].filter((path) => !now.has(path));
  const toPublish = { name: project.name, description: project.description, githubRepo: project.github_repo, files, removed };
  try {
    // The repository is kept on the project at once: it exists even when the platform then refuses.
    const published = await publish(target, toPublish, clients, async (pushed) => {
      await Promise.all([setGithubRepo(db, projectId, pushed.url), setPushedSeq(db, row.id, seq)]);
    });
    return recorded(target, published);
  } catch (error) {
    if (error instanceof ProviderError) return { status: "failed", error: error.message, detail: null };
    console.error(`Publishing project ${projectId} to ${target} failed`, error);
    return { status: "failed", error: OUR_SIDE, detail: null };
  }
}

/**
 * Records how publishing went, unless the attempt ended meanwhile (it had waited 30 minutes): the row as it
 * is now. A deployment that went live at once (a push has no platform) changes the project's live link.
 */
export async function recordPublished(db: Db, projectId: string, row: DeploymentRow, outcome: DeploymentOutcome): Promise<DeploymentRow | undefined> {
  const updated = await advanceRunningDeployment(db, row.id, outcome);
  if (updated && outcome.status === "succeeded" && row.target !== "github") await setRenderUrl(db, projectId, outcome.url);
  return updated;
}
