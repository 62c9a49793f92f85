import type { DatabaseSync } from "node:sqlite";
import { loginFor } from "./fake-github";

/**
 * A strict local stand-in for Cloudflare's API v4 (a paid outside service), written from its published
 * description (cloudflare/api-schemas, as generated into the cloudflare-typescript SDK's models: accounts,
 * d1/database, workers/scripts with its multipart metadata, assets-upload-session, workers/assets/upload,
 * secrets, subdomain) and from Cloudflare's direct-upload guide for static assets. Every answer is Cloudflare's
 * envelope { success, errors: [{ code, message }], messages, result }; the error codes are the ones Cloudflare
 * answers with (10000 authentication, 7502 a D1 name in use, 10007 a Worker that does not exist, 10021 a
 * script that does not validate, 971 throttled), with messages in its words where known and paraphrased
 * otherwise. A body outside the description is refused as Cloudflare refuses one.
 *
 * What it checks: the token (Bearer; "bad-token" is refused, "limited-token" throttled, "no-subdomain-token"
 * has no workers.dev subdomain), every field of an upload's metadata against the SDK's, that the main module is
 * uploaded and every module another imports is too, that a D1 binding names a database of the account and an
 * assets binding comes with a completion token for this script, that assets arrive in the buckets asked for
 * with the session's token and their declared size. D1 databases are real SQLite (node:sqlite), so migrations
 * and queries run. A Worker's workers.dev address answers its health check once its subdomain is enabled (the
 * first request after that still finds nothing, as a new address takes a moment to reach).
 */

const envelope = (status: number, result: unknown) => new Response(JSON.stringify({ success: true, errors: [], messages: [], result }), { status, headers: { "Content-Type": "application/json" } });
const refusal = (status: number, code: number, message: string) =>
  new Response(JSON.stringify({ success: false, errors: [{ code, message }], messages: [], result: null }), { status, headers: { "Content-Type": "application/json" } });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The upload metadata's fields (ScriptUpdateParams.Metadata) and its assets' config (Metadata.Assets.Config). */
const METADATA_FIELDS = new Set([
  "annotations", "assets", "bindings", "body_part", "cache_options", "compatibility_date", "compatibility_flags", "exports", "keep_assets", "keep_bindings",
  "limits", "logpush", "main_module", "migrations", "observability", "package_dependencies", "placement", "tags", "tail_consumers", "usage_model",
]);
const ASSET_CONFIG_FIELDS = new Set(["_headers", "_redirects", "html_handling", "not_found_handling", "run_worker_first", "serve_directly"]);
const NOT_FOUND_HANDLING = new Set(["none", "404-page", "single-page-application"]);
const MODULE_TYPES = new Set(["application/javascript+module", "text/javascript+module", "application/javascript", "text/javascript", "text/plain", "application/octet-stream", "application/wasm", "application/source-map"]);
/** Workers script names: small letters, digits, dashes and underscores, at most 63 characters. */
const SCRIPT_NAME = /^[a-z0-9_][a-z0-9-_]{0,62}$/;

interface Script {
  tags: string[];
  bindings: Record<string, unknown>[];
  modules: Record<string, string>;
  mainModule: string;
  secrets: Map<string, string>;
  assets: Record<string, { hash: string; size: number }>;
  subdomain: boolean;
  /** Requests its address has had since its subdomain was enabled. */
  visits: number;
}

interface Account {
  id: string;
  name: string;
  subdomain: string | null;
  scripts: Map<string, Script>;
  databases: Map<string, { name: string; db: DatabaseSync }>;
  /** Asset hashes Cloudflare holds already (a session does not ask for them again). */
  uploaded: Set<string>;
}

interface Session {
  account: string;
  script: string;
  manifest: Record<string, { hash: string; size: number }>;
  pending: Set<string>;
  completion: string;
}

/** The module specifiers a module imports statically (import ... from, export ... from, import "x"). */
function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+)["']/g)) if (match[1]) found.push(match[1]);
  return found;
}

/** A specifier resolved as the Workers runtime resolves module names: relative to the importing module, "/" from the root. */
function resolve(from: string, specifier: string): string {
  if (specifier.startsWith("/")) return specifier.slice(1);
  if (!specifier.startsWith(".")) return specifier;
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

export class FakeCloudflare {
  readonly seen: { method: string; path: string; body: unknown }[] = [];
  private readonly accounts = new Map<string, Account>();
  private readonly sessions = new Map<string, Session>();
  private counter = 0;

  private id(): string {
    this.counter += 1;
    return `${this.counter.toString(16).padStart(8, "0")}${"0".repeat(24)}`;
  }

  private accountFor(token: string): Account {
    const login = loginFor(token);
    let account = [...this.accounts.values()].find((candidate) => candidate.name === `${login}'s Account`);
    if (!account) {
      account = { id: this.id(), name: `${login}'s Account`, subdomain: token === "no-subdomain-token" ? null : login, scripts: new Map(), databases: new Map(), uploaded: new Set() };
      this.accounts.set(account.id, account);
    }
    return account;
  }

  /** A request to a deployed Worker's workers.dev address. */
  private visit(url: URL): Response {
    const [script, subdomain] = url.hostname.split(".");
    const account = [...this.accounts.values()].find((candidate) => candidate.subdomain === subdomain);
    const worker = account?.scripts.get(script ?? "");
    if (!worker?.subdomain) return new Response("There is nothing here yet", { status: 404 });
    worker.visits += 1;
    if (worker.visits === 1) return new Response("There is nothing here yet", { status: 404 });
    if (url.pathname === "/api/health") return Response.json({ status: "ok" });
    return new Response("<!doctype html><title>app</title>", { headers: { "Content-Type": "text/html" } });
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.hostname.endsWith(".workers.dev")) return this.visit(url);
    if (url.pathname === "/_fake/seen") return Response.json(this.seen);
    if (url.pathname === "/_fake/state") return Response.json(this.state(url.searchParams.get("token") ?? ""));
    const path = url.pathname.replace(/^\/client\/v4/, "");
    const form = (request.headers.get("content-type") ?? "").startsWith("multipart/form-data") ? await request.formData() : null;
    const text = form || request.method === "GET" ? "" : await request.text();
    let body: unknown = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      return refusal(400, 10026, "Could not parse the request body as JSON");
    }
    this.seen.push({ method: request.method, path: path + url.search, body: form ? Object.fromEntries([...form.keys()].map((key) => [key, "(part)"])) : body });
    const header = request.headers.get("authorization") ?? "";
    const token = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
    if (!token) return refusal(400, 6003, "Invalid request headers");

    // Asset uploads carry the upload session's token, not the user's.
    if (request.method === "POST" && /^\/accounts\/[^/]+\/workers\/assets\/upload$/.test(path)) return this.uploadAssets(token, url, form);

    if (token === "bad-token") return refusal(403, 10000, "Authentication error");
    if (token === "limited-token") return refusal(429, 971, "Please wait and consider throttling your request speed");
    const account = this.accountFor(token);
    if (request.method === "GET" && path === "/accounts") return envelope(200, [{ id: account.id, name: account.name, type: "standard", settings: {} }]);
    const scoped = /^\/accounts\/([^/]+)(\/.*)$/.exec(path);
    if (!scoped || scoped[1] !== account.id) return refusal(403, 10000, "Authentication error");
    const rest = scoped[2] ?? "";
    const route = `${request.method} ${rest}`;

    if (route === "GET /d1/database") {
      const name = url.searchParams.get("name");
      return envelope(200, [...account.databases.entries()].filter(([, database]) => !name || database.name.includes(name)).map(([uuid, database]) => ({ uuid, name: database.name, version: "production" })));
    }
    if (route === "POST /d1/database") return this.createDatabase(account, body);
    const query = /^POST \/d1\/database\/([^/]+)\/query$/.exec(route);
    if (query) return this.query(account, query[1] ?? "", body);
    if (route === "GET /workers/scripts") {
      return envelope(200, [...account.scripts.entries()].map(([id, script]) => ({ id, tags: script.tags, has_assets: Object.keys(script.assets).length > 0, has_modules: true })));
    }
    if (route === "GET /workers/subdomain") return account.subdomain ? envelope(200, { subdomain: account.subdomain }) : refusal(404, 10007, "This account does not have a workers.dev subdomain");
    const scriptRoute = /^(GET|PUT|POST) \/workers\/scripts\/([^/]+)(\/[a-z-]+)?$/.exec(route);
    if (!scriptRoute) return refusal(404, 7003, "Could not route to the requested path");
    const [, method, name = "", tail = ""] = scriptRoute;
    if (method === "PUT" && tail === "") return this.uploadScript(account, name, form);
    if (method === "POST" && tail === "/assets-upload-session") return this.startSession(account, name, body);
    const script = account.scripts.get(name);
    if (!script) return refusal(404, 10007, "This Worker does not exist on your account.");
    if (method === "GET" && tail === "/secrets") return envelope(200, [...script.secrets.keys()].map((secret) => ({ name: secret, type: "secret_text" })));
    if (method === "PUT" && tail === "/secrets") {
      if (!isRecord(body) || typeof body.name !== "string" || typeof body.text !== "string" || body.type !== "secret_text") return refusal(400, 10021, "A secret needs a name, a text and the type secret_text");
      script.secrets.set(body.name, body.text);
      return envelope(200, { name: body.name, type: "secret_text" });
    }
    if (method === "POST" && tail === "/subdomain") {
      if (!isRecord(body) || typeof body.enabled !== "boolean" || Object.keys(body).some((key) => key !== "enabled" && key !== "previews_enabled")) return refusal(400, 10021, "enabled must be a boolean");
      script.subdomain = body.enabled;
      script.visits = 0;
      return envelope(200, { enabled: body.enabled, previews_enabled: body.previews_enabled === true });
    }
    return refusal(404, 7003, "Could not route to the requested path");
  }

  private async createDatabase(account: Account, body: unknown): Promise<Response> {
    if (!isRecord(body) || typeof body.name !== "string" || !/^[a-z0-9][a-z0-9-_]*$/.test(body.name)) return refusal(400, 7400, "The request is malformed: name is required");
    if ([...account.databases.values()].some((database) => database.name === body.name)) return refusal(400, 7502, "A database with that name already exists");
    const { DatabaseSync } = await import("node:sqlite");
    const uuid = crypto.randomUUID();
    account.databases.set(uuid, { name: body.name, db: new DatabaseSync(":memory:") });
    return envelope(200, { uuid, name: body.name, version: "production", created_at: new Date().toISOString() });
  }

  private query(account: Account, uuid: string, body: unknown): Response {
    const database = account.databases.get(uuid);
    if (!database) return refusal(404, 7404, "The database could not be found");
    if (!isRecord(body) || typeof body.sql !== "string") return refusal(400, 7400, "The request is malformed: sql is required");
    const sql = body.sql.trim();
    try {
      // One SELECT answers its rows; statements run together answer none, as D1's query endpoint does for them.
      if (/^select\b/i.test(sql) && !sql.replace(/;\s*$/, "").includes(";")) {
        const rows = database.db.prepare(sql).all();
        return envelope(200, [{ results: rows.map((row) => ({ ...row })), success: true, meta: { rows_read: rows.length } }]);
      }
      database.db.exec("BEGIN");
      try {
        database.db.exec(sql);
        database.db.exec("COMMIT");
      } catch (error) {
        database.db.exec("ROLLBACK");
        throw error;
      }
      return envelope(200, [{ results: [], success: true, meta: {} }]);
    } catch (error) {
      return refusal(400, 7500, `${error instanceof Error ? error.message : String(error)}: SQLITE_ERROR`);
    }
  }

  private startSession(account: Account, name: string, body: unknown): Response {
    if (!isRecord(body) || !isRecord(body.manifest) || Object.keys(body).some((key) => key !== "manifest")) return refusal(400, 10021, "The manifest is required");
    const manifest: Session["manifest"] = {};
    for (const [path, entry] of Object.entries(body.manifest)) {
      if (!path.startsWith("/") || !isRecord(entry) || typeof entry.hash !== "string" || !/^[0-9a-f]{32}$/.test(entry.hash) || typeof entry.size !== "number") {
        return refusal(400, 10021, `The manifest entry ${path} needs a path from /, a 32 hexadecimal character hash and a size`);
      }
      manifest[path] = { hash: entry.hash, size: entry.size };
    }
    const pending = new Set(Object.values(manifest).map((entry) => entry.hash).filter((hash) => !account.uploaded.has(hash)));
    const jwt = `session-${this.id()}`;
    this.sessions.set(jwt, { account: account.id, script: name, manifest, pending, completion: `completion-${this.id()}` });
    // One bucket per two files: a client must follow the buckets, not send everything at once.
    const hashes = [...pending];
    const buckets = Array.from({ length: Math.ceil(hashes.length / 2) }, (_, index) => hashes.slice(index * 2, index * 2 + 2));
    return envelope(200, { jwt: pending.size === 0 ? this.sessions.get(jwt)?.completion : jwt, buckets });
  }

  private uploadAssets(token: string, url: URL, form: FormData | null): Response {
    const session = this.sessions.get(token);
    if (!session) return refusal(401, 10000, "Authentication error: the upload needs the token of an assets upload session");
    if (url.searchParams.get("base64") !== "true") return refusal(400, 10021, "base64 must be true");
    if (!form) return refusal(400, 10021, "The assets are sent as multipart/form-data");
    const account = this.accounts.get(session.account);
    for (const [hash, value] of form.entries()) {
      if (!session.pending.has(hash)) return refusal(400, 10021, `The hash ${hash} was not asked for in this session`);
      const size = Buffer.from(String(value), "base64").byteLength;
      const declared = Object.values(session.manifest).find((entry) => entry.hash === hash)?.size;
      if (size !== declared) return refusal(400, 10021, `The asset ${hash} is ${size} bytes; its manifest said ${declared}`);
      session.pending.delete(hash);
      account?.uploaded.add(hash);
    }
    return session.pending.size === 0 ? envelope(201, { jwt: session.completion }) : envelope(202, {});
  }

  private async uploadScript(account: Account, name: string, form: FormData | null): Promise<Response> {
    if (!SCRIPT_NAME.test(name)) return refusal(400, 10016, "Invalid Worker name");
    if (!form) return refusal(400, 10021, "A Worker is uploaded as multipart/form-data");
    const metadataPart = form.get("metadata");
    let metadata: unknown = null;
    try {
      metadata = typeof metadataPart === "string" ? JSON.parse(metadataPart) : metadataPart ? JSON.parse(await metadataPart.text()) : null;
    } catch {
      metadata = null;
    }
    if (!isRecord(metadata)) return refusal(400, 10021, "The metadata part is missing or is not JSON");
    const unknownField = Object.keys(metadata).find((key) => !METADATA_FIELDS.has(key));
    if (unknownField) return refusal(400, 10021, `Unknown field in metadata: ${unknownField}`);
    const modules: Record<string, string> = {};
    for (const [partName, value] of form.entries()) {
      if (partName === "metadata") continue;
      if (typeof value === "string" || !MODULE_TYPES.has(value.type)) return refusal(400, 10021, `The part ${partName} has no module content type`);
      modules[partName] = await value.text();
    }
    const main = typeof metadata.main_module === "string" ? metadata.main_module : "";
    if (!modules[main]) return refusal(400, 10021, `No such module "${main}": main_module must name an uploaded part`);
    for (const [moduleName, source] of Object.entries(modules)) {
      for (const specifier of importsOf(source)) {
        if (specifier.startsWith("node:") || specifier.startsWith("cloudflare:")) continue;
        if (!modules[resolve(moduleName, specifier)]) return refusal(400, 10021, `Uncaught Error: No such module "${resolve(moduleName, specifier)}".\n  imported from "${moduleName}"`);
      }
    }
    const bindings = Array.isArray(metadata.bindings) ? metadata.bindings.filter(isRecord) : [];
    const assets = isRecord(metadata.assets) ? metadata.assets : null;
    for (const binding of bindings) {
      if (binding.type === "d1" && !account.databases.has(String(binding.database_id ?? binding.id ?? ""))) return refusal(400, 10021, `D1 binding ${String(binding.name)} names no database of this account`);
      if (binding.type === "assets" && !assets) return refusal(400, 10021, "An assets binding needs assets in the metadata");
      if ((binding.type === "plain_text" || binding.type === "secret_text") && typeof binding.text !== "string") return refusal(400, 10021, `Binding ${String(binding.name)} needs a text`);
      if (!["d1", "assets", "plain_text", "secret_text"].includes(String(binding.type))) return refusal(400, 10021, `Unknown binding type ${String(binding.type)}`);
    }
    let manifest: Script["assets"] = {};
    if (assets) {
      const session = [...this.sessions.values()].find((candidate) => candidate.completion === assets.jwt);
      if (!session || session.script !== name || session.account !== account.id || session.pending.size > 0) return refusal(400, 10021, "The assets' completion token is not valid for this Worker");
      const config = isRecord(assets.config) ? assets.config : {};
      const unknownConfig = Object.keys(config).find((key) => !ASSET_CONFIG_FIELDS.has(key));
      if (unknownConfig) return refusal(400, 10021, `Unknown field in assets.config: ${unknownConfig}`);
      if (config.not_found_handling !== undefined && !NOT_FOUND_HANDLING.has(String(config.not_found_handling))) return refusal(400, 10021, "not_found_handling is not one of none, 404-page, single-page-application");
      manifest = session.manifest;
    }
    const previous = account.scripts.get(name);
    const keep = Array.isArray(metadata.keep_bindings) ? metadata.keep_bindings : [];
    const secrets = new Map(keep.includes("secret_text") ? (previous?.secrets ?? []) : []);
    for (const binding of bindings) if (binding.type === "secret_text") secrets.set(String(binding.name), String(binding.text));
    const tags = Array.isArray(metadata.tags) ? metadata.tags.map(String) : [];
    account.scripts.set(name, { tags, bindings, modules, mainModule: main, secrets, assets: manifest, subdomain: previous?.subdomain ?? false, visits: previous?.visits ?? 0 });
    const now = new Date().toISOString();
    return envelope(200, { id: name, tags, has_assets: Object.keys(manifest).length > 0, has_modules: true, created_on: now, modified_on: now, etag: this.id() });
  }

  /** What a test may look at (GET /_fake/state?token=…): an account's Workers (bindings, modules' names, secrets' names) and databases. */
  state(token: string) {
    const account = this.accountFor(token);
    return {
      scripts: Object.fromEntries(
        [...account.scripts.entries()].map(([name, script]) => [name, { tags: script.tags, bindings: script.bindings.map((binding) => Object.fromEntries(Object.entries(binding).filter(([key]) => key !== "text"))), modules: Object.keys(script.modules), mainModule: script.mainModule, secrets: [...script.secrets.keys()], assets: Object.keys(script.assets), subdomain: script.subdomain }]),
      ),
      databases: [...account.databases.entries()].map(([uuid, database]) => ({ uuid, name: database.name })),
    };
  }
}
