import {
  DuplicateValueError,
  RecordInUseError,
  type Entity,
  type FieldSpec,
  type NewRecord,
  type RecordSpec,
  type Repository,
} from "./repository.js";

type Row = Record<string, unknown>;

const quote = (name: string) => `"${name}"`;

/** A value as D1 stores it: booleans as 0 and 1, a missing value as NULL. */
function toColumn(field: FieldSpec, value: unknown): string | number | null {
  if (value === undefined || value === null) return null;
  if (field.kind === "boolean") return value ? 1 : 0;
  if (typeof value === "number" || typeof value === "string") return value;
  return String(value);
}

function fromColumn(field: FieldSpec, value: unknown): unknown {
  if (field.kind === "boolean") return value === 1 || value === true;
  if (value === undefined || value === null) return null;
  return field.kind === "number" ? Number(value) : value;
}

/** The field a "UNIQUE constraint failed: table.column" error names, when it is one. */
function duplicateField(spec: RecordSpec, error: unknown): string | undefined {
  const match = /UNIQUE constraint failed: [^.\s]+\.(\w+)/.exec(error instanceof Error ? error.message : "");
  return match ? (spec.fields.find((field) => field.column === match[1])?.name ?? match[1]) : undefined;
}

/**
 * The records in D1, one table per record type, through prepared statements only. Rows are listed in the order
 * they were created (SQLite's rowid). A value that must be unique and a record still referred to are refused
 * with the same errors as every store of this API.
 */
export class D1Store {
  private readonly db: D1Database;
  private readonly specs: readonly RecordSpec[];

  constructor(db: D1Database, specs: readonly RecordSpec[]) {
    this.db = db;
    this.specs = specs;
  }

  repository<T extends Entity>(spec: RecordSpec): Repository<T> {
    const db = this.db;
    const table = quote(spec.table);
    const columns = ["id", ...spec.fields.map((field) => field.column)].map(quote).join(", ");
    const out = (row: Row): T => {
      const record: Row = { id: String(row.id) };
      for (const field of spec.fields) record[field.name] = fromColumn(field, row[field.column]);
      return record as T;
    };
    const values = (input: NewRecord<T>) => {
      const given = input as unknown as Row;
      return spec.fields.map((field) => toColumn(field, given[field.name]));
    };
    const write = async (statement: D1PreparedStatement) => {
      try {
        await statement.run();
      } catch (error) {
        const field = duplicateField(spec, error);
        if (field) throw new DuplicateValueError(field);
        throw error;
      }
    };
    const get = async (id: string): Promise<T | undefined> => {
      const row = await db.prepare(`SELECT ${columns} FROM ${table} WHERE "id" = ?`).bind(id).first<Row>();
      return row ? out(row) : undefined;
    };
    return {
      list: async () => (await db.prepare(`SELECT ${columns} FROM ${table} ORDER BY rowid`).all<Row>()).results.map(out),
      get,
      findBy: async (name, value) => {
        const field = spec.fields.find((candidate) => candidate.name === name);
        if (!field) throw new Error(`${spec.label} has no field ${name}`);
        const sql = `SELECT ${columns} FROM ${table} WHERE ${quote(field.column)} = ? ORDER BY rowid`;
        return (await db.prepare(sql).bind(toColumn(field, value)).all<Row>()).results.map(out);
      },
      create: async (input) => {
        const id = crypto.randomUUID();
        const marks = ["?", ...spec.fields.map(() => "?")].join(", ");
        await write(db.prepare(`INSERT INTO ${table} (${columns}) VALUES (${marks})`).bind(id, ...values(input)));
        return (await get(id)) as T;
      },
      update: async (id, input) => {
        if (!(await get(id))) return undefined;
        if (spec.fields.length > 0) {
          const sets = spec.fields.map((field) => `${quote(field.column)} = ?`).join(", ");
          await write(db.prepare(`UPDATE ${table} SET ${sets} WHERE "id" = ?`).bind(...values(input), id));
        }
        return get(id);
      },
      remove: async (id) => {
        if (!(await get(id))) return false;
        await this.checkUnused(spec, id);
        const result = await db.prepare(`DELETE FROM ${table} WHERE "id" = ?`).bind(id).run();
        return result.meta.changes > 0;
      },
    };
  }

  /** A record another record refers to stays: the foreign keys would refuse it too, with a less helpful message. */
  private async checkUnused(spec: RecordSpec, id: string): Promise<void> {
    for (const other of this.specs) {
      for (const field of other.fields.filter((candidate) => candidate.target === spec.table)) {
        const sql = `SELECT 1 AS used FROM ${quote(other.table)} WHERE ${quote(field.column)} = ? LIMIT 1`;
        if (await this.db.prepare(sql).bind(id).first()) throw new RecordInUseError(spec.label);
      }
    }
  }
}
