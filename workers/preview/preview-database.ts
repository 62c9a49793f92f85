import { DurableObject, WorkerEntrypoint } from "cloudflare:workers";
import type { Env } from "../env";

/**
 * Each preview's own database: SQLite in a Durable Object named by the project, holding only the previewed
 * app's tables (its migrations, then its sample records). The app's backend, running in a dynamic Worker,
 * reaches it as its D1 binding: the binding inside that Worker (backend-runtime.ts) turns D1's prepared
 * statements into calls of PreviewDatabaseBinding, an entrypoint of AppForge's Worker whose props (set by
 * AppForge, not by the app) name the one database it may use. The answers have D1's shapes, and a failed
 * statement throws in the app's Worker as D1 does ("D1_ERROR: ..."), so code written for D1 runs unchanged.
 */

/** A value D1 binds: what SQLite stores (a boolean is stored as 1 or 0, as D1 does). */
export type BoundValue = string | number | boolean | null | ArrayBuffer;
export type QueryMode = "all" | "run" | "raw" | "raw-with-names";

export interface Statement {
  sql: string;
  params: BoundValue[];
}

/** D1's `meta` of a result, with the figures SQLite gives. */
export interface D1Meta {
  duration: number;
  changes: number;
  last_row_id: number;
  changed_db: boolean;
  rows_read: number;
  rows_written: number;
  size_after: number;
}

export type QueryAnswer = { kind: "rows"; results: Record<string, SqlStorageValue>[]; meta: D1Meta } | { kind: "raw"; rows: SqlStorageValue[][]; meta: D1Meta };
/**
 * A statement D1 refuses, as a value: the binding inside the app's Worker throws it there, as D1 would, so the
 * refusal is not an exception of AppForge's own objects (a duplicate value is an everyday answer).
 */
export interface Refused {
  kind: "error";
  error: string;
}

/** The most a preview's database holds: it is a place to try the app, not to keep a business's data. */
export const PREVIEW_DATABASE_MAX_BYTES = 20 * 1024 * 1024;
/** The most rows one statement answers, so a runaway query cannot fill the Worker's memory. */
export const PREVIEW_MAX_ROWS = 10_000;

/** D1's words for a failed statement, with SQLite's reason. */
class D1Error extends Error {
  constructor(reason: string) {
    super(`D1_ERROR: ${reason}`);
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/^Error: /, "");

/** The first word of a statement, comments and blanks left out. */
const verbOf = (sql: string) => /^(?:\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)*([A-Za-z]+)/.exec(sql)?.[1]?.toUpperCase() ?? "";
const READS = new Set(["SELECT", "EXPLAIN", "VALUES"]);

const bindable = (value: BoundValue): SqlStorageValue => (typeof value === "boolean" ? (value ? 1 : 0) : value);

/** The key under which the database remembers which schema (migrations and samples) it was set up from. */
const SCHEMA_KEY = "schema";
/** Live databases: the hash of each migration applied, in order, and the most the owner lets it hold. */
const APPLIED_KEY = "applied";
const MAX_BYTES_KEY = "max-bytes";

const hashOf = async (text: string) => [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * Which of a preview's databases: `data`, the one its visitors use (kept across builds, reset on request), or
 * `screens`, the one the screen check after a build visits, set up from the samples for each visit and dropped
 * after it, so the check's account and whatever its screens load never meet the visitors' records and accounts
 * (a visitor registering during a check is still the app's first account).
 */
export type PreviewCopy = "data" | "screens";
/** `live`: the database of the app published on AppForge's edge (published-app.ts), kept across publishes. */
export type DatabaseCopy = PreviewCopy | "live";

export const previewDatabaseFor = (env: Env, projectId: string, copy: DatabaseCopy = "data") =>
  env.PreviewDatabase.get(env.PreviewDatabase.idFromName(copy === "data" ? projectId : `${projectId}#${copy}`));

export class PreviewDatabase extends DurableObject<Env> {
  /** The most this database holds: a preview's fixed size, or what a published app's owner set. */
  private maxBytes = PREVIEW_DATABASE_MAX_BYTES;
  private live = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => {
      const max = await ctx.storage.get<number>(MAX_BYTES_KEY);
      if (max !== undefined) {
        this.maxBytes = max;
        this.live = true;
      }
    });
  }

  /** Runs one statement as D1's all/run (rows) or raw (arrays, with the column names first when asked). */
  query(statement: Statement, mode: QueryMode): QueryAnswer | Refused {
    return this.inTransaction(() => this.runOne(statement, mode));
  }

  /** D1's batch: every statement in one transaction, rolled back whole when one fails. */
  batch(statements: Statement[]): QueryAnswer[] | Refused {
    return this.inTransaction(() => statements.map((statement) => this.runOne(statement, "all")));
  }

  /** D1's exec: statements separated by semicolons, no parameters, answered with their count. */
  exec(sql: string): { count: number; duration: number } | Refused {
    const started = Date.now();
    return this.inTransaction(() => {
      this.refuseWhenFull(sql);
      this.ctx.storage.sql.exec(sql).toArray();
      return { count: sql.split(";").filter((part) => part.trim() !== "").length, duration: Date.now() - started };
    });
  }

  /**
   * Sets the database up from `schema` (the app's migrations, then its samples) unless it already was:
   * a different schema (the records changed shape) starts it again from the new one; the same keeps its data.
   */
  async install(schema: { migrations: string[]; seed: string }, force = false): Promise<{ seeded: boolean }> {
    const key = JSON.stringify(schema);
    if (!force && (await this.ctx.storage.get<string>(SCHEMA_KEY)) === key) return { seeded: false };
    await this.ctx.storage.deleteAll();
    try {
      this.ctx.storage.transactionSync(() => {
        for (const migration of schema.migrations) this.ctx.storage.sql.exec(migration);
        if (schema.seed.trim() !== "") this.ctx.storage.sql.exec(schema.seed);
      });
    } catch (error) {
      await this.ctx.storage.deleteAll();
      throw new Error(`The app's migrations or samples do not apply to SQLite: ${reasonOf(error)}`);
    }
    await this.ctx.storage.put(SCHEMA_KEY, key);
    return { seeded: true };
  }

  /**
   * A published app's database: applies the migrations it has not applied yet, in order, and keeps its records
   * (no samples). A migration that changed after it was applied is refused, as the records were made under it:
   * the app needs a new migration instead. Nothing is applied when one is refused.
   */
  async migrate(migrations: string[], maxBytes: number): Promise<{ applied: number } | Refused> {
    const hashes = await Promise.all(migrations.map(hashOf));
    const applied = (await this.ctx.storage.get<string[]>(APPLIED_KEY)) ?? [];
    const changed = applied.findIndex((hash, index) => hashes[index] !== hash);
    if (changed !== -1) {
      return {
        kind: "error",
        error: `Migration ${changed + 1} of the app's backend changed after it was applied to the published app's records: keep it as it was and add a new migration for the change`,
      };
    }
    try {
      this.ctx.storage.transactionSync(() => {
        for (const migration of migrations.slice(applied.length)) this.ctx.storage.sql.exec(migration);
      });
    } catch (error) {
      return { kind: "error", error: `The app's migrations do not apply to its published records: ${reasonOf(error)}` };
    }
    await this.ctx.storage.put(APPLIED_KEY, hashes);
    await this.setLimit(maxBytes);
    return { applied: migrations.length - applied.length };
  }

  /** The most a published app's database may hold. */
  async setLimit(maxBytes: number): Promise<void> {
    await this.ctx.storage.put(MAX_BYTES_KEY, maxBytes);
    this.maxBytes = maxBytes;
    this.live = true;
  }

  /** How many bytes it holds now. */
  size(): number {
    return this.ctx.storage.sql.databaseSize;
  }

  /** Forgets everything: the project is being deleted. */
  async destroy(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }

  private inTransaction<T>(work: () => T): T | Refused {
    try {
      return this.ctx.storage.transactionSync(work);
    } catch (error) {
      return { kind: "error", error: error instanceof D1Error ? error.message : `D1_ERROR: ${reasonOf(error)}` };
    }
  }

  private refuseWhenFull(sql: string): void {
    if (!READS.has(verbOf(sql)) && this.ctx.storage.sql.databaseSize > this.maxBytes) {
      const megabytes = Math.round(this.maxBytes / 1024 / 1024);
      throw new D1Error(
        this.live
          ? `The app's database is full (${megabytes} MB): its owner can raise the limit in AppForge`
          : `The preview's database is full (${megabytes} MB): reset the preview to start again from the samples`,
      );
    }
  }

  private runOne({ sql, params }: Statement, mode: QueryMode): QueryAnswer {
    const started = Date.now();
    this.refuseWhenFull(sql);
    const storage = this.ctx.storage.sql;
    const sizeBefore = storage.databaseSize;
    const cursor = storage.exec(sql, ...params.map(bindable));
    const names = cursor.columnNames;
    const rows = mode === "all" || mode === "run" ? cursor.toArray() : [...cursor.raw()];
    if (rows.length > PREVIEW_MAX_ROWS) throw new D1Error(`A statement answered more than ${PREVIEW_MAX_ROWS} rows: ask for fewer (LIMIT)`);
    const written = cursor.rowsWritten;
    const ids = written > 0 ? storage.exec<{ id: number; changes: number }>("SELECT last_insert_rowid() AS id, changes() AS changes").one() : { id: 0, changes: 0 };
    const meta: D1Meta = {
      duration: Date.now() - started,
      changes: ids.changes,
      last_row_id: ids.id,
      changed_db: written > 0,
      rows_read: cursor.rowsRead,
      rows_written: written,
      size_after: written > 0 ? storage.databaseSize : sizeBefore,
    };
    if (mode === "raw" || mode === "raw-with-names") {
      const arrays = rows as SqlStorageValue[][];
      return { kind: "raw", rows: mode === "raw-with-names" ? [names, ...arrays] : arrays, meta };
    }
    return { kind: "rows", results: rows as Record<string, SqlStorageValue>[], meta };
  }
}

/**
 * What a previewed app's dynamic Worker holds as its database: this entrypoint, made by AppForge with props
 * naming the project and which of its databases, so the app can reach that one and no other.
 */
export class PreviewDatabaseBinding extends WorkerEntrypoint<Env, { projectId: string; copy: DatabaseCopy }> {
  query(statement: Statement, mode: QueryMode): Promise<QueryAnswer | Refused> {
    return this.database().query(statement, mode);
  }

  batch(statements: Statement[]): Promise<QueryAnswer[] | Refused> {
    return this.database().batch(statements);
  }

  exec(sql: string): Promise<{ count: number; duration: number } | Refused> {
    return this.database().exec(sql);
  }

  private database() {
    return previewDatabaseFor(this.env, this.ctx.props.projectId, this.ctx.props.copy);
  }
}
