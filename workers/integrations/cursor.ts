import { z } from "zod";
import { bearer, commonMessage, providerCall, type ProviderApi, type ProviderClient } from "./provider-http";

/**
 * Cursor's background-agent API (v0): who a key belongs to, an agent launched on a GitHub repository with
 * a prompt, and that agent's state until it has finished (its summary) or stopped. Cursor's "Agent status"
 * answers where the agent started (`source`: the repository and, when one was named, its ref) and where its
 * work is (`target`: the branch it commits to, the agent's page, the pull request when one was opened).
 */

export const CURSOR_API_URL = "https://api.cursor.com";

const cursorApi: ProviderApi = { label: "Cursor", headers: bearer, messageOf: commonMessage };

export async function cursorAccount(client: ProviderClient): Promise<string> {
  const me = await providerCall(cursorApi, client, "GET", "/v0/me", z.object({ apiKeyName: z.string().nullish(), userEmail: z.string().nullish() }));
  return me.userEmail ?? me.apiKeyName ?? "your Cursor account";
}

export const CURSOR_END_STATES = ["FINISHED", "ERROR", "EXPIRED"] as const;

const agentSchema = z.object({
  id: z.string(),
  status: z.string(),
  summary: z.string().nullish(),
  source: z.object({ repository: z.string().nullish(), ref: z.string().nullish() }).passthrough().nullish(),
  target: z.object({ url: z.string().nullish(), branchName: z.string().nullish(), prUrl: z.string().nullish() }).passthrough().nullish(),
});
export type CursorAgent = z.infer<typeof agentSchema>;

/**
 * An agent launched on a repository (Cursor's v0 "Launch an agent"). No `source.ref`: Cursor then starts
 * from the repository's default branch, the one AppForge pushes to (a fixed "main" is wrong for a repository
 * whose default is another). `target.autoCreatePr` has it open a pull request when it finishes (Cursor's
 * default is none), whose address (`target.prUrl`) the task's response shows.
 */
export async function launchCursorAgent(client: ProviderClient, request: { prompt: string; repository: string }): Promise<CursorAgent> {
  return providerCall(cursorApi, client, "POST", "/v0/agents", agentSchema, {
    prompt: { text: request.prompt },
    source: { repository: request.repository },
    target: { autoCreatePr: true },
  });
}

export async function cursorAgent(client: ProviderClient, id: string): Promise<CursorAgent> {
  return providerCall(cursorApi, client, "GET", `/v0/agents/${encodeURIComponent(id)}`, agentSchema);
}
