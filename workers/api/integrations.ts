import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import {
  connectIntegrationSchema,
  GITHUB_OAUTH_CALLBACK_PATH,
  GITHUB_OAUTH_MESSAGES,
  GITHUB_OAUTH_PARAM,
  INTEGRATION_PROVIDERS,
  INTEGRATIONS_PATH,
  PROVIDER_LABELS,
  type GitHubOAuthOutcome,
  type IntegrationProvider,
} from "../contract/integrations";
import { findIntegration, listIntegrations, removeIntegration, saveIntegration, toApiIntegration } from "../db/integrations";
import { issueOAuthState, OAUTH_STATE_TTL_SECONDS } from "../db/oauth-states";
import { authorizeUrl, completeGitHubOAuth, githubOAuthApp, revokeGrant, type GrantRevocation } from "../integrations/github-oauth";
import { ProviderError } from "../integrations/provider-http";
import { PROVIDERS, providerBaseUrl } from "../integrations/providers";
import { openStoredToken, sealToken } from "../integrations/secrets";
import { tokenKeys } from "../env";
import type { AppEnv } from "./context";
import { validate } from "./context";
import { ApiError, notFound } from "./errors";
import { providerProblem } from "./provider-errors";

/** The browser's copy of its sign-in's state: a state arriving in a browser that did not start it is refused. */
const STATE_COOKIE = "appforge_github_oauth";
const STATE_COOKIE_PATH = "/api/integrations/github/oauth";

/** The callback address: on AppForge's configured origin, else the one this request came to. */
const callbackUrl = (c: Context<AppEnv>) => `${c.var.config.APP_ORIGIN ?? new URL(c.req.url).origin}${GITHUB_OAUTH_CALLBACK_PATH}`;
const secureCookie = (c: Context<AppEnv>) => new URL(c.req.url).protocol === "https:";

/** What GitHub may send back; anything else (or longer) is not GitHub's answer. */
const callbackQuery = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(200).optional(),
  error: z.string().max(100).optional(),
});

const providerParam = validate("param", z.object({ provider: z.enum(INTEGRATION_PROVIDERS, { error: `provider must be one of ${INTEGRATION_PROVIDERS.join(", ")}` }) }));

/**
 * /integrations: the user's connections to outside services. A token is checked with the provider before it
 * is kept, kept encrypted, and never sent back: the browser sees only the account it belongs to.
 */
export const integrationsApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    const rows = await listIntegrations(c.var.db, c.var.user.id);
    return c.json({ success: true as const, integrations: rows.map(toApiIntegration), githubOAuth: githubOAuthApp(c.var.config) !== null });
  })
  // "Connect with GitHub" starts here (a signed-in call, so JSON): a single-use state bound to this user and
  // session, a copy of it in a cookie for this browser, and the GitHub page the browser goes to next.
  .post("/github/oauth", async (c) => {
    const app = githubOAuthApp(c.var.config);
    if (!app) throw new ApiError(409, "oauth_not_configured", GITHUB_OAUTH_MESSAGES.not_configured);
    const state = await issueOAuthState(c.var.db, { userId: c.var.user.id, sessionId: c.var.sessionId }, "github");
    setCookie(c, STATE_COOKIE, state, { path: STATE_COOKIE_PATH, httpOnly: true, sameSite: "Lax", secure: secureCookie(c), maxAge: OAUTH_STATE_TTL_SECONDS });
    return c.json({ success: true as const, url: authorizeUrl(app, { redirectUri: callbackUrl(c), state }) });
  })
  // GitHub sends the browser back here (no bearer token: the state names who started it). Whatever happens,
  // the browser goes on to the Integrations tab, which says how it ended.
  .get("/github/oauth/callback", async (c) => {
    const query = callbackQuery.safeParse(c.req.query());
    const outcome: GitHubOAuthOutcome = query.success
      ? await completeGitHubOAuth(c.env, c.var.config, c.var.db, { ...query.data, browserState: getCookie(c, STATE_COOKIE), redirectUri: callbackUrl(c) })
      : "refused";
    deleteCookie(c, STATE_COOKIE, { path: STATE_COOKIE_PATH, secure: secureCookie(c) });
    c.header("Cache-Control", "no-store");
    return c.redirect(`${INTEGRATIONS_PATH}&${GITHUB_OAUTH_PARAM}=${outcome}`, 303);
  })
  .put("/:provider", providerParam, validate("json", connectIntegrationSchema), async (c) => {
    const provider: IntegrationProvider = c.req.valid("param").provider;
    const { token } = c.req.valid("json");
    let accountName: string;
    try {
      accountName = await PROVIDERS[provider].account({ baseUrl: providerBaseUrl(c.env, provider), token });
    } catch (error) {
      if (error instanceof ProviderError) throw providerProblem(error);
      throw error;
    }
    const sealed = await sealToken(c.var.config.TOKEN_ENCRYPTION_KEY, token, { userId: c.var.user.id, provider });
    const row = await saveIntegration(c.var.db, c.var.user.id, provider, sealed, accountName);
    return c.json({ success: true as const, integration: toApiIntegration(row), message: `${PROVIDER_LABELS[provider]} connected as ${accountName}` });
  })
  .delete("/:provider", providerParam, async (c) => {
    const provider: IntegrationProvider = c.req.valid("param").provider;
    const row = await findIntegration(c.var.db, c.var.user.id, provider);
    if (!row) throw notFound(`${PROVIDER_LABELS[provider]} is not connected`);
    // A GitHub connection made with "Connect with GitHub" also ends on GitHub: the app's grant is deleted.
    const app = provider === "github" ? githubOAuthApp(c.var.config) : null;
    const opened = app ? await openStoredToken(tokenKeys(c.var.config), row) : null;
    const revocation = app && opened ? await revokeGrant(app, providerBaseUrl(c.env, "github"), opened.token) : null;
    if (!(await removeIntegration(c.var.db, c.var.user.id, provider))) throw notFound(`${PROVIDER_LABELS[provider]} is not connected`);
    return c.json({ success: true as const, message: disconnectMessage(provider, revocation) });
  });

/** What disconnecting did: the token deleted here and, for GitHub's OAuth grant, whether GitHub deleted it too. */
function disconnectMessage(provider: IntegrationProvider, revocation: GrantRevocation | null): string {
  const deleted = `${PROVIDER_LABELS[provider]} disconnected: its token is deleted`;
  if (revocation === "revoked") return `${deleted}, and AppForge's access is revoked on GitHub`;
  if (revocation === "unavailable") {
    return `${deleted} here, but GitHub could not be reached to revoke AppForge's access: revoke it in GitHub's settings, under Applications`;
  }
  return deleted;
}
