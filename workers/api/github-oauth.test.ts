import { env, SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { call, signUp } from "../../tests/setup/api";
import { loginFor } from "../../tests/setup/fake-github";
import { githubOAuthStartResponseSchema, integrationsResponseSchema } from "../contract/integrations";
import { ConfigError, readConfig } from "../env";
import { openToken } from "../integrations/secrets";
import { api } from "./app";

/**
 * "Connect with GitHub" through the real Worker and D1, with GitHub's OAuth web flow played by
 * tests/setup/fake-github-oauth.ts (written from GitHub's documentation) at http://github.test, beside the
 * fake REST API that checks the token (GET /user). The test environment configures an OAuth app
 * (vitest.config.mts); other configurations go through `api.request` with the environment changed.
 */

const ORIGIN = "http://example.com";
const CALLBACK = `${ORIGIN}/api/integrations/github/oauth/callback`;
const COOKIE_NAME = "appforge_github_oauth";

type Vars = Record<string, string>;

/** The API with the test environment changed by `vars` (none: exactly as SELF serves it). */
async function send(path: string, init: RequestInit, vars: Vars | null): Promise<Response> {
  const url = `${ORIGIN}/api${path}`;
  return vars ? api.request(url, init, { ...env, ...vars }) : SELF.fetch(url, init);
}

/** Starts a sign-in as `token`'s user: the authorize URL, its state and the cookie this "browser" keeps. */
async function start(token: string, vars: Vars | null = null) {
  const response = await send("/integrations/github/oauth", { method: "POST", headers: { Authorization: `Bearer ${token}` } }, vars);
  expect(response.status).toBe(200);
  const url = new URL(githubOAuthStartResponseSchema.parse(await response.json()).url);
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  return { url, state: url.searchParams.get("state") ?? "", setCookie, cookie: setCookie.split(";")[0] ?? "" };
}

/** The user on GitHub's page: it is shown, then Authorize (with the scopes asked, or fewer) or Cancel. */
async function decide(authorize: URL, decision: "authorize" | "cancel", scope = authorize.searchParams.get("scope") ?? ""): Promise<URL> {
  const shown = await fetch(authorize, { redirect: "manual" });
  expect(shown.status).toBe(200);
  expect(await shown.text()).toContain("Authorize");
  const form = new URLSearchParams({
    client_id: authorize.searchParams.get("client_id") ?? "",
    redirect_uri: authorize.searchParams.get("redirect_uri") ?? "",
    state: authorize.searchParams.get("state") ?? "",
    scope,
    decision,
  });
  const answer = await fetch("http://github.test/login/oauth/authorize", { method: "POST", body: form, redirect: "manual" });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get("Location") ?? "");
}

/** GitHub's redirect back, followed by the browser with (or without) its cookie. */
async function callback(back: URL | string, cookie: string | null, vars: Vars | null = null) {
  const query = typeof back === "string" ? back : back.search.slice(1);
  const response = await send(`/integrations/github/oauth/callback?${query}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" }, vars);
  return { status: response.status, location: response.headers.get("Location"), setCookie: response.headers.get("Set-Cookie") ?? "", cacheControl: response.headers.get("Cache-Control") };
}

const landing = (outcome: string) => `/profile?tab=integrations&github=${outcome}`;

async function githubConnection(token: string) {
  const listed = integrationsResponseSchema.parse((await call("GET", "/integrations", { token })).body);
  return listed.integrations.find((integration) => integration.provider === "github") ?? null;
}

async function revokedTokens(): Promise<string[]> {
  return z.array(z.string()).parse(await (await fetch("http://github.test/_fake/oauth/revoked")).json());
}

async function issuedTokens(): Promise<string[]> {
  return z.array(z.string()).parse(await (await fetch("http://github.test/_fake/oauth/tokens")).json());
}

describe("Connect with GitHub: the start", () => {
  it("sends the browser to GitHub's authorize page with the app, the callback, publishing's scopes and a single-use state", async () => {
    const user = await signUp();
    expect(integrationsResponseSchema.parse((await call("GET", "/integrations", { token: user.token })).body).githubOAuth).toBe(true);

    const { url, state, setCookie } = await start(user.token);
    expect(`${url.origin}${url.pathname}`).toBe("http://github.test/login/oauth/authorize");
    expect(url.searchParams.get("client_id")).toBe("test-oauth-client-id");
    expect(url.searchParams.get("redirect_uri")).toBe(CALLBACK);
    expect(url.searchParams.get("scope")).toBe("repo workflow");
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The browser keeps its own copy, for the callback only, not readable by scripts, for 10 minutes.
    expect(setCookie).toContain(`${COOKIE_NAME}=${state}`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toContain("Path=/api/integrations/github/oauth");
    expect(setCookie).toContain("Max-Age=600");
    // Only the state's hash is stored, with its user and an expiry 10 minutes ahead.
    const row = await env.DB.prepare("SELECT hash, user_id, expires_at FROM oauth_states WHERE user_id = ?").bind(user.user.id).first<{ hash: string; user_id: string; expires_at: string }>();
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.hash).not.toBe(state);
    const minutes = (Date.parse(row?.expires_at ?? "") - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);

    // Signed-in users only.
    expect((await call("POST", "/integrations/github/oauth")).status).toBe(401);
  });
});

describe("Connect with GitHub: the callback", () => {
  it("exchanges the code, checks the token with GitHub, keeps it encrypted for the user who started, and says so", async () => {
    const user = await signUp();
    const bystander = await signUp();
    const { url, cookie } = await start(user.token);
    const back = await decide(url, "authorize");
    expect(back.toString().startsWith(`${CALLBACK}?`)).toBe(true);
    expect(back.searchParams.get("code")).toMatch(/^[0-9a-f]{20}$/);

    const answer = await callback(back, cookie);
    expect(answer).toMatchObject({ status: 303, location: landing("connected"), cacheControl: "no-store" });
    expect(answer.setCookie).toMatch(new RegExp(`^${COOKIE_NAME}=;.*Max-Age=0`));

    const token = (await issuedTokens()).at(-1) ?? "";
    expect(token).toMatch(/^gho_/);
    expect(await githubConnection(user.token)).toMatchObject({ provider: "github", accountName: loginFor(token) });
    expect(await githubConnection(bystander.token)).toBeNull();
    // Stored as a pasted token is: sealed for this user and provider, never in the clear.
    const row = await env.DB.prepare("SELECT token_ciphertext, token_iv FROM integrations WHERE user_id = ? AND provider = 'github'").bind(user.user.id).first<{ token_ciphertext: string; token_iv: string }>();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await openToken(env.TOKEN_ENCRYPTION_KEY, { ciphertext: row?.token_ciphertext ?? "", iv: row?.token_iv ?? "" }, { userId: user.user.id, provider: "github" })).toBe(token);
    const state = await env.DB.prepare("SELECT COUNT(*) AS n FROM oauth_states WHERE user_id = ?").bind(user.user.id).first<{ n: number }>();
    expect(state?.n).toBe(0);
  });

  it("disconnecting deletes the token here and the app's grant on GitHub; a pasted token is only deleted here", async () => {
    const user = await signUp();
    const { url, cookie } = await start(user.token);
    expect((await callback(await decide(url, "authorize"), cookie)).location).toBe(landing("connected"));
    const token = (await issuedTokens()).at(-1) ?? "";
    const disconnected = await call("DELETE", "/integrations/github", { token: user.token });
    expect(disconnected.status).toBe(200);
    expect(disconnected.body).toMatchObject({ message: "GitHub disconnected: its token is deleted, and AppForge's access is revoked on GitHub" });
    expect(await revokedTokens()).toContain(token);
    expect(await githubConnection(user.token)).toBeNull();

    // A personal token pasted by hand is no grant of this app: GitHub refuses to revoke it, nothing else changes.
    expect((await call("PUT", "/integrations/github", { token: user.token, body: { token: "ghp_pasted_by_hand" } })).status).toBe(200);
    const revokedBefore = (await revokedTokens()).length;
    const pasted = await call("DELETE", "/integrations/github", { token: user.token });
    expect(pasted.body).toMatchObject({ message: "GitHub disconnected: its token is deleted" });
    expect(await revokedTokens()).toHaveLength(revokedBefore);
    expect(await githubConnection(user.token)).toBeNull();
  });

  it("says so when the user does not grant access on GitHub, and keeps nothing", async () => {
    const user = await signUp();
    const { url, cookie } = await start(user.token);
    const back = await decide(url, "cancel");
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(await callback(back, cookie)).toMatchObject({ status: 303, location: landing("denied") });
    expect(await githubConnection(user.token)).toBeNull();
  });

  it("refuses a code GitHub does not accept (bad_verification_code)", async () => {
    const user = await signUp();
    const { state, cookie } = await start(user.token);
    expect(await callback(new URLSearchParams({ code: "0123456789abcdef0123", state }).toString(), cookie)).toMatchObject({ status: 303, location: landing("bad_code") });
    expect(await githubConnection(user.token)).toBeNull();
  });

  it("refuses a token with fewer scopes than publishing needs", async () => {
    const user = await signUp();
    const { url, cookie } = await start(user.token);
    const back = await decide(url, "authorize", "repo");
    expect(await callback(back, cookie)).toMatchObject({ status: 303, location: landing("scopes") });
    expect(await githubConnection(user.token)).toBeNull();
  });

  it("accepts a state once, in the browser that started it, before it expires and while its session lasts", async () => {
    const user = await signUp();

    // Another browser's state (or none) with this browser's cookie: refused, and the state stays usable by its own browser.
    const first = await start(user.token);
    const second = await start(user.token);
    const firstBack = await decide(first.url, "authorize");
    expect(await callback(firstBack, second.cookie)).toMatchObject({ location: landing("expired") });
    expect(await callback(firstBack, null)).toMatchObject({ location: landing("expired") });
    expect(await callback(new URLSearchParams({ code: firstBack.searchParams.get("code") ?? "" }).toString(), first.cookie)).toMatchObject({ location: landing("expired") });
    expect(await githubConnection(user.token)).toBeNull();
    expect(await callback(firstBack, first.cookie)).toMatchObject({ location: landing("connected") });

    // Used once: the same answer again is refused, and GitHub is not asked again.
    const before = (await issuedTokens()).length;
    expect(await callback(firstBack, first.cookie)).toMatchObject({ location: landing("expired") });
    expect((await issuedTokens()).length).toBe(before);

    // Expired: ten minutes after the start.
    const late = await start(user.token);
    const lateBack = await decide(late.url, "authorize");
    await env.DB.prepare("UPDATE oauth_states SET expires_at = ? WHERE user_id = ?").bind(new Date(Date.now() - 1000).toISOString(), user.user.id).run();
    expect(await callback(lateBack, late.cookie)).toMatchObject({ location: landing("expired") });

    // Signed out meanwhile: the session that started it is over.
    const other = await signUp();
    const signedOut = await start(other.token);
    const signedOutBack = await decide(signedOut.url, "authorize");
    expect((await call("POST", "/auth/logout", { token: other.token })).status).toBe(200);
    expect(await callback(signedOutBack, signedOut.cookie)).toMatchObject({ location: landing("expired") });
    expect(await env.DB.prepare("SELECT id FROM integrations WHERE user_id = ?").bind(other.user.id).first()).toBeNull();

    // Anything but GitHub's parameters is not an answer of GitHub's.
    expect(await callback(`state=${"x".repeat(500)}`, null)).toMatchObject({ location: landing("refused") });
  });

  it("says the server's OAuth app is misconfigured when GitHub refuses its credentials or its callback address", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      // incorrect_client_credentials: the secret in the configuration is not the app's.
      const user = await signUp();
      const wrongSecret = { GITHUB_OAUTH_CLIENT_SECRET: "not-the-app-secret" };
      const { url, cookie } = await start(user.token, wrongSecret);
      expect(await callback(await decide(url, "authorize"), cookie, wrongSecret)).toMatchObject({ location: landing("setup") });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("incorrect_client_credentials"));

      // redirect_uri_mismatch in the token answer: the code was issued for another callback address.
      const moved = await start(user.token);
      const movedBack = await decide(moved.url, "authorize");
      expect(await callback(movedBack, moved.cookie, { APP_ORIGIN: "http://moved.example.com" })).toMatchObject({ location: landing("setup") });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("redirect_uri_mismatch"));

      // redirect_uri_mismatch on GitHub's page: it sends the browser to the registered callback with the error.
      const elsewhere = await start(user.token, { APP_ORIGIN: "http://elsewhere.example.com" });
      expect(elsewhere.url.searchParams.get("redirect_uri")).toBe("http://elsewhere.example.com/api/integrations/github/oauth/callback");
      const refused = await fetch(elsewhere.url, { redirect: "manual" });
      const back = new URL(refused.headers.get("Location") ?? "");
      expect(back.searchParams.get("error")).toBe("redirect_uri_mismatch");
      expect(await callback(back, elsewhere.cookie)).toMatchObject({ location: landing("setup") });
      expect(await githubConnection(user.token)).toBeNull();
    } finally {
      warn.mockRestore();
    }
  });

  it("says GitHub is unavailable when its token endpoint does not answer as GitHub does", async () => {
    const user = await signUp();
    // Another fake host: no OAuth token endpoint there.
    const broken = { GITHUB_OAUTH_URL: "http://vercel.test" };
    const { state, cookie } = await start(user.token, broken);
    expect(await callback(new URLSearchParams({ code: "0123456789abcdef0123", state }).toString(), cookie, broken)).toMatchObject({ location: landing("unavailable") });
  });
});

describe("Connect with GitHub when the server has no OAuth app", () => {
  const none = { GITHUB_OAUTH_CLIENT_ID: "", GITHUB_OAUTH_CLIENT_SECRET: "" };

  it("is reported off, refuses to start with a clear message, and a callback says it is not set up", async () => {
    const user = await signUp();
    const headers = { Authorization: `Bearer ${user.token}` };
    const listed = await send("/integrations", { headers }, none);
    expect(integrationsResponseSchema.parse(await listed.json()).githubOAuth).toBe(false);
    const refused = await send("/integrations/github/oauth", { method: "POST", headers }, none);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ success: false, error: "oauth_not_configured", message: "Connect with GitHub is not set up on this server. Use a token instead." });
    expect(await callback("code=abc&state=def", null, none)).toMatchObject({ status: 303, location: landing("not_configured") });
    // The token path stays.
    const pasted = await send("/integrations/github", { method: "PUT", headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify({ token: "ghp_pasted_value" }) }, none);
    expect(pasted.status).toBe(200);
  });

  it("is a configuration error when only one of the client id and secret is set", () => {
    expect(() => readConfig({ ...env, GITHUB_OAUTH_CLIENT_SECRET: "" })).toThrow(/GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET go together/);
    expect(() => readConfig({ ...env, GITHUB_OAUTH_CLIENT_ID: "" })).toThrow(ConfigError);
    expect(readConfig({ ...env, ...none }).GITHUB_OAUTH_CLIENT_ID).toBeUndefined();
  });
});
