/**
 * What a project's preview keeps beside its app's own database (preview-database.ts), in its Durable Object's
 * SQLite: the published build (the compiled frontend) and a few named values (the model it serves, its
 * backend, the secret its backend signs with).
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

export class PreviewStore {
  constructor(private readonly sql: SqlStorage) {
    this.createTables();
  }

  /** Idempotent: also after the object's storage was deleted. */
  createTables(): void {
    const sql = this.sql;
    // The records, accounts, tokens and files of AppForge's former stand-in for the app's backend: the app's
    // own backend keeps them in its own database now.
    for (const table of ["records", "accounts", "tokens", "files", "build"]) sql.exec(`DROP TABLE IF EXISTS ${table}`);
    sql.exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
    sql.exec("DELETE FROM meta WHERE key IN ('screens', 'shape', 'visitor')");
    sql.exec(
      "CREATE TABLE IF NOT EXISTS published (id INTEGER PRIMARY KEY CHECK (id = 1), version TEXT NOT NULL, js TEXT NOT NULL, css TEXT NOT NULL, vendor TEXT NOT NULL, built_at TEXT NOT NULL)",
    );
  }

  /** The compiled frontend the preview document runs. */
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
}
