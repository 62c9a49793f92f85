import { DurableObject } from "cloudflare:workers";
import { z } from "zod";
import type { Env } from "../env";
import { toBase64 } from "../encoding";
import { appModelSchema, type AppModel } from "../engine/model";
import { roleRows } from "../engine/generators/shared/backend/roles";
import { screensToVisit } from "../engine/qa/screen-findings";
import { touchedScreensFirst } from "../engine/qa/screen-order";
import type { PreviewApi, PreviewVisit } from "../contract/preview";
import { canRunBackends, runBackend, type BackendBuild } from "./backend-runner";
import { previewDatabaseFor, type PreviewCopy } from "./preview-database";
import { makeVisitor, VISITOR_LIFETIME_MS } from "./screen-visitor";
import { PreviewStore } from "./store";

/**
 * The backend the preview's API runs, compiled (engine/preview/backend.ts): the app's own (`own`: a Workers
 * backend, with every edit) or the Workers backend generated from the same app model; and what its database
 * is set up from (its migrations, then its samples).
 */
export interface PublishedBackend extends BackendBuild {
  projectId: string;
  own: boolean;
  schema: { migrations: string[]; seed: string };
}

export const publishedBackendSchema = z.object({
  projectId: z.string(),
  own: z.boolean(),
  version: z.string(),
  modules: z.record(z.string(), z.string()),
  schema: z.object({ migrations: z.array(z.string()), seed: z.string() }),
});

/** Meta keys: the model served, the published backend, its own signing secret, the screen visitor's token. */
const MODEL_KEY = "model";
const BACKEND_KEY = "backend";
const SECRET_KEY = "backend-secret";
const VISITOR_KEY = "screen-visitor";
const DELETED_KEY = "deleted";

const CORS = { "Access-Control-Allow-Origin": "*" };

/** The preview backend of a project the caller has already been checked to own. */
export const previewBackendFor = (env: Env, projectId: string) => env.PreviewBackend.get(env.PreviewBackend.idFromName(projectId));

/**
 * One project's preview, named by the project id: its published build (the compiled frontend), the app model it
 * serves, and its API: the app's backend code, run in a sandboxed dynamic Worker (backend-runner.ts) on the
 * preview's own database (preview-database.ts), apart from every other project's and from AppForge's data. The
 * Worker reaches it only after checking the preview capability (see capability.ts), or after checking ownership
 * for publish and reset.
 */
export class PreviewBackend extends DurableObject<Env> {
  private readonly store: PreviewStore;
  private parsed: { json: string; model: AppModel | undefined } | undefined;
  /** The published backend (null: none), read from storage on first use after a publish. */
  private backend: PublishedBackend | null | undefined;
  /** The event streams the app's backend is answering, so they can be ended. */
  private readonly streams = new Set<() => void>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new PreviewStore(ctx.storage.sql);
  }

  /**
   * Keeps the compiled frontend, the model it talks to and the backend its API runs. The backend's database is
   * set up from its migrations and samples when those changed (the records changed shape), and keeps its data
   * otherwise: `seeded` says which.
   */
  async publish(model: AppModel, build: { version: string; js: string; css: string; vendor: string }, backend: PublishedBackend): Promise<{ builtAt: string; seeded: boolean }> {
    // Only the owner's checked calls publish, so the project exists: a mark left by a deletion that failed
    // after the wipe no longer applies.
    if (this.deleted()) this.store.deleteMeta(DELETED_KEY);
    const { seeded } = await previewDatabaseFor(this.env, backend.projectId).install(backend.schema);
    this.store.setMeta(MODEL_KEY, JSON.stringify(model));
    this.store.setMeta(BACKEND_KEY, JSON.stringify(backend));
    this.backend = undefined;
    const { builtAt } = this.store.saveBuild(build);
    return { builtAt, seeded };
  }

  /** What answers the preview's API (see PreviewApi). */
  async api(): Promise<PreviewApi> {
    if (!canRunBackends(this.env)) return "unavailable";
    return this.publishedBackend()?.own === false ? "generated" : "own";
  }

  /** The published build's version and time, without its code. */
  async buildInfo(): Promise<{ version: string; builtAt: string } | null> {
    return this.store.buildInfo() ?? null;
  }

  /**
   * Everything of the published build that publishing on AppForge's edge copies: the app model, the compiled
   * frontend and its library script, and the backend its API runs; null before a build.
   */
  async currentBuild(): Promise<{ model: AppModel; build: { version: string; js: string; css: string; vendor: string }; backend: PublishedBackend } | null> {
    const model = this.model();
    const info = this.store.buildInfo();
    const backend = this.publishedBackend();
    const [js, css, vendor] = [this.store.buildColumn("js"), this.store.buildColumn("css"), this.store.buildColumn("vendor")];
    if (!model || !info || !backend || js === null || css === null || vendor === null) return null;
    return { model, build: { version: info.version, js, css, vendor }, backend };
  }

  /** What the preview document loads (its library script), its title and mount point; null before a build. */
  async buildPage(): Promise<{ vendor: string; title: string; mount: string } | null> {
    const model = this.model();
    const vendor = this.store.buildColumn("vendor");
    if (!model || vendor === null) return null;
    return { vendor, title: model.name, mount: model.stack.frontend === "vue" ? "app" : "root" };
  }

  /** The published build's script or styles alone (the page does not carry the code across). */
  async buildAsset(asset: "app.js" | "app.css"): Promise<string | null> {
    return this.store.buildColumn(asset === "app.js" ? "js" : "css");
  }

  /**
   * The visit of the screens after a build: the published build's version, every screen of its model (a detail
   * screen with the first record the app's API lists) and, for an app with sign-in, the storage entry that signs
   * the visit in (the generated client's token key) with a screen visitor's token (screen-visitor.ts), whose
   * requests run on the screen check's own database, set up from the samples for this visit; null before a
   * build. The screens whose own files `changed` in this build since the last checked one come first
   * (screen-order.ts).
   */
  async visitPlan(changed: { version: string; files: string[] } | null): Promise<Omit<PreviewVisit, "success"> | null> {
    const model = this.model();
    const build = this.store.buildInfo();
    const backend = this.publishedBackend();
    if (!model || !build || !backend) return null;
    let token: string | null = null;
    if (model.features.includes("auth")) {
      const roles = roleRows(model);
      // The role that sees the most: the one that manages, else the one people sign up with.
      const role = roles.find((candidate) => candidate.manages) ?? roles.find((candidate) => candidate.signUp) ?? roles[0];
      await this.endVisit();
      const installed = await previewDatabaseFor(this.env, backend.projectId, "screens")
        .install(backend.schema, true)
        .then(() => true, () => false);
      const visitor = installed ? await makeVisitor(this.env, backend.projectId, this.secret(), role?.name ?? "member") : null;
      if (visitor) {
        this.store.setMeta(VISITOR_KEY, visitor.token);
        await this.ctx.storage.setAlarm(Date.now() + VISITOR_LIFETIME_MS);
        token = visitor.token;
      }
    }
    const first = new Map<string, string | null>();
    for (const entity of model.entities) first.set(entity.route, await this.firstRecordId(backend, entity.route, token));
    const all = screensToVisit(model, (entity) => first.get(entity.route) ?? null);
    const screens = touchedScreensFirst(model, all, changed?.version === build.version ? changed.files : null);
    return { version: build.version, screens, storage: token ? [[`${model.slug}.token`, token]] : [] };
  }

  /** The visit of the screens was reported: its token stops choosing a database, and that database goes. */
  async endVisit(): Promise<void> {
    const backend = this.publishedBackend();
    if (this.store.meta(VISITOR_KEY) === undefined || !backend) return;
    this.store.deleteMeta(VISITOR_KEY);
    await previewDatabaseFor(this.env, backend.projectId, "screens").destroy();
  }

  /** The screen visitor's time is up. */
  override async alarm(): Promise<void> {
    await this.endVisit();
  }

  /** The preview's link was replaced: streams opened with the old link end (a new one must be opened). */
  async endStreams(): Promise<void> {
    this.endAppStreams();
  }

  /** Back to the sample records, with no accounts; false before a build. */
  async reset(): Promise<boolean> {
    const backend = this.publishedBackend();
    if (!this.model() || !backend) return false;
    await previewDatabaseFor(this.env, backend.projectId).install(backend.schema, true);
    this.endAppStreams();
    return true;
  }

  /**
   * Forgets everything: the project is being deleted. Called before the project's row goes, so a wipe that
   * fails leaves the project (its owner can delete it again) instead of data no project owns; what remains is
   * a mark that refuses every later request, so nothing can be written here between the wipe and the row.
   */
  async destroy(projectId: string): Promise<void> {
    this.store.setMeta(DELETED_KEY, new Date().toISOString());
    this.endAppStreams();
    await previewDatabaseFor(this.env, projectId).destroy();
    await previewDatabaseFor(this.env, projectId, "screens").destroy();
    this.parsed = undefined;
    this.backend = undefined;
    await this.ctx.storage.deleteAll();
    this.store.createTables();
    this.store.setMeta(DELETED_KEY, new Date().toISOString());
  }

  override async fetch(request: Request): Promise<Response> {
    if (this.deleted()) return Response.json({ error: "This preview's project was deleted" }, { status: 404, headers: CORS });
    const backend = this.publishedBackend();
    if (!backend) {
      return Response.json({ error: "The preview has no app yet: open the project in AppForge once its files are generated" }, { status: 409, headers: CORS });
    }
    if (!canRunBackends(this.env)) {
      return Response.json({ error: "This AppForge cannot start the preview's backend: its Worker Loader binding (LOADER) is not configured" }, { status: 503, headers: CORS });
    }
    const response = await runBackend(this.env, { projectId: backend.projectId, secret: this.secret(), build: backend, copy: this.copyFor(request) }, request);
    if (!response.body || !(response.headers.get("Content-Type") ?? "").startsWith("text/event-stream")) return response;
    // An event stream is relayed here, so that a new preview link or a reset ends it (its reader sees the end).
    // Both ends are held by the relay alone, and every way either can end is expected, never an error.
    const relay = new TransformStream<Uint8Array, Uint8Array>();
    const writer = relay.writable.getWriter();
    const source = response.body.getReader();
    writer.closed.catch(() => undefined);
    source.closed.catch(() => undefined);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      this.streams.delete(end);
      writer.close().catch(() => undefined);
      source.cancel().catch(() => undefined);
    };
    this.streams.add(end);
    void (async () => {
      try {
        while (!ended) {
          const { done, value } = await source.read();
          if (done || ended) break;
          await writer.write(value);
        }
      } catch {
        // The reader went away (a closed tab) or the app's stream broke off: the relay ends either way.
      } finally {
        end();
      }
    })();
    return new Response(relay.readable, response);
  }

  /** The first record the app's API lists of a type, as the visit's account sees it (null: none, or not listed). */
  private async firstRecordId(backend: PublishedBackend, route: string, token: string | null): Promise<string | null> {
    const request = new Request(`https://preview.internal/api/${route}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    const answer = await runBackend(this.env, { projectId: backend.projectId, secret: this.secret(), build: backend, copy: token ? "screens" : "data" }, request);
    if (!answer.ok) return null;
    const body: unknown = await answer.json().catch(() => null);
    const rows = Array.isArray(body) ? body : body && typeof body === "object" && Array.isArray((body as { items?: unknown }).items) ? (body as { items: unknown[] }).items : [];
    const id: unknown = rows[0] && typeof rows[0] === "object" ? (rows[0] as { id?: unknown }).id : undefined;
    return typeof id === "string" || typeof id === "number" ? String(id) : null;
  }

  /** The screen check's requests (they carry its visitor's token) run on its own database; every other on the visitors'. */
  private copyFor(request: Request): PreviewCopy {
    const visitor = this.store.meta(VISITOR_KEY);
    return visitor !== undefined && request.headers.get("Authorization") === `Bearer ${visitor}` ? "screens" : "data";
  }

  private endAppStreams(): void {
    for (const end of [...this.streams]) end();
  }

  /** The published backend, read once per publish. */
  private publishedBackend(): PublishedBackend | undefined {
    if (this.backend === undefined) {
      const json = this.store.meta(BACKEND_KEY);
      const parsed = json ? publishedBackendSchema.safeParse(JSON.parse(json)) : null;
      this.backend = parsed?.success ? parsed.data : null;
    }
    return this.backend ?? undefined;
  }

  /** The secret the app's backend signs its preview tokens with: made once per preview, kept with it. */
  private secret(): string {
    let secret = this.store.meta(SECRET_KEY);
    if (!secret) {
      secret = toBase64(crypto.getRandomValues(new Uint8Array(32)));
      this.store.setMeta(SECRET_KEY, secret);
    }
    return secret;
  }

  private deleted(): boolean {
    return this.store.meta(DELETED_KEY) !== undefined;
  }

  /** The installed model, checked once per version and kept (every page and API request reads it). */
  private model(): AppModel | undefined {
    const json = this.store.meta(MODEL_KEY);
    if (!json) return undefined;
    if (this.parsed?.json !== json) {
      const parsed = appModelSchema.safeParse(JSON.parse(json));
      this.parsed = { json, model: parsed.success ? parsed.data : undefined };
    }
    return this.parsed.model;
  }
}
