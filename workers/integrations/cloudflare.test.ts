import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { call, signUp } from "../../tests/setup/api";
import { followed, listedDeployments } from "../../tests/setup/deployments";
import { waitForSettled } from "../../tests/setup/engine";
import { builtPreview } from "../../tests/setup/preview";
import { createProject } from "../../tests/setup/projects";
import { BAKERY } from "../engine/generators/test-inputs";
import { deployToCloudflare, type CloudflareDeploy } from "./cloudflare";
import { ProviderError, type ProviderClient } from "./provider-http";

/**
 * Deploying to the user's own Cloudflare account, against the strict stand-in written from Cloudflare's published
 * API description (tests/setup/fake-cloudflare.ts): the preview's build uploaded as a Worker with its assets, a D1
 * database migrated and kept across deploys, a secret generated once; a refused token and a name in use said in
 * Cloudflare's words.
 */

const API = env.CLOUDFLARE_API_URL;
const stateSchema = z.object({
  scripts: z.record(
    z.string(),
    z.object({ tags: z.array(z.string()), bindings: z.array(z.record(z.string(), z.unknown())), modules: z.array(z.string()), mainModule: z.string(), secrets: z.array(z.string()), assets: z.array(z.string()), subdomain: z.boolean() }),
  ),
  databases: z.array(z.object({ uuid: z.string(), name: z.string() })),
});
const standIn = async (token: string) => stateSchema.parse(await (await fetch(`http://cloudflare.test/_fake/state?token=${encodeURIComponent(token)}`)).json());
const seenSchema = z.array(z.object({ method: z.string(), path: z.string() }));
const seen = async () => seenSchema.parse(await (await fetch("http://cloudflare.test/_fake/seen")).json());

/** A query on the stand-in's D1 database, as the user would run one through Cloudflare's API. */
async function d1(token: string, accountDatabase: { account: string; uuid: string }, sql: string) {
  const response = await fetch(`${API}/accounts/${accountDatabase.account}/d1/database/${accountDatabase.uuid}/query`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ sql }),
  });
  return z.object({ result: z.array(z.object({ results: z.array(z.record(z.string(), z.unknown())) })) }).parse(await response.json()).result[0]?.results ?? [];
}

const accountId = async (token: string) => z.object({ result: z.array(z.object({ id: z.string() })) }).parse(await (await fetch(`${API}/accounts`, { headers: { Authorization: `Bearer ${token}` } })).json()).result[0]?.id ?? "";

/** A Worker small enough to deploy without a preview build (the adapter's own cases). */
const small = (scriptName: string, ownerTag: string): CloudflareDeploy => ({
  scriptName,
  databaseName: `${scriptName}-db`,
  ownerTag,
  migrations: ["CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)"],
  upload: {
    mainModule: "index.js",
    modules: { "index.js": 'import { answer } from "./lib/answer.js";\nexport default { fetch() { return answer(); } };', "lib/answer.js": 'export const answer = () => new Response("ok");' },
    assets: { "/index.html": "<!doctype html><title>notes</title>" },
    compatibilityDate: "2025-09-01",
    compatibilityFlags: [],
    workerFirst: ["/api/*"],
    headers: "",
  },
  secrets: ["AUTH_SECRET"],
});

describe("deploying to the user's Cloudflare account", () => {
  it("deploys the preview's build as a Worker on a migrated D1 database, then updates it in place with the records kept", async () => {
    const { token } = await signUp("Cloud Deployer");
    const cloudflareToken = "cf-deployer-token";
    const connected = await call("PUT", "/integrations/cloudflare", { token, body: { token: cloudflareToken } });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    expect(connected.body).toMatchObject({ integration: { provider: "cloudflare", accountName: expect.stringContaining("'s Account") } });

    const project = await createProject(token, { name: "Cloud Bakery", wizard_data: BAKERY.wizardData, tech_stack: ["react", "workers", "d1"] });
    expect((await call("POST", `/projects/${project.id}/start`, { token })).status).toBe(200);
    expect((await waitForSettled(token, project.id, 25_000)).status).toBe("completed");
    await builtPreview(token, project.id);

    const started = await call("POST", `/projects/${project.id}/deployments`, { token, body: { target: "cloudflare" } });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toMatchObject({ message: expect.stringContaining("Cloudflare account") });
    const first = await followed(token, project.id);
    expect(first, JSON.stringify(first)).toMatchObject({ target: "cloudflare", status: "succeeded", error: null });
    const script = z.string().parse(/^https:\/\/([a-z0-9-]+)\./.exec(first.url ?? "")?.[1]);
    expect(first.url).toMatch(new RegExp(`^https://${script}\\.octo-[a-z0-9]+\\.workers\\.dev$`));
    expect(first.detail).toContain(`Worker ${script} created`);
    expect(first.detail).toContain("AUTH_SECRET generated");
    expect(first.detail).toContain("the app's own Workers backend");

    const state = await standIn(cloudflareToken);
    const worker = state.scripts[script];
    expect(worker?.mainModule).toBe("appforge/deployed-entry.js");
    expect(worker?.modules).toEqual(expect.arrayContaining(["appforge/deployed-entry.js", "backend/src/index.ts", "appforge/guard.js"]));
    expect(worker?.modules).not.toContain("appforge/d1.js");
    expect(worker?.assets).toEqual(expect.arrayContaining(["/index.html", "/_appforge/app.js", "/_appforge/app.css", "/_appforge/config.js"]));
    // The frontend's library script goes with it: the page loads it from the Worker's own address.
    expect(worker?.assets.some((path) => /^\/preview-vendor\/react-[\d.-]+\.js$/.test(path))).toBe(true);
    expect(worker?.secrets).toEqual(["AUTH_SECRET"]);
    expect(worker?.subdomain).toBe(true);
    expect(worker?.tags).toContain(`appforge-project-${project.id}`);
    const database = state.databases.find((candidate) => candidate.name === `${script}-db`);
    expect(database).toBeDefined();
    expect(worker?.bindings).toEqual(expect.arrayContaining([{ type: "d1", name: "DB", database_id: database?.uuid }, { type: "assets", name: "ASSETS" }, { type: "plain_text", name: "APP_ENV" }]));

    // The app's tables are there; a record the deployed app would have written is kept by the next deploy.
    const where = { account: await accountId(cloudflareToken), uuid: database?.uuid ?? "" };
    const tables = (await d1(cloudflareToken, where, "SELECT name FROM sqlite_master WHERE type = 'table'")).map((row) => row.name);
    expect(tables).toEqual(expect.arrayContaining(["appforge_migrations", "products"]));
    const migrations = await d1(cloudflareToken, where, "SELECT COUNT(*) AS n FROM appforge_migrations");
    await d1(cloudflareToken, where, "CREATE TABLE kept_by_owner (note TEXT); INSERT INTO kept_by_owner VALUES ('still here')");

    const before = (await seen()).length;
    expect((await call("POST", `/projects/${project.id}/deployments`, { token, body: { target: "cloudflare" } })).status).toBe(202);
    const second = await followed(token, project.id);
    expect(second, JSON.stringify(second)).toMatchObject({ status: "succeeded", url: first.url });
    expect(second.detail).toContain("updated in place");
    expect(second.detail).toContain("no new migration");
    expect(second.detail).toContain("its secret kept");
    const again = await standIn(cloudflareToken);
    expect(again.databases.filter((candidate) => candidate.name === `${script}-db`)).toHaveLength(1);
    expect(again.scripts[script]?.secrets).toEqual(["AUTH_SECRET"]);
    expect(await d1(cloudflareToken, where, "SELECT note FROM kept_by_owner")).toEqual([{ note: "still here" }]);
    expect(await d1(cloudflareToken, where, "SELECT COUNT(*) AS n FROM appforge_migrations")).toEqual(migrations);
    const calls = (await seen()).slice(before);
    expect(calls.some((request) => request.method === "POST" && request.path.endsWith("/d1/database"))).toBe(false);
    expect(calls.some((request) => request.method === "PUT" && request.path.endsWith("/secrets"))).toBe(false);
    // The same assets are not sent twice: the upload session asks for none.
    expect(calls.some((request) => request.path.includes("/workers/assets/upload"))).toBe(false);

    const listed = await listedDeployments(token, project.id);
    expect(listed.map((attempt) => attempt.target)).toEqual(["cloudflare", "cloudflare"]);
  });

  it("says in Cloudflare's words when the token is refused, or the account has no workers.dev subdomain", async () => {
    const { token } = await signUp("Cloud Refused");
    const refused = await call("PUT", "/integrations/cloudflare", { token, body: { token: "bad-token" } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: expect.stringContaining("Authentication error [code: 10000]") });

    const attempt = deployToCloudflare({ baseUrl: API, token: "bad-token" }, small("refused-notes", "appforge-project-x"));
    await expect(attempt).rejects.toBeInstanceOf(ProviderError);
    await expect(attempt).rejects.toMatchObject({ failure: "bad_token", message: expect.stringContaining("Workers Scripts Edit and D1 Edit") });

    const noSubdomain = deployToCloudflare({ baseUrl: API, token: "no-subdomain-token" }, small("lonely-notes", "appforge-project-x"));
    await expect(noSubdomain).rejects.toMatchObject({ message: expect.stringContaining("no workers.dev subdomain") });
  });

  it("refuses a Worker or a database of the same name that is not this project's, and leaves it as it was", async () => {
    const client: ProviderClient = { baseUrl: API, token: "cf-names-token" };
    const deployed = await deployToCloudflare(client, small("shared-notes", "appforge-project-first"));
    expect(deployed).toMatchObject({ created: true, migrated: 1, secretsPut: ["AUTH_SECRET"] });

    const other = deployToCloudflare(client, small("shared-notes", "appforge-project-second"));
    await expect(other).rejects.toMatchObject({ failure: "name_taken", message: expect.stringContaining("already has a Worker named shared-notes") });
    expect((await standIn("cf-names-token")).scripts["shared-notes"]?.tags).toContain("appforge-project-first");

    // A database of that name made outside AppForge: Cloudflare's own refusal reaches the user.
    const account = await accountId("cf-names-token");
    const made = await fetch(`${API}/accounts/${account}/d1/database`, { method: "POST", headers: { Authorization: "Bearer cf-names-token", "Content-Type": "application/json" }, body: JSON.stringify({ name: "loose-notes-db" }) });
    expect(made.status).toBe(200);
    await expect(deployToCloudflare(client, small("loose-notes", "appforge-project-third"))).rejects.toMatchObject({ failure: "name_taken", message: expect.stringContaining("D1 database named loose-notes-db") });
    const duplicate = await fetch(`${API}/accounts/${account}/d1/database`, { method: "POST", headers: { Authorization: "Bearer cf-names-token", "Content-Type": "application/json" }, body: JSON.stringify({ name: "loose-notes-db" }) });
    expect(await duplicate.json()).toMatchObject({ success: false, errors: [{ code: 7502, message: "A database with that name already exists" }] });
  });

  it("is refused by the stand-in when a module another imports is not uploaded", async () => {
    const broken = small("broken-notes", "appforge-project-broken");
    const { ["lib/answer.js"]: _missing, ...modules } = broken.upload.modules;
    const attempt = deployToCloudflare({ baseUrl: API, token: "cf-broken-token" }, { ...broken, upload: { ...broken.upload, modules } });
    await expect(attempt).rejects.toMatchObject({ failure: "refused", message: expect.stringContaining('No such module "lib/answer.js"') });
  });
});
