/**
 * A local stand-in for GitHub's OAuth web flow for OAuth apps, written from GitHub's documentation rather
 * than from AppForge's adapter: "Authorizing OAuth apps" (web application flow), "Troubleshooting
 * authorization request errors" and "Troubleshooting OAuth app access token request errors".
 *
 * - GET /login/oauth/authorize?client_id&redirect_uri&scope&state: an unknown client id is a 404 page. A
 *   redirect_uri that is not the app's registered callback URL (same host and port, the callback's path or
 *   one below it) sends the browser to the registered callback URL with error=redirect_uri_mismatch,
 *   error_description, error_uri and the state. Otherwise a page asks the user to authorize the app for
 *   the requested scopes, with Authorize and Cancel (a form POST back to /login/oauth/authorize).
 * - The page's answer: Cancel goes to redirect_uri with error=access_denied, error_description, error_uri and
 *   the state; Authorize goes to redirect_uri with a temporary `code` and the state. A code expires after
 *   10 minutes and is accepted once.
 * - POST /login/oauth/access_token with client_id, client_secret, code and redirect_uri (form body, JSON body
 *   or query string): wrong client credentials answer `incorrect_client_credentials`; a redirect_uri other
 *   than the one the code was issued for, `redirect_uri_mismatch`; an unknown, used or expired code, or one
 *   issued to another app, `bad_verification_code` (each with error_description and error_uri, status 200);
 *   else `access_token`, `token_type: "bearer"` and `scope`, the granted scopes comma-separated. The answer
 *   is JSON when the request accepts application/json, else form-encoded (the documented default).
 * - DELETE /applications/{client_id}/grant on the API (GitHub's "Delete an app authorization"), with Basic
 *   authentication by the app's client id and secret and a JSON body { "access_token": ... }: 204 deletes the
 *   grant (the token is listed as revoked). A body without access_token, or a token this app did not issue,
 *   is 422 "Validation Failed" (the operation's one documented error); wrong client credentials are GitHub's
 *   usual 404 "Not Found" for a request it will not authenticate.
 * - For tests: GET /_fake/oauth/tokens lists the tokens issued, GET /_fake/oauth/revoked those revoked (the fake GitHub API names each token's account
 *   with loginFor). The scopes granted are those the page's form sends back: a test that sends fewer plays a
 *   user who edited them on GitHub's page.
 * Tokens look like GitHub's OAuth tokens (`gho_` and 36 characters) and are accepted by FakeGitHub's API. The
 * error codes are GitHub's; their descriptions here are the fake's own words.
 */

const CODE_LIFETIME_MS = 10 * 60 * 1000;
/** The API's "Delete an app authorization" path, with or without an Enterprise Server's /api/v3 base. */
const GRANT_PATH = /^(?:\/api\/v3)?\/applications\/([^/]+)\/grant$/;
const DOCS = "/apps/managing-oauth-apps";

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  expiresAt: number;
}

export interface FakeOAuthApp {
  clientId: string;
  clientSecret: string;
  /** The app's registered callback URL; may be set once the product's address is known. */
  callbackUrl?: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function randomText(length: number, alphabet: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return [...bytes].map((byte) => alphabet[byte % alphabet.length]).join("");
}

const page = (status: number, title: string, body: string) =>
  new Response(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body>${body}</body></html>`, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });

const redirect = (to: URL) => new Response(null, { status: 302, headers: { Location: to.toString() } });

export class FakeGitHubOAuth {
  private readonly codes = new Map<string, IssuedCode>();
  /** Every token issued, in order. */
  readonly tokens: string[] = [];
  /** Every token whose grant was deleted, in order. */
  readonly revoked: string[] = [];

  constructor(readonly app: FakeOAuthApp) {}

  /** Whether a request is the OAuth flow's (the rest of GitHub's paths are the API's). */
  static owns(request: Request): boolean {
    const path = new URL(request.url).pathname;
    return path.startsWith("/login/oauth/") || path.startsWith("/_fake/oauth/") || GRANT_PATH.test(path);
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === "GET" && url.pathname === "/_fake/oauth/tokens") return Response.json(this.tokens);
    if (request.method === "GET" && url.pathname === "/_fake/oauth/revoked") return Response.json(this.revoked);
    const grant = GRANT_PATH.exec(url.pathname);
    if (grant && request.method === "DELETE") return this.deleteGrant(decodeURIComponent(grant[1] ?? ""), request);
    if (url.pathname === "/login/oauth/authorize") {
      return request.method === "POST" ? this.decide(await this.params(request)) : this.authorizePage(url.searchParams);
    }
    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") return this.accessToken(request, await this.params(request));
    return page(404, "Not Found", "<h1>404</h1>");
  }

  /** A request's parameters, from its query and its form or JSON body. */
  private async params(request: Request): Promise<URLSearchParams> {
    const params = new URLSearchParams(new URL(request.url).search);
    const text = request.method === "POST" ? await request.text() : "";
    if ((request.headers.get("content-type") ?? "").includes("application/json")) {
      const body: unknown = text ? JSON.parse(text) : {};
      if (body && typeof body === "object") for (const [key, value] of Object.entries(body)) params.set(key, String(value));
    } else {
      for (const [key, value] of new URLSearchParams(text)) params.set(key, value);
    }
    return params;
  }

  /** GitHub accepts the registered callback URL, or a path below it on the same host and port. */
  private redirectAllowed(redirectUri: string): boolean {
    if (!this.app.callbackUrl || !URL.canParse(redirectUri)) return false;
    const registered = new URL(this.app.callbackUrl);
    const asked = new URL(redirectUri);
    return asked.protocol === registered.protocol && asked.host === registered.host && (asked.pathname === registered.pathname || asked.pathname.startsWith(`${registered.pathname.replace(/\/$/, "")}/`));
  }

  private authorizePage(query: URLSearchParams): Response {
    if (query.get("client_id") !== this.app.clientId) return page(404, "Not Found", "<h1>404</h1><p>No OAuth app has this client id.</p>");
    const redirectUri = query.get("redirect_uri") ?? this.app.callbackUrl ?? "";
    const state = query.get("state") ?? "";
    if (!this.redirectAllowed(redirectUri)) {
      const back = new URL(this.app.callbackUrl ?? "about:blank");
      back.searchParams.set("error", "redirect_uri_mismatch");
      back.searchParams.set("error_description", "redirect_uri is not this application's registered callback URL.");
      back.searchParams.set("error_uri", `${DOCS}/troubleshooting-authorization-request-errors/#redirect-uri-mismatch`);
      back.searchParams.set("state", state);
      return redirect(back);
    }
    const scope = query.get("scope") ?? "";
    const hidden = [
      ["client_id", this.app.clientId],
      ["redirect_uri", redirectUri],
      ["scope", scope],
      ["state", state],
    ]
      .map(([name = "", value = ""]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
      .join("");
    const scopes = scope
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((name) => `<li>${escape(name)}</li>`)
      .join("");
    return page(
      200,
      "Authorize application",
      `<main><h1>Authorize the application</h1><p>It asks for:</p><ul>${scopes || "<li>public information only</li>"}</ul>` +
        `<form method="post" action="/login/oauth/authorize">${hidden}` +
        `<button type="submit" name="decision" value="cancel">Cancel</button> <button type="submit" name="decision" value="authorize">Authorize</button></form></main>`,
    );
  }

  private decide(params: URLSearchParams): Response {
    const redirectUri = params.get("redirect_uri") ?? "";
    if (params.get("client_id") !== this.app.clientId || !this.redirectAllowed(redirectUri)) return page(400, "Bad request", "<h1>Bad request</h1>");
    const back = new URL(redirectUri);
    if (params.get("decision") !== "authorize") {
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("error_description", "The user did not grant the application access.");
      back.searchParams.set("error_uri", `${DOCS}/troubleshooting-authorization-request-errors/#access-denied`);
    } else {
      const code = randomText(20, "0123456789abcdef");
      // The scopes the page sends back are those granted (a test may send fewer, as a user who edited them).
      const granted = (params.get("scope") ?? "").split(/[\s,]+/).filter(Boolean);
      this.codes.set(code, { clientId: this.app.clientId, redirectUri, scopes: granted, expiresAt: Date.now() + CODE_LIFETIME_MS });
      back.searchParams.set("code", code);
    }
    back.searchParams.set("state", params.get("state") ?? "");
    return redirect(back);
  }

  private accessToken(request: Request, params: URLSearchParams): Response {
    const answer = (body: Record<string, string>) =>
      (request.headers.get("accept") ?? "").includes("application/json")
        ? Response.json(body)
        : new Response(new URLSearchParams(body).toString(), { headers: { "Content-Type": "application/x-www-form-urlencoded; charset=utf-8" } });
    const refuse = (error: string, description: string, anchor: string) =>
      answer({ error, error_description: description, error_uri: `${DOCS}/troubleshooting-oauth-app-access-token-request-errors/#${anchor}` });

    if (params.get("client_id") !== this.app.clientId || params.get("client_secret") !== this.app.clientSecret) {
      return refuse("incorrect_client_credentials", "client_id or client_secret is wrong.", "incorrect-client-credentials");
    }
    const code = params.get("code") ?? "";
    const issued = this.codes.get(code);
    if (issued && params.has("redirect_uri") && params.get("redirect_uri") !== issued.redirectUri) {
      return refuse("redirect_uri_mismatch", "redirect_uri is not this application's registered callback URL.", "redirect-uri-mismatch");
    }
    if (!issued || issued.clientId !== this.app.clientId || issued.expiresAt <= Date.now()) {
      return refuse("bad_verification_code", "The code is wrong, used or expired.", "bad-verification-code");
    }
    this.codes.delete(code);
    const token = `gho_${randomText(36, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")}`;
    this.tokens.push(token);
    return answer({ access_token: token, token_type: "bearer", scope: issued.scopes.join(",") });
  }

  private async deleteGrant(clientId: string, request: Request): Promise<Response> {
    const expected = `Basic ${btoa(`${this.app.clientId}:${this.app.clientSecret}`)}`;
    if (clientId !== this.app.clientId || request.headers.get("authorization") !== expected) {
      return Response.json({ message: "Not Found", documentation_url: "/rest" }, { status: 404 });
    }
    let body: unknown = null;
    try {
      body = await request.json();
    } catch {
      body = null;
    }
    const token = typeof body === "object" && body !== null && "access_token" in body ? (body as { access_token: unknown }).access_token : undefined;
    if (typeof token !== "string" || !this.tokens.includes(token) || this.revoked.includes(token)) {
      return Response.json({ message: "Validation Failed", errors: [{ resource: "Authorization", field: "access_token", code: "invalid" }], documentation_url: "/rest" }, { status: 422 });
    }
    this.revoked.push(token);
    return new Response(null, { status: 204 });
  }
}
