import { base64url } from "jose";

/**
 * The preview's records, in its Durable Object's SQLite: one table of records (JSON by record type), the
 * preview's own accounts and their sign-in tokens. It keeps the generated in-memory store's rules: a unique
 * value is checked on every write, and a record other records point at cannot be deleted. Beside a record it
 * keeps the account that created it, where the app notes one (the generated backends' RecordOwner rows): the
 * reads and writes that take `ownedBy` see only that account's records, and no answer carries the creator.
 */

export interface PreviewBuild {
  /** Which files it was compiled from (see the preview panel): a different version means it is out of date. */
  version: string;
  js: string;
  css: string;
  /** The library script it was compiled against (PREVIEW_VENDOR_FILE), which the document loads first. */
  vendor: string;
  builtAt: string;
}

export type StoredRecord = { id: string } & Record<string, unknown>;

/** The storage shape of one record type: its unique fields, and which fields of which types point at it. */
export interface RecordKind {
  kind: string;
  label: string;
  unique: readonly string[];
}

export interface Account {
  id: string;
  name: string;
  email: string;
  role: string;
  passwordHash: string;
}

/** A value that must be unique is taken (409, worded as the generated backends word it). */
export class DuplicateValueError extends Error {
  constructor(field: string) {
    super(`That ${field} is already taken`);
  }
}

/** A record still pointed at cannot be deleted (409). */
export class RecordInUseError extends Error {
  constructor(label: string) {
    super(`This ${label.toLowerCase()} is still referred to by other records`);
  }
}

/** The preview keeps a bounded amount per record type: it is a preview, not a database to fill. */
export class PreviewFullError extends Error {}

export const MAX_RECORDS_PER_KIND = 500;
export const MAX_ACCOUNTS = 100;
/** Meta key: the screen visitor's account id. */
const VISITOR_KEY = "visitor";

/** Reference fields pointing at a kind: "orders.customerId points at customers". */
export interface Pointer {
  from: string;
  field: string;
  to: string;
}

/** An account as its row holds it (a type, not an interface: SQL rows are plain records). */
type AccountRow = { id: string; name: string; email: string; role: string; password_hash: string };

const accountOf = (row: AccountRow): Account => ({ id: row.id, name: row.name, email: row.email, role: row.role, passwordHash: row.password_hash });

/** The SQL condition (and its parameter) keeping one account's records, or none for every record. */
const ownerCondition = (ownedBy: string | undefined): [string, string[]] => (ownedBy === undefined ? ["", []] : [" AND owner = ?", [ownedBy]]);

export class PreviewStore {
  constructor(private readonly sql: SqlStorage) {
    this.createTables();
  }

  /** Idempotent: also after the object's storage was deleted. */
  createTables(): void {
    const sql = this.sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS records (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      kind TEXT NOT NULL,
      id TEXT NOT NULL,
      data TEXT NOT NULL,
      owner TEXT,
      UNIQUE (kind, id)
    )`);
    // A preview stored before records had a creator gains the column; its records have none (only staff see them).
    const columns = sql.exec<{ name: string }>("PRAGMA table_info(records)").toArray();
    if (!columns.some((column) => column.name === "owner")) sql.exec("ALTER TABLE records ADD COLUMN owner TEXT");
    sql.exec(`CREATE TABLE IF NOT EXISTS accounts (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      email TEXT NOT NULL UNIQUE,
      role TEXT NOT NULL,
      password_hash TEXT NOT NULL
    )`);
    sql.exec("CREATE TABLE IF NOT EXISTS tokens (token TEXT PRIMARY KEY, account_id TEXT NOT NULL)");
    sql.exec("CREATE TABLE IF NOT EXISTS files (id TEXT PRIMARY KEY, content BLOB NOT NULL)");
    sql.exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
    // A build from before the libraries were served apart carried them inside: it is dropped, and the
    // owner's browser builds again (the status then shows no build).
    sql.exec("DROP TABLE IF EXISTS build");
    // The latest screen report was kept here before the project's room kept it with its build.
    sql.exec("DELETE FROM meta WHERE key = 'screens'");
    sql.exec(
      "CREATE TABLE IF NOT EXISTS published (id INTEGER PRIMARY KEY CHECK (id = 1), version TEXT NOT NULL, js TEXT NOT NULL, css TEXT NOT NULL, vendor TEXT NOT NULL, built_at TEXT NOT NULL)",
    );
  }

  /** The compiled frontend the preview document runs: the latest one the owner's browser published. */
  saveBuild(build: Omit<PreviewBuild, "builtAt">): PreviewBuild {
    const builtAt = new Date().toISOString();
    this.sql.exec(
      "INSERT INTO published (id, version, js, css, vendor, built_at) VALUES (1, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET version = excluded.version, js = excluded.js, css = excluded.css, vendor = excluded.vendor, built_at = excluded.built_at",
      build.version,
      build.js,
      build.css,
      build.vendor,
      builtAt,
    );
    return { ...build, builtAt };
  }

  /** Which build is published and when, without its code. */
  buildInfo(): { version: string; builtAt: string } | undefined {
    const row = this.sql.exec<{ version: string; built_at: string }>("SELECT version, built_at FROM published WHERE id = 1").toArray()[0];
    return row ? { version: row.version, builtAt: row.built_at } : undefined;
  }

  /** One column of the published build, or null when nothing is published. */
  buildColumn(column: "js" | "css" | "vendor"): string | null {
    const row = this.sql.exec<{ value: string }>(`SELECT ${column} AS value FROM published WHERE id = 1`).toArray()[0];
    return row?.value ?? null;
  }

  meta(key: string): string | undefined {
    const row = this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0];
    return row?.value;
  }

  setMeta(key: string, value: string): void {
    this.sql.exec("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", key, value);
  }

  deleteMeta(key: string): void {
    this.sql.exec("DELETE FROM meta WHERE key = ?", key);
  }

  /** Forgets every record, account and token; the model and build stay. */
  clear(): void {
    this.sql.exec("DELETE FROM records");
    this.sql.exec("DELETE FROM accounts");
    this.sql.exec("DELETE FROM tokens");
    this.sql.exec("DELETE FROM files");
  }

  saveFile(id: string, content: Uint8Array): void {
    this.sql.exec("INSERT INTO files (id, content) VALUES (?, ?)", id, content.buffer.slice(content.byteOffset, content.byteOffset + content.byteLength));
  }

  file(id: string): ArrayBuffer | undefined {
    const row = this.sql.exec<{ content: ArrayBuffer }>("SELECT content FROM files WHERE id = ?", id).toArray()[0];
    return row?.content;
  }

  /** The records of a kind; with `ownedBy`, only those that account created (another's are not there for it). */
  list(kind: string, ownedBy?: string): StoredRecord[] {
    const [only, params] = ownerCondition(ownedBy);
    return this.sql
      .exec<{ data: string }>(`SELECT data FROM records WHERE kind = ?${only} ORDER BY seq`, kind, ...params)
      .toArray()
      .map((row) => JSON.parse(row.data) as StoredRecord);
  }

  get(kind: string, id: string, ownedBy?: string): StoredRecord | undefined {
    const [only, params] = ownerCondition(ownedBy);
    const row = this.sql.exec<{ data: string }>(`SELECT data FROM records WHERE kind = ? AND id = ?${only}`, kind, id, ...params).toArray()[0];
    return row ? (JSON.parse(row.data) as StoredRecord) : undefined;
  }

  exists(kind: string, id: string, ownedBy?: string): boolean {
    const [only, params] = ownerCondition(ownedBy);
    return this.sql.exec(`SELECT 1 FROM records WHERE kind = ? AND id = ?${only}`, kind, id, ...params).toArray().length > 0;
  }

  /** The account noted as a record's creator, if any: for the live stream, which tells a record's changes only to whom sees it. */
  ownerOf(kind: string, id: string): string | undefined {
    const row = this.sql.exec<{ owner: string | null }>("SELECT owner FROM records WHERE kind = ? AND id = ?", kind, id).toArray()[0];
    return row?.owner ?? undefined;
  }

  /** A new record; `owner` is the account that created it, where the app notes who created its records. */
  create(spec: RecordKind, input: Record<string, unknown>, owner?: string): StoredRecord {
    const count = this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM records WHERE kind = ?", spec.kind).one().n;
    if (count >= MAX_RECORDS_PER_KIND) {
      throw new PreviewFullError(`The preview keeps at most ${MAX_RECORDS_PER_KIND} ${spec.label.toLowerCase()} records: reset it or delete some`);
    }
    const record: StoredRecord = { ...input, id: crypto.randomUUID() };
    this.checkUnique(spec, record);
    this.sql.exec("INSERT INTO records (kind, id, data, owner) VALUES (?, ?, ?, ?)", spec.kind, record.id, JSON.stringify(record), owner ?? null);
    return record;
  }

  /** Changes a record's fields; its creator stays. */
  update(spec: RecordKind, id: string, input: Record<string, unknown>, ownedBy?: string): StoredRecord | undefined {
    if (!this.exists(spec.kind, id, ownedBy)) return undefined;
    const record: StoredRecord = { ...input, id };
    this.checkUnique(spec, record);
    this.sql.exec("UPDATE records SET data = ? WHERE kind = ? AND id = ?", JSON.stringify(record), spec.kind, id);
    return record;
  }

  /** Deletes a record and, with it, the note of who created it; false when there is none (for `ownedBy`). */
  remove(spec: RecordKind, id: string, pointers: readonly Pointer[], ownedBy?: string): boolean {
    if (!this.exists(spec.kind, id, ownedBy)) return false;
    for (const pointer of pointers.filter((candidate) => candidate.to === spec.kind)) {
      if (this.list(pointer.from).some((record) => record[pointer.field] === id)) throw new RecordInUseError(spec.label);
    }
    this.sql.exec("DELETE FROM records WHERE kind = ? AND id = ?", spec.kind, id);
    return true;
  }

  private checkUnique(spec: RecordKind, record: StoredRecord): void {
    if (spec.unique.length === 0) return;
    const others = this.list(spec.kind).filter((other) => other.id !== record.id);
    for (const field of spec.unique) {
      if (others.some((other) => other[field] === record[field])) throw new DuplicateValueError(field);
    }
  }

  /** The app's accounts: the screen visitor's (see visitorToken) is not one of them. */
  accounts(): Account[] {
    return this.sql
      .exec<AccountRow>("SELECT id, name, email, role, password_hash FROM accounts WHERE id NOT IN (SELECT value FROM meta WHERE key = ?) ORDER BY seq", VISITOR_KEY)
      .toArray()
      .map(accountOf);
  }

  accountBy(column: "id" | "email", value: string): Account | undefined {
    return this.accounts().find((account) => account[column] === value);
  }

  addAccount(account: Omit<Account, "id">): Account {
    if (this.accounts().length >= MAX_ACCOUNTS) throw new PreviewFullError(`The preview keeps at most ${MAX_ACCOUNTS} accounts: reset it to start again`);
    const created = { ...account, id: crypto.randomUUID() };
    this.sql.exec(
      "INSERT INTO accounts (id, name, email, role, password_hash) VALUES (?, ?, ?, ?, ?)",
      created.id,
      created.name,
      created.email,
      created.role,
      created.passwordHash,
    );
    return created;
  }

  /** An account by id as it is stored now, the screen visitor's too (it signs in as any account does). */
  accountById(id: string): Account | undefined {
    const row = this.sql.exec<AccountRow>("SELECT id, name, email, role, password_hash FROM accounts WHERE id = ?", id).toArray()[0];
    return row ? accountOf(row) : undefined;
  }

  setRole(id: string, role: string): void {
    this.sql.exec("UPDATE accounts SET role = ? WHERE id = ?", role, id);
  }

  issueToken(accountId: string): string {
    const token = base64url.encode(crypto.getRandomValues(new Uint8Array(24)));
    this.sql.exec("INSERT INTO tokens (token, account_id) VALUES (?, ?)", token, accountId);
    return token;
  }

  accountForToken(token: string): Account | undefined {
    const row = this.sql
      .exec<AccountRow>("SELECT a.id, a.name, a.email, a.role, a.password_hash FROM tokens t JOIN accounts a ON a.id = t.account_id WHERE t.token = ?", token)
      .toArray()[0];
    return row ? accountOf(row) : undefined;
  }

  /**
   * A sign-in for the visit of the screens after a build (see workers/contract/preview.ts): one account of its
   * own, kept apart from the app's accounts (it is never the first account, which runs the app, nor listed,
   * nor counted), with `role`; each visit gets a new token and the visitor's earlier ones end.
   */
  visitorToken(role: string): string {
    let id = this.meta(VISITOR_KEY);
    if (!id || this.sql.exec("SELECT 1 FROM accounts WHERE id = ?", id).toArray().length === 0) {
      id = crypto.randomUUID();
      // No one can sign in as it: its password is no password, and its address cannot be registered by anyone else.
      this.sql.exec(
        "INSERT INTO accounts (id, name, email, role, password_hash) VALUES (?, ?, ?, ?, ?)",
        id,
        "AppForge screen check",
        `screens-${id}@appforge.invalid`,
        role,
        "{}",
      );
      this.setMeta(VISITOR_KEY, id);
    } else {
      this.sql.exec("UPDATE accounts SET role = ? WHERE id = ?", role, id);
    }
    this.sql.exec("DELETE FROM tokens WHERE account_id = ?", id);
    return this.issueToken(id);
  }

  /** The first record of a kind, for a detail screen to show; null when there is none. */
  firstRecordId(kind: string): string | null {
    const row = this.sql.exec<{ id: string }>("SELECT id FROM records WHERE kind = ? ORDER BY seq LIMIT 1", kind).toArray()[0];
    return row?.id ?? null;
  }
}
