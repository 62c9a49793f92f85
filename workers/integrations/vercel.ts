import { z } from "zod";
import { bearer, commonMessage, ProviderError, providerCall, type ProviderApi, type ProviderClient } from "./provider-http";

/**
 * Vercel over its REST API: who a token belongs to, a deployment whose files are sent inline (no Git
 * connection needed), and that deployment's state until it is ready or has failed.
 */

export const VERCEL_API_URL = "https://api.vercel.com";

const vercelApi: ProviderApi = {
  label: "Vercel",
  headers: bearer,
  messageOf: commonMessage,
  classify: ({ status, message }) =>
    status === 403 && /token/i.test(message) ? new ProviderError("bad_token", "Vercel refused the token: it is wrong, expired or lacks this scope. Replace it on the Integrations tab of your profile.") : null,
};

const userSchema = z.object({ user: z.object({ username: z.string(), name: z.string().nullish() }) });

/** The account a token belongs to ("connected as NAME"). */
export async function vercelAccount(client: ProviderClient): Promise<string> {
  return (await providerCall(vercelApi, client, "GET", "/v2/user", userSchema)).user.username;
}

/**
 * Every `readyState` Vercel documents for a deployment (its OpenAPI description, as published in the
 * vercel/sdk repository: getDeployment and createDeployment answer BLOCKED, BUILDING, CANCELED, ERROR,
 * INITIALIZING, QUEUED, READY; the deployments list adds DELETED).
 */
export const VERCEL_STATES = ["QUEUED", "INITIALIZING", "BUILDING", "READY", "ERROR", "CANCELED", "BLOCKED", "DELETED"] as const;
export type VercelState = (typeof VERCEL_STATES)[number];
const deploymentSchema = z.object({
  id: z.string(),
  url: z.string(),
  readyState: z.enum(VERCEL_STATES),
  readyStateReason: z.string().nullish(),
  errorMessage: z.string().nullish(),
});
export type VercelDeployment = z.infer<typeof deploymentSchema>;

export interface VercelDeployRequest {
  /** The Vercel project's name (created on the first deployment). */
  name: string;
  /** Paths relative to the deployed directory. */
  files: readonly { path: string; content: string }[];
  settings: { framework: string | null; installCommand: string; buildCommand: string | null; outputDirectory: string | null };
}

/** A production deployment of the given files. */
export async function vercelDeploy(client: ProviderClient, request: VercelDeployRequest): Promise<VercelDeployment> {
  return providerCall(vercelApi, client, "POST", "/v13/deployments?skipAutoDetectionConfirmation=1", deploymentSchema, {
    name: request.name,
    target: "production",
    files: request.files.map((file) => ({ file: file.path, data: file.content })),
    projectSettings: request.settings,
  });
}

/** A deployment's state now. */
export async function vercelDeployment(client: ProviderClient, id: string): Promise<VercelDeployment> {
  return providerCall(vercelApi, client, "GET", `/v13/deployments/${encodeURIComponent(id)}`, deploymentSchema);
}
