import { z } from "zod";
import type { GitHubOAuthOutcome } from "../contract/integrations";
import type { Db } from "../db/client";
import { saveIntegration } from "../db/integrations";
import { redeemOAuthState } from "../db/oauth-states";
import { jsonOrNull } from "../encoding";
import type { Config, Env } from "../env";
import { githubAccount } from "./github";
import { PROVIDER_TIMEOUT_MS, ProviderError } from "./provider-http";
import { providerBaseUrl } from "./providers";
import { sealToken } from "./secrets";

/**
 * "Connect with GitHub": GitHub's OAuth web flow for an OAuth app (GitHub's "Authorizing OAuth apps").
 * The browser is sent to {web}/login/oauth/authorize with the app's client id, the callback address, the
 * scopes publishing needs and a single-use state; GitHub sends it back to the callback with `code` and
 * `state` (or `error`, e.g. access_denied); the code is exchanged at {web}/login/oauth/access_token (POST,
 * Accept: application/json), whose refusals are a JSON body with `error` (bad_verification_code,
 * incorrect_client_credentials, redirect_uri_mismatch, ...). The token is then checked with GET /user and
 * kept exactly like a pasted one: sealed by secrets.ts, shown by account name only.
 */

/** GitHub's own web address; GITHUB_OAUTH_URL points elsewhere (GitHub Enterprise Server, a local stand-in in tests). */
export const GITHUB_WEB_URL = "https://github.com";

/**
 * What publishing does with the token (github.ts): create private repositories and write their contents
 * (`repo`), including each project's .github/workflows/ci.yml, which GitHub refuses without `workflow`.
 */
export const GITHUB_OAUTH_SCOPES = ["repo", "workflow"] as const;

/** The OAuth app this server signs in with, or null when it has none configured. */
export interface GitHubOAuthApp {
  clientId: string;
  clientSecret: string;
  webUrl: string;
}

export function githubOAuthApp(config: Config): GitHubOAuthApp | null {
  const { GITHUB_OAUTH_CLIENT_ID: clientId, GITHUB_OAUTH_CLIENT_SECRET: clientSecret } = config;
  if (!clientId || !clientSecret) return null;
  return { clientId, clientSecret, webUrl: config.GITHUB_OAUTH_URL ?? GITHUB_WEB_URL };
}

/** GitHub's page where the user grants access, for one sign-in (`state`) returning to `redirectUri`. */
export function authorizeUrl(app: GitHubOAuthApp, request: { redirectUri: string; state: string }): string {
  const url = new URL("/login/oauth/authorize", app.webUrl);
  url.searchParams.set("client_id", app.clientId);
  url.searchParams.set("redirect_uri", request.redirectUri);
  url.searchParams.set("scope", GITHUB_OAUTH_SCOPES.join(" "));
  url.searchParams.set("state", request.state);
  return url.toString();
}

/** The token endpoint's answer when it issues a token: `scope` lists what the user granted, comma-separated. */
const issuedSchema = z.object({ access_token: z.string().min(1).max(500), token_type: z.string(), scope: z.string() });
/** Its answer when it refuses: an error code, and GitHub's words for it. */
const refusedSchema = z.object({ error: z.string(), error_description: z.string().optional(), error_uri: z.string().optional() });

export type CodeExchange =
  | { kind: "issued"; token: string; scopes: string[] }
  | { kind: "refused"; error: string; description: string }
  | { kind: "unavailable" };

/** Trades the callback's code for a token at GitHub's token endpoint. */
export async function exchangeCode(app: GitHubOAuthApp, request: { code: string; redirectUri: string }): Promise<CodeExchange> {
  let response: Response;
  try {
    response = await fetch(new URL("/login/oauth/access_token", app.webUrl), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "AppForge" },
      body: new URLSearchParams({ client_id: app.clientId, client_secret: app.clientSecret, code: request.code, redirect_uri: request.redirectUri }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch {
    return { kind: "unavailable" };
  }
  const body = jsonOrNull(await response.text());
  // A refusal is read by its body, whatever the status it came with.
  const refused = refusedSchema.safeParse(body);
  if (refused.success) return { kind: "refused", error: refused.data.error, description: refused.data.error_description ?? "" };
  const issued = issuedSchema.safeParse(body);
  if (!response.ok || !issued.success) return { kind: "unavailable" };
  const scopes = issued.data.scope
    .split(/[,\s]+/)
    .map((scope) => scope.trim())
    .filter(Boolean);
  return { kind: "issued", token: issued.data.access_token, scopes };
}

/** What an `error` from GitHub (on the callback or from the token endpoint) means for the user. */
export function outcomeOfError(error: string): GitHubOAuthOutcome {
  switch (error) {
    case "access_denied":
      return "denied";
    case "bad_verification_code":
      return "bad_code";
    // The server's OAuth app, not the user: its credentials, its registered callback, or the app itself.
    case "incorrect_client_credentials":
    case "redirect_uri_mismatch":
    case "application_suspended":
      return "setup";
    default:
      return "refused";
  }
}

/** A refusal's outcome; the ones only the operator can fix are logged with GitHub's words (never a code or a secret). */
function refusal(error: string, description: string): GitHubOAuthOutcome {
  const outcome = outcomeOfError(error);
  if (outcome === "setup") console.warn(`Connect with GitHub: GitHub refused this server's OAuth app (${error})${description ? `: ${description}` : ""}`);
  return outcome;
}

/** What GitHub sent the browser back with: the state always; a code when access was granted, else an error. */
export interface CallbackParams {
  state?: string | undefined;
  code?: string | undefined;
  error?: string | undefined;
  /** The state this browser was given when it started (its cookie): a state from elsewhere is refused. */
  browserState: string | undefined;
  /** The callback address the sign-in was started with: GitHub wants the same one with the code. */
  redirectUri: string;
}

/**
 * Ends a sign-in: the state checked against the browser's and used up, GitHub's answer read, the code
 * exchanged, the token checked with GET /user and kept encrypted for the user who started it.
 */
export async function completeGitHubOAuth(env: Env, config: Config, db: Db, params: CallbackParams): Promise<GitHubOAuthOutcome> {
  const app = githubOAuthApp(config);
  if (!app) return "not_configured";
  if (!params.state || params.state !== params.browserState) return "expired";
  const holder = await redeemOAuthState(db, params.state, "github");
  if (!holder) return "expired";
  if (params.error) return refusal(params.error, "");
  if (!params.code) return "refused";

  const exchange = await exchangeCode(app, { code: params.code, redirectUri: params.redirectUri });
  if (exchange.kind === "unavailable") return "unavailable";
  if (exchange.kind === "refused") return refusal(exchange.error, exchange.description);
  if (!GITHUB_OAUTH_SCOPES.every((scope) => exchange.scopes.includes(scope))) return "scopes";

  let accountName: string;
  try {
    accountName = await githubAccount({ baseUrl: providerBaseUrl(env, "github"), token: exchange.token });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return error.failure === "unavailable" || error.failure === "rate_limited" ? "unavailable" : "refused";
  }
  const sealed = await sealToken(config.TOKEN_ENCRYPTION_KEY, exchange.token, { userId: holder.userId, provider: "github" });
  await saveIntegration(db, holder.userId, "github", sealed, accountName);
  return "connected";
}

/** What became of the grant on GitHub when its connection was removed here. */
export type GrantRevocation = "revoked" | "not_this_app" | "unavailable";

/**
 * Asks GitHub to delete this OAuth app's grant for a token's user (DELETE /applications/{client_id}/grant,
 * Basic authentication with the app's client id and secret, the token in the body): GitHub then deletes
 * every token the app holds for that user and drops the app from their authorized applications. 204 is done;
 * a token the app did not issue (a pasted personal token) is refused (422, or 404), which leaves nothing to do.
 */
export async function revokeGrant(app: GitHubOAuthApp, apiBase: string, token: string): Promise<GrantRevocation> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}/applications/${encodeURIComponent(app.clientId)}/grant`, {
      method: "DELETE",
      headers: {
        Authorization: `Basic ${btoa(`${app.clientId}:${app.clientSecret}`)}`,
        Accept: "application/vnd.github+json",
        "Content-Type": "application/json",
        "User-Agent": "AppForge",
      },
      body: JSON.stringify({ access_token: token }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch {
    return "unavailable";
  }
  if (response.status === 204) return "revoked";
  return response.status === 422 || response.status === 404 ? "not_this_app" : "unavailable";
}
