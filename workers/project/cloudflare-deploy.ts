import { BACKEND_STACK_OPTIONS } from "../contract/project-options";
import type { DeploymentOutcome } from "../db/integrations";
import type { Env } from "../env";
import { deployToCloudflare } from "../integrations/cloudflare";
import { ProviderError, type ProviderClient } from "../integrations/provider-http";
import { previewBackendFor } from "../preview/preview-backend";
import { deployableBuild } from "../preview/worker-bundle";

/**
 * Deploying a project to its owner's own Cloudflare account: the preview's current build (what the owner has
 * tried) as a Worker with its assets, on a D1 database of its own, named after the app. The deploy runs as the
 * room's publish job; the attempt is then followed until the Worker's address answers.
 */

/** The tag a deployed Worker carries: a Worker of the same name without it is not this project's. */
export const cloudflareOwnerTag = (projectId: string) => `appforge-project-${projectId.toLowerCase().replace(/[^a-z0-9-]/g, "")}`;

/** The attempt's outcome: running at Cloudflare (followed until its address answers), or failed in Cloudflare's words. */
export async function cloudflareAttempt(env: Env, client: ProviderClient, projectId: string): Promise<DeploymentOutcome> {
  const copy = await previewBackendFor(env, projectId).currentBuild();
  if (!copy) return { status: "failed", error: "Nothing to deploy yet: the preview has not been built. It is built as soon as the frontend is written.", detail: null };
  // The app model's slug: small letters, digits and dashes, at most 50 characters (a Worker's name allows 63).
  const scriptName = copy.model.slug;
  try {
    const deployed = await deployToCloudflare(client, {
      scriptName,
      databaseName: `${scriptName}-db`,
      ownerTag: cloudflareOwnerTag(projectId),
      migrations: copy.backend.schema.migrations,
      upload: await deployableBuild(env, copy),
      secrets: ["AUTH_SECRET"],
    });
    const migrations = deployed.migrated === 0 ? "no new migration" : `${deployed.migrated} migration${deployed.migrated === 1 ? "" : "s"} run`;
    const secrets = deployed.secretsPut.length > 0 ? `${deployed.secretsPut.join(", ")} generated and put as a secret` : "its secret kept";
    const api = copy.backend.own
      ? "The API is the app's own Workers backend (Hono on D1)."
      : `The API is the Workers backend (Hono on D1) generated from the same app model: the project's own ${BACKEND_STACK_OPTIONS.find((option) => option.value === copy.model.stack.backend)?.label ?? copy.model.stack.backend} backend is not what runs there.`;
    return {
      status: "running",
      providerRef: JSON.stringify({ cloudflare: { url: deployed.url, script: deployed.scriptName } }),
      url: deployed.url,
      detail:
        `Worker ${deployed.scriptName} ${deployed.created ? "created" : "updated in place"} on your Cloudflare account with its D1 database ${deployed.databaseName} (${migrations}) and ${secrets}. ` +
        `${api} Uploaded files are kept in the database (no R2 bucket is bound).`,
    };
  } catch (error) {
    if (error instanceof ProviderError) return { status: "failed", error: error.message, detail: null };
    throw error;
  }
}
