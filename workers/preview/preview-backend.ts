import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env";
import { appModelSchema, type AppModel } from "../engine/model";
import { referencedFirst } from "../engine/generators/records";
import { roleRows } from "../engine/generators/shared/backend/roles";
import { screensToVisit } from "../engine/qa/screen-findings";
import { touchedScreensFirst } from "../engine/qa/screen-order";
import type { PreviewVisit } from "../contract/preview";
import { previewApi, type PreviewApp } from "./api";
import { LiveChanges } from "./live";
import { PreviewStore } from "./store";

/** The preview backend of a project the caller has already been checked to own. */
export const previewBackendFor = (env: Env, projectId: string) => env.PreviewBackend.get(env.PreviewBackend.idFromName(projectId));

/**
 * One project's preview backend, named by the project id: the records, accounts and tokens of the app a
 * user previews, apart from every other project's and from the product's own data. The Worker reaches it
 * only after checking the preview capability (see capability.ts), or after checking ownership for
 * install and reset.
 */
export class PreviewBackend extends DurableObject<Env> {
  private readonly store: PreviewStore;
  private readonly live = new LiveChanges();
  private api: { version: string; app: PreviewApp } | undefined;
  private parsed: { json: string; model: AppModel | undefined } | undefined;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new PreviewStore(ctx.storage.sql);
  }

  /**
   * Takes the app model the preview serves. A model whose records differ from the installed one starts
   * the records again from its samples (old records would not fit the new fields); the same one keeps them.
   */
  async install(model: AppModel): Promise<{ seeded: boolean }> {
    // Only the owner's checked calls install, so the project exists: a mark left by a deletion that failed
    // after the wipe no longer applies.
    if (this.deleted()) this.store.deleteMeta("deleted");
    const json = JSON.stringify(model);
    const shape = JSON.stringify({ entities: model.entities, roles: model.roles, features: model.features });
    if (this.store.meta("model") === json) return { seeded: false };
    const reseed = this.store.meta("shape") !== shape;
    this.ctx.storage.transactionSync(() => {
      this.store.setMeta("model", json);
      this.store.setMeta("shape", shape);
      if (reseed) this.seed(model);
    });
    this.api = undefined;
    return { seeded: reseed };
  }

  /** Keeps the compiled frontend and the model it talks to; see install for when the records start again. */
  async publish(model: AppModel, build: { version: string; js: string; css: string; vendor: string }): Promise<{ builtAt: string; seeded: boolean }> {
    const { seeded } = await this.install(model);
    const { builtAt } = this.store.saveBuild(build);
    return { builtAt, seeded };
  }

  /** The published build's version and time, without its code. */
  async buildInfo(): Promise<{ version: string; builtAt: string } | null> {
    return this.store.buildInfo() ?? null;
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
   * The visit of the screens after a build: the published build's version, every screen of its model (a
   * detail screen with a record this preview holds) and, for an app with sign-in, the storage entry that
   * signs the visit in (the generated client's token key) with the screen visitor's token; null before a build.
   * The screens whose own files `changed` in this build since the last checked one come first (screen-order.ts).
   */
  async visitPlan(changed: { version: string; files: string[] } | null): Promise<Omit<PreviewVisit, "success"> | null> {
    const model = this.model();
    const build = this.store.buildInfo();
    if (!model || !build) return null;
    const all = screensToVisit(model, (entity) => this.store.firstRecordId(entity.route));
    const screens = touchedScreensFirst(model, all, changed?.version === build.version ? changed.files : null);
    if (!model.features.includes("auth")) return { version: build.version, screens, storage: [] };
    const roles = roleRows(model);
    // The role that sees the most: the one that manages, else the one people sign up with.
    const role = roles.find((candidate) => candidate.manages) ?? roles.find((candidate) => candidate.signUp) ?? roles[0];
    const token = this.store.visitorToken(role?.name ?? "member");
    return { version: build.version, screens, storage: [[`${model.slug}.token`, token]] };
  }

  /** The preview's link was replaced: streams opened with the old link end (a new one must be opened). */
  async endStreams(): Promise<void> {
    this.live.close();
  }

  /** Back to the sample records, with no accounts. */
  async reset(): Promise<boolean> {
    const model = this.model();
    if (!model) return false;
    this.ctx.storage.transactionSync(() => this.seed(model));
    this.live.close();
    return true;
  }

  /**
   * Forgets everything: the project is being deleted. Called before the project's row goes, so a wipe that
   * fails leaves the project (its owner can delete it again) instead of data no project owns; what remains is
   * a mark that refuses every later request, so nothing can be written here between the wipe and the row.
   */
  async destroy(): Promise<void> {
    this.api = undefined;
    this.parsed = undefined;
    this.live.close();
    await this.ctx.storage.deleteAll();
    this.store.createTables();
    this.store.setMeta("deleted", new Date().toISOString());
  }

  override async fetch(request: Request): Promise<Response> {
    if (this.deleted()) {
      return Response.json({ error: "This preview's project was deleted" }, { status: 404, headers: { "Access-Control-Allow-Origin": "*" } });
    }
    const app = this.app();
    if (!app) {
      return Response.json(
        { error: "The preview has no app yet: open the project in AppForge once its files are generated" },
        { status: 409, headers: { "Access-Control-Allow-Origin": "*" } },
      );
    }
    const response = await app.fetch(request);
    // A request that was waiting (for its body, say) while the project was deleted may have written after the
    // wipe: what it wrote goes too.
    if (this.deleted()) this.store.clear();
    return response;
  }

  private deleted(): boolean {
    return this.store.meta("deleted") !== undefined;
  }

  /** The installed model, checked once per version and kept (every page and API request reads it). */
  private model(): AppModel | undefined {
    const json = this.store.meta("model");
    if (!json) return undefined;
    if (this.parsed?.json !== json) {
      const parsed = appModelSchema.safeParse(JSON.parse(json));
      this.parsed = { json, model: parsed.success ? parsed.data : undefined };
    }
    return this.parsed.model;
  }

  private app(): PreviewApp | undefined {
    const version = this.store.meta("model");
    if (!version) return undefined;
    if (this.api?.version !== version) {
      const model = this.model();
      if (!model) return undefined;
      this.api = { version, app: previewApi(model, this.store, this.live) };
    }
    return this.api.app;
  }

  /** The app model's sample records, referenced ones first so a reference holds the id its sample number names. */
  private seed(model: AppModel): void {
    this.store.clear();
    const ids = new Map<string, string[]>();
    for (const entity of referencedFirst(model.entities)) {
      const created: string[] = [];
      for (const sample of entity.samples) {
        const record: Record<string, unknown> = {};
        for (const field of entity.fields) {
          const value = sample[field.name] ?? null;
          const target = model.entities.find((candidate) => candidate.name === field.target);
          record[field.name] = field.kind === "reference" && typeof value === "number" && target ? (ids.get(target.name)?.[value - 1] ?? null) : value;
        }
        const unique = entity.fields.filter((field) => field.unique).map((field) => field.name);
        created.push(this.store.create({ kind: entity.route, label: entity.label, unique }, record).id);
      }
      ids.set(entity.name, created);
    }
  }
}
