import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env";
import { toBase64 } from "../encoding";
import { appModelSchema, type AppModel } from "../engine/model";
import { MAX_PUBLISHED_VERSIONS, PUBLISH_LIMITS, publishLimitsSchema, type Publication, type PublishLimits, type PublishedVersion } from "../contract/publish";
import { canRunBackends, runBackend } from "./backend-runner";
import { previewDatabaseFor } from "./preview-database";
import { publishedBackendSchema, type PublishedBackend } from "./preview-backend";
import { ALWAYS, appDocument, boundedForwarding, escapeHtml, secured, VENDOR_PATH } from "./routes";
import { createNonce } from "../security-headers";

/**
 * One project's app published on AppForge's edge (named by the project id): its versions (each a copy of a
 * preview build: the app model, the compiled frontend and the backend it runs), which one is live, and its
 * limits. It serves the live version at the app's own address (published-routes.ts): the frontend from the
 * build, the API from the app's Workers backend in a sandboxed dynamic Worker (backend-runner.ts) on the app's
 * own database (the `live` copy of preview-database.ts), which is migrated on every publish and never reset.
 */

/** Where the live version's compiled frontend is served on the app's address, apart from the app's own paths. */
export const PUBLISHED_ASSET_PREFIX = "/_appforge/";

/** The requests-per-minute limit's window. */
const MINUTE_MS = 60_000;

const STATE_KEY = "state";
const CURRENT_KEY = "current";
const LIMITS_KEY = "limits";
const SECRET_KEY = "secret";
const PROJECT_KEY = "project";
const REFUSAL_KEY = "refusal";

type Outcome<T> = { ok: true; value: T } | { ok: false; status: 404 | 409 | 422; message: string };

interface VersionRow extends Record<string, SqlStorageValue> {
  number: number;
  build_version: string;
  published_at: string;
}

export const publishedAppFor = (env: Env, projectId: string) => env.PublishedApp.get(env.PublishedApp.idFromName(projectId));

const apiRefusal = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { ...ALWAYS, "Cache-Control": "no-store", ...headers } });

const pageRefusal = (status: number, title: string, text: string, headers: Record<string, string> = {}) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${escapeHtml(title)}</title></head>` +
      `<body style="font-family: system-ui, sans-serif; padding: 2rem; color: #334155"><h1 style="font-size: 1.25rem">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`,
    { status, headers: { ...ALWAYS, "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'", ...headers } },
  );

export class PublishedApp extends DurableObject<Env> {
  /** Requests counted in the current minute, for the requests-per-minute limit. */
  private window = { start: 0, count: 0 };
  /** The live version's model, read once per version. */
  private parsed: { number: number; model: AppModel | undefined } | undefined;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    sql.exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
    sql.exec(
      "CREATE TABLE IF NOT EXISTS versions (number INTEGER PRIMARY KEY, build_version TEXT NOT NULL, published_at TEXT NOT NULL, model TEXT NOT NULL, js TEXT NOT NULL, css TEXT NOT NULL, vendor TEXT NOT NULL, backend TEXT NOT NULL)",
    );
  }

  /**
   * Publishes a copy of the preview's build as the next version and makes it live: the app's database gets the
   * migrations it has not had yet (its records stay). A migration that cannot apply publishes nothing.
   */
  async publish(slug: string, url: string, copy: { model: AppModel; build: { version: string; js: string; css: string; vendor: string }; backend: PublishedBackend }): Promise<Outcome<Publication>> {
    const limits = this.limits();
    const migrated = await previewDatabaseFor(this.env, copy.backend.projectId, "live").migrate(copy.backend.schema.migrations, limits.databaseMegabytes * 1024 * 1024);
    if ("kind" in migrated) return { ok: false, status: 422, message: migrated.error };
    const sql = this.ctx.storage.sql;
    const last = sql.exec<{ number: number | null }>("SELECT MAX(number) AS number FROM versions").one().number ?? 0;
    const number = last + 1;
    sql.exec(
      "INSERT INTO versions (number, build_version, published_at, model, js, css, vendor, backend) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      number,
      copy.build.version,
      new Date().toISOString(),
      JSON.stringify(copy.model),
      copy.build.js,
      copy.build.css,
      copy.build.vendor,
      JSON.stringify(copy.backend),
    );
    // The oldest versions go, never the live one (it is the newest here).
    sql.exec("DELETE FROM versions WHERE number <= ?", number - MAX_PUBLISHED_VERSIONS);
    this.setMeta(PROJECT_KEY, copy.backend.projectId);
    this.setMeta(CURRENT_KEY, String(number));
    this.setMeta(STATE_KEY, "live");
    this.setMeta("slug", slug);
    this.setMeta("url", url);
    return { ok: true, value: await this.describe() };
  }

  /** Makes an earlier version live again; its code runs on the same records (the database is not rolled back). */
  async rollback(number: number): Promise<Outcome<Publication>> {
    if (this.meta(CURRENT_KEY) === undefined) return { ok: false, status: 409, message: "This project has not been published yet" };
    const row = this.ctx.storage.sql.exec("SELECT number FROM versions WHERE number = ?", number).toArray()[0];
    if (!row) return { ok: false, status: 404, message: `Version ${number} is not among the published versions` };
    this.setMeta(CURRENT_KEY, String(number));
    this.setMeta(STATE_KEY, "live");
    return { ok: true, value: await this.describe() };
  }

  /** The address answers 404 from now on; the versions and the records are kept until the project is deleted. */
  async unpublish(): Promise<Outcome<Publication>> {
    if (this.meta(CURRENT_KEY) === undefined) return { ok: false, status: 409, message: "This project has not been published yet" };
    this.setMeta(STATE_KEY, "unpublished");
    return { ok: true, value: await this.describe() };
  }

  async setLimits(limits: PublishLimits): Promise<Outcome<Publication>> {
    const projectId = this.meta(PROJECT_KEY);
    if (projectId === undefined) return { ok: false, status: 409, message: "This project has not been published yet" };
    this.setMeta(LIMITS_KEY, JSON.stringify(limits));
    await previewDatabaseFor(this.env, projectId, "live").setLimit(limits.databaseMegabytes * 1024 * 1024);
    return { ok: true, value: await this.describe() };
  }

  /** The publication as its owner sees it; null before the first publish. */
  async publication(): Promise<Publication | null> {
    return this.meta(CURRENT_KEY) === undefined ? null : this.describe();
  }

  /** Forgets everything: the project is being deleted (its address name goes with its row). */
  async destroy(projectId: string): Promise<void> {
    await previewDatabaseFor(this.env, projectId, "live").destroy();
    this.ctx.storage.sql.exec("DELETE FROM versions");
    this.ctx.storage.sql.exec("DELETE FROM meta");
    this.parsed = undefined;
  }

  /** A visitor's request at the app's address (the route has found this app by its address name). */
  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const isApi = url.pathname === "/api" || url.pathname.startsWith("/api/");
    const current = Number(this.meta(CURRENT_KEY) ?? 0);
    const projectId = this.meta(PROJECT_KEY);
    if (this.meta(STATE_KEY) !== "live" || !current || !projectId) {
      return isApi ? apiRefusal(404, "This app is not published") : pageRefusal(404, "This app is not published", "Its owner has not published it, or has taken it down.");
    }
    const limits = this.limits();
    const now = Date.now();
    if (now - this.window.start >= MINUTE_MS) this.window = { start: now, count: 0 };
    this.window.count += 1;
    if (this.window.count > limits.requestsPerMinute) {
      const retry = String(Math.max(1, Math.ceil((this.window.start + MINUTE_MS - now) / 1000)));
      const reason = `More than ${limits.requestsPerMinute} requests in a minute`;
      this.noteRefusal(reason);
      return isApi ? apiRefusal(429, `${reason}: try again shortly`, { "Retry-After": retry }) : pageRefusal(429, "Too many requests", `${reason}: try again in a moment.`, { "Retry-After": retry });
    }
    if (isApi) return this.api(request, projectId, current, url, limits);
    if (request.method !== "GET" && request.method !== "HEAD") return pageRefusal(405, "Not allowed", "This address serves the app's pages and its API under /api.");
    if (url.pathname === `${PUBLISHED_ASSET_PREFIX}app.js` || url.pathname === `${PUBLISHED_ASSET_PREFIX}app.css`) {
      const js = url.pathname.endsWith(".js");
      const row = this.ctx.storage.sql.exec<{ text: string }>(`SELECT ${js ? "js" : "css"} AS text FROM versions WHERE number = ?`, current).toArray()[0];
      return new Response(row?.text ?? "", {
        status: row ? 200 : 404,
        headers: { ...ALWAYS, "Content-Type": js ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8", "Cache-Control": "no-cache" },
      });
    }
    return this.page(url, current);
  }

  private async api(request: Request, projectId: string, current: number, url: URL, limits: PublishLimits): Promise<Response> {
    if (!canRunBackends(this.env)) return apiRefusal(503, "This AppForge cannot start the app's backend: its Worker Loader binding (LOADER) is not configured");
    const database = previewDatabaseFor(this.env, projectId, "live");
    if (request.method !== "GET" && request.method !== "HEAD" && (await database.size()) > limits.databaseMegabytes * 1024 * 1024) {
      const reason = `The app's database is full (${limits.databaseMegabytes} MB)`;
      this.noteRefusal(reason);
      return apiRefusal(429, `${reason}: its owner can raise the limit in AppForge`);
    }
    const row = this.ctx.storage.sql.exec<{ backend: string }>("SELECT backend FROM versions WHERE number = ?", current).toArray()[0];
    const backend = row ? publishedBackendSchema.safeParse(JSON.parse(row.backend)) : null;
    if (!backend?.success) return apiRefusal(500, "This version of the app has no backend to run");
    // The app's backend gets the visitor's request without cookies: whatever a browser holds for another
    // site on this host (AppForge's own session included) is never the app's to read.
    const headers = new Headers(request.headers);
    headers.delete("Cookie");
    const inner = new URL(`${url.pathname}${url.search}`, "https://app.internal");
    const forward = async (body: ArrayBuffer | undefined) =>
      secured(await runBackend(this.env, { projectId, secret: this.secret(), build: backend.data, copy: "live" }, new Request(inner, { method: request.method, headers, body })));
    return boundedForwarding.fetch(request, { forward });
  }

  /** The live version's page: its library script, then its compiled frontend, on the app's own origin. */
  private page(url: URL, current: number): Response {
    const row = this.ctx.storage.sql.exec<{ vendor: string; model: string }>("SELECT vendor, model FROM versions WHERE number = ?", current).toArray()[0];
    if (this.parsed?.number !== current) {
      const parsed = row ? appModelSchema.safeParse(JSON.parse(row.model)) : null;
      this.parsed = { number: current, model: parsed?.success ? parsed.data : undefined };
    }
    const model = this.parsed.model;
    if (!row || !model) return pageRefusal(500, "This version cannot be shown", "Its owner can publish the app again.");
    const nonce = createNonce();
    const mount = model.stack.frontend === "vue" ? "app" : "root";
    // An Angular app runs Angular's JIT compiler (templates become functions through `new Function`).
    const evaluates = row.vendor.startsWith("angular-") ? " 'unsafe-eval'" : "";
    const policy = [
      "default-src 'none'",
      `script-src 'nonce-${nonce}' ${url.origin}${PUBLISHED_ASSET_PREFIX}app.js ${url.origin}${VENDOR_PATH}${row.vendor}${evaluates}`,
      `style-src 'unsafe-inline' ${url.origin}${PUBLISHED_ASSET_PREFIX}app.css`,
      "img-src 'self' data: blob:",
      "font-src data:",
      "connect-src 'self'",
      "form-action 'self'",
      "base-uri 'none'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ].join("; ");
    const html = appDocument({ title: model.name, mount, vendor: row.vendor }, PUBLISHED_ASSET_PREFIX, `<script nonce="${nonce}">globalThis.__APPFORGE_PREVIEW_API__ = location.origin;</script>`);
    return new Response(html, { headers: { ...ALWAYS, "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache", "Content-Security-Policy": policy } });
  }

  private async describe(): Promise<Publication> {
    const versions = this.ctx.storage.sql
      .exec<VersionRow>("SELECT number, build_version, published_at FROM versions ORDER BY number DESC")
      .toArray()
      .map((row): PublishedVersion => ({ number: row.number, buildVersion: row.build_version, publishedAt: row.published_at }));
    const projectId = this.meta(PROJECT_KEY);
    const refusal = this.meta(REFUSAL_KEY);
    const live = this.ctx.storage.sql.exec<{ backend: string }>("SELECT backend FROM versions WHERE number = ?", Number(this.meta(CURRENT_KEY) ?? 0)).toArray()[0];
    const backend = live ? publishedBackendSchema.safeParse(JSON.parse(live.backend)) : null;
    return {
      slug: this.meta("slug") ?? "",
      url: this.meta("url") ?? "",
      state: this.meta(STATE_KEY) === "live" ? "live" : "unpublished",
      current: Number(this.meta(CURRENT_KEY) ?? 0) || null,
      versions,
      limits: this.limits(),
      lastRefusal: refusal ? (JSON.parse(refusal) as { at: string; reason: string }) : null,
      api: backend?.success ? (backend.data.own ? "own" : "generated") : null,
      databaseBytes: projectId ? await previewDatabaseFor(this.env, projectId, "live").size() : 0,
    };
  }

  /** Kept once a minute at most, so a flood of refused requests does not become a flood of writes. */
  private noteRefusal(reason: string): void {
    const last = this.meta(REFUSAL_KEY);
    if (last && Date.now() - Date.parse((JSON.parse(last) as { at: string }).at) < MINUTE_MS) return;
    this.setMeta(REFUSAL_KEY, JSON.stringify({ at: new Date().toISOString(), reason }));
  }

  private limits(): PublishLimits {
    const stored = this.meta(LIMITS_KEY);
    const parsed = stored ? publishLimitsSchema.safeParse(JSON.parse(stored)) : null;
    return parsed?.success ? parsed.data : { requestsPerMinute: PUBLISH_LIMITS.requestsPerMinute.default, databaseMegabytes: PUBLISH_LIMITS.databaseMegabytes.default };
  }

  /** The secret the published app's backend signs its tokens with: its own, made at first use, never the preview's. */
  private secret(): string {
    let secret = this.meta(SECRET_KEY);
    if (!secret) {
      secret = toBase64(crypto.getRandomValues(new Uint8Array(32)));
      this.setMeta(SECRET_KEY, secret);
    }
    return secret;
  }

  private meta(key: string): string | undefined {
    return this.ctx.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0]?.value;
  }

  private setMeta(key: string, value: string): void {
    this.ctx.storage.sql.exec("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", key, value);
  }
}
