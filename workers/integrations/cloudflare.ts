import { z } from "zod";
import { toBase64 } from "../encoding";
import { bearer, ProviderError, providerCall, type ProviderApi, type ProviderClient, type RefusalContext } from "./provider-http";

/**
 * Cloudflare's API (v4) with the user's own token, as its published description has it (cloudflare/api-schemas,
 * generated into the cloudflare-typescript SDK's models): the account a token may use, a D1 database found by
 * name or created, migrations run through the database's query endpoint, static assets uploaded in the buckets
 * an upload session asks for, the Worker's modules and bindings uploaded in one multipart PUT, its secrets put
 * when missing, and its workers.dev address enabled. Every answer is Cloudflare's envelope
 * ({ success, errors: [{ code, message }], messages, result }); a refusal reaches the user in Cloudflare's words.
 */

export const CLOUDFLARE_API_URL = "https://api.cloudflare.com/client/v4";

const errorsSchema = z.object({ errors: z.array(z.object({ code: z.number().optional(), message: z.string() }).passthrough()) }).passthrough();

/** Cloudflare's own words: each error's message with its code, as its dashboard and wrangler print them. */
function cloudflareMessage(body: unknown): string {
  const parsed = errorsSchema.safeParse(body);
  if (!parsed.success) return "";
  return parsed.data.errors.map((error) => (error.code === undefined ? error.message : `${error.message} [code: ${error.code}]`)).join("; ");
}

/** Error codes Cloudflare answers a token it does not accept with (an invalid or revoked token, or one without the permission). */
const AUTH_CODES = /\[code: (1000|6003|6111|9106|9109|10000|10001)\]/;

const cloudflareApi: ProviderApi = {
  label: "Cloudflare",
  headers: bearer,
  messageOf: cloudflareMessage,
  classify: ({ status, message }: RefusalContext) => {
    if (status === 401 || ((status === 400 || status === 403) && AUTH_CODES.test(message))) {
      return new ProviderError(
        "bad_token",
        `Cloudflare refused the token (${message || status}): it is wrong, revoked, or lacks a permission deploying needs (Account: Workers Scripts Edit and D1 Edit). Replace it on the Integrations tab of your profile.`,
      );
    }
    if (/already exists|already taken|is taken/i.test(message)) return new ProviderError("name_taken", `Cloudflare says the name is taken (${message}).`);
    return null;
  },
};

const envelope = <T>(result: z.ZodType<T>) => z.object({ result }).transform((answer) => answer.result);
const call = <T>(client: ProviderClient, method: string, path: string, result: z.ZodType<T>, body?: unknown) => providerCall(cloudflareApi, client, method, path, envelope(result), body);

const accountSchema = z.object({ id: z.string(), name: z.string() }).passthrough();

/** The first account the token may use: where the Worker and its database are created. */
export async function cloudflareAccountOf(client: ProviderClient): Promise<z.infer<typeof accountSchema>> {
  const accounts = await call(client, "GET", "/accounts?per_page=5", z.array(accountSchema));
  const first = accounts[0];
  if (!first) throw new ProviderError("refused", "Cloudflare's token may use no account: create it with Account permissions (Workers Scripts Edit, D1 Edit) on your account.");
  return first;
}

export const cloudflareAccount = async (client: ProviderClient): Promise<string> => (await cloudflareAccountOf(client)).name;

/** What is uploaded as the Worker: the modules (JavaScript, named as they import each other), its static assets, and its runtime settings. */
export interface WorkerUpload {
  mainModule: string;
  modules: Record<string, string>;
  /** Each asset's path on the Worker's address ("/index.html") and its content. */
  assets: Record<string, string>;
  compatibilityDate: string;
  compatibilityFlags: string[];
  /** Paths the Worker answers before the assets are looked at ("/api/*"). */
  workerFirst: string[];
  /** Response headers for the assets, in the `_headers` file's syntax. */
  headers: string;
}

export interface CloudflareDeploy {
  /** The Worker's name (and the first label of its workers.dev address). */
  scriptName: string;
  databaseName: string;
  /** The tag that marks the Worker as this project's: a Worker of that name without it is someone else's. */
  ownerTag: string;
  /** The app's migrations, in order; the ones the database has had are not run again. */
  migrations: readonly string[];
  upload: WorkerUpload;
  /** Secrets the Worker needs, each generated when it is missing (a secret it has already is kept). */
  secrets: readonly string[];
}

export interface CloudflareDeployed {
  url: string;
  scriptName: string;
  databaseName: string;
  databaseId: string;
  created: boolean;
  /** Migrations run by this deploy. */
  migrated: number;
  /** Secrets put by this deploy (their names; the values are never kept or shown). */
  secretsPut: string[];
}

const scriptSchema = z.object({ id: z.string(), tags: z.array(z.string()).nullish() }).passthrough();
const databaseSchema = z.object({ uuid: z.string(), name: z.string() }).passthrough();
const queryResultSchema = z.array(z.object({ results: z.array(z.record(z.string(), z.unknown())).nullish(), success: z.boolean().optional() }).passthrough());

const enc = encodeURIComponent;

/** The hex digest Cloudflare's asset manifest wants: 32 characters of the file's SHA-256, with its path's extension (the same bytes under another type are another asset). */
async function assetHash(path: string, content: string): Promise<string> {
  const extension = /\.[a-z0-9]+$/i.exec(path)?.[0] ?? "";
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${content}${extension}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("").slice(0, 32);
}

async function migrationHash(sql: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(sql));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The Worker's database: the one named so (a redeploy), or a new one; a name that is another Worker's database is refused. */
async function ensureDatabase(client: ProviderClient, accountId: string, name: string, ours: boolean): Promise<{ id: string; created: boolean }> {
  const found = (await call(client, "GET", `/accounts/${enc(accountId)}/d1/database?name=${enc(name)}&per_page=100`, z.array(databaseSchema))).find((database) => database.name === name);
  if (found && ours) return { id: found.uuid, created: false };
  if (found) {
    throw new ProviderError("name_taken", `Your Cloudflare account already has a D1 database named ${name} that AppForge did not create for this project: rename the project, or delete that database on Cloudflare.`);
  }
  const created = await call(client, "POST", `/accounts/${enc(accountId)}/d1/database`, databaseSchema, { name });
  return { id: created.uuid, created: true };
}

const MIGRATIONS_TABLE = "appforge_migrations";

/** Runs the migrations the database has not had, each with its record; one changed after it ran stops the deploy. */
async function migrate(client: ProviderClient, accountId: string, databaseId: string, migrations: readonly string[]): Promise<number> {
  const query = (sql: string) => call(client, "POST", `/accounts/${enc(accountId)}/d1/database/${enc(databaseId)}/query`, queryResultSchema, { sql });
  await query(`CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (number INTEGER PRIMARY KEY, hash TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const rows = (await query(`SELECT number, hash FROM ${MIGRATIONS_TABLE} ORDER BY number`))[0]?.results ?? [];
  const applied = z.array(z.object({ number: z.number(), hash: z.string() })).parse(rows);
  const hashes = await Promise.all(migrations.map(migrationHash));
  const changed = applied.find((row) => hashes[row.number - 1] !== undefined && hashes[row.number - 1] !== row.hash);
  if (changed) {
    throw new ProviderError("refused", `Migration ${changed.number} of the app changed after it was applied to the Cloudflare database: keep it as it was and add a new migration for the change.`);
  }
  let ran = 0;
  for (const [index, sql] of migrations.entries()) {
    if (index < applied.length) continue;
    // The migration and its record in one request: D1 runs a request's statements together.
    await query(`${sql.trim().replace(/;?\s*$/, ";")}\nINSERT INTO ${MIGRATIONS_TABLE} (number, hash, applied_at) VALUES (${index + 1}, '${hashes[index]}', datetime('now'));`);
    ran += 1;
  }
  return ran;
}

/** Uploads the assets Cloudflare does not have yet, in the buckets its upload session asks for; answers the completion token. */
async function uploadAssets(client: ProviderClient, accountId: string, scriptName: string, assets: Record<string, string>): Promise<string> {
  const entries = await Promise.all(Object.entries(assets).map(async ([path, content]) => ({ path, content, hash: await assetHash(path, content), size: new TextEncoder().encode(content).byteLength })));
  const manifest = Object.fromEntries(entries.map(({ path, hash, size }) => [path, { hash, size }]));
  const session = await call(client, "POST", `/accounts/${enc(accountId)}/workers/scripts/${enc(scriptName)}/assets-upload-session`, z.object({ jwt: z.string(), buckets: z.array(z.array(z.string())).nullish() }), { manifest });
  const buckets = session.buckets ?? [];
  // Nothing new to send: the session's token is the completion token.
  let completion = session.jwt;
  const byHash = new Map(entries.map((entry) => [entry.hash, entry]));
  // Each bucket is sent with the session's token, not the user's.
  const uploader: ProviderClient = { ...client, token: session.jwt };
  for (const bucket of buckets) {
    const form = new FormData();
    for (const hash of bucket) {
      const entry = byHash.get(hash);
      if (!entry) throw new ProviderError("unavailable", "Cloudflare asked for an asset AppForge did not list: deploy again.");
      form.append(hash, toBase64(new TextEncoder().encode(entry.content)));
    }
    const answer = await call(uploader, "POST", `/accounts/${enc(accountId)}/workers/assets/upload?base64=true`, z.object({ jwt: z.string().nullish() }).nullish(), form);
    if (answer?.jwt) completion = answer.jwt;
  }
  return completion;
}

/** The Worker's multipart upload: its metadata, then each module as a JavaScript module part. */
function workerForm(upload: WorkerUpload, metadata: Record<string, unknown>): FormData {
  const form = new FormData();
  form.append("metadata", new Blob([JSON.stringify(metadata)], { type: "application/json" }));
  for (const [name, js] of Object.entries(upload.modules)) form.append(name, new Blob([js], { type: "application/javascript+module" }), name);
  return form;
}

/** A random secret, 32 bytes in base64 (never shown, never kept by AppForge). */
const newSecret = () => toBase64(crypto.getRandomValues(new Uint8Array(32)));

/**
 * Deploys the Worker to the token's account: its database made or reused and migrated, its assets and modules
 * uploaded with their bindings, its missing secrets put, its workers.dev address enabled. A second deploy of the
 * same project updates the same Worker and database in place; a Worker of that name that is not this project's
 * is refused as a name taken.
 */
export async function deployToCloudflare(client: ProviderClient, deploy: CloudflareDeploy): Promise<CloudflareDeployed> {
  const account = await cloudflareAccountOf(client);
  const accountPath = `/accounts/${enc(account.id)}`;
  const scripts = await call(client, "GET", `${accountPath}/workers/scripts`, z.array(scriptSchema));
  const existing = scripts.find((script) => script.id === deploy.scriptName);
  if (existing && !(existing.tags ?? []).includes(deploy.ownerTag)) {
    throw new ProviderError("name_taken", `Your Cloudflare account already has a Worker named ${deploy.scriptName} that AppForge did not deploy for this project: rename the project, or delete that Worker on Cloudflare.`);
  }
  const subdomain = await call(client, "GET", `${accountPath}/workers/subdomain`, z.object({ subdomain: z.string() })).catch((error: unknown) => {
    if (error instanceof ProviderError && error.failure === "not_found") {
      throw new ProviderError("refused", "Your Cloudflare account has no workers.dev subdomain yet: open Workers & Pages in Cloudflare's dashboard once to choose one, then deploy again.");
    }
    throw error;
  });
  const database = await ensureDatabase(client, account.id, deploy.databaseName, existing !== undefined);
  const migrated = await migrate(client, account.id, database.id, deploy.migrations);
  const completion = await uploadAssets(client, account.id, deploy.scriptName, deploy.upload.assets);
  const metadata = {
    main_module: deploy.upload.mainModule,
    compatibility_date: deploy.upload.compatibilityDate,
    compatibility_flags: deploy.upload.compatibilityFlags,
    bindings: [
      { type: "d1", name: "DB", database_id: database.id },
      { type: "assets", name: "ASSETS" },
      { type: "plain_text", name: "APP_ENV", text: "production" },
    ],
    // Secrets are put apart (below) and kept across deploys.
    keep_bindings: ["secret_text"],
    assets: { jwt: completion, config: { not_found_handling: "single-page-application", run_worker_first: deploy.upload.workerFirst, _headers: deploy.upload.headers } },
    tags: ["appforge", deploy.ownerTag],
  };
  await call(client, "PUT", `${accountPath}/workers/scripts/${enc(deploy.scriptName)}`, z.object({ id: z.string().nullish() }).passthrough(), workerForm(deploy.upload, metadata));
  const present = new Set((await call(client, "GET", `${accountPath}/workers/scripts/${enc(deploy.scriptName)}/secrets`, z.array(z.object({ name: z.string() }).passthrough()))).map((secret) => secret.name));
  const secretsPut: string[] = [];
  for (const name of deploy.secrets) {
    if (present.has(name)) continue;
    await call(client, "PUT", `${accountPath}/workers/scripts/${enc(deploy.scriptName)}/secrets`, z.unknown(), { name, text: newSecret(), type: "secret_text" });
    secretsPut.push(name);
  }
  await call(client, "POST", `${accountPath}/workers/scripts/${enc(deploy.scriptName)}/subdomain`, z.unknown(), { enabled: true, previews_enabled: false });
  return {
    url: `https://${deploy.scriptName}.${subdomain.subdomain}.workers.dev`,
    scriptName: deploy.scriptName,
    databaseName: deploy.databaseName,
    databaseId: database.id,
    created: existing === undefined,
    migrated,
    secretsPut,
  };
}

/** Whether the deployed Worker answers at its address yet (a new workers.dev address takes a moment to reach). */
export async function cloudflareWorkerAnswers(url: string, doFetch: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await doFetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
