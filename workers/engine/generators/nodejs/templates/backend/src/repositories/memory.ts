import { randomUUID } from "node:crypto";
import {
  DuplicateValueError,
  RecordInUseError,
  type Entity,
  type NewRecord,
  type RecordSpec,
  type Repository,
} from "./repository.js";

type Row = Entity & Record<string, unknown>;

/**
 * Keeps every table in memory, with the same rules as the database (references and unique values),
 * so tests and a local run need no database server.
 */
export class MemoryStore {
  private readonly tables = new Map<string, Map<string, Row>>();

  constructor(private readonly specs: readonly RecordSpec[]) {
    for (const spec of specs) this.tables.set(spec.table, new Map());
  }

  repository<T extends Entity>(spec: RecordSpec): Repository<T> {
    const rows = this.table(spec.table);
    const out = (row: Row) => ({ ...row }) as unknown as T;
    const write = (id: string, input: NewRecord<T>) => {
      const row: Row = { ...(input as Record<string, unknown>), id };
      this.checkUnique(spec, row);
      rows.set(id, row);
      return out(row);
    };
    return {
      list: async () => [...rows.values()].map(out),
      get: async (id) => {
        const row = rows.get(id);
        return row ? out(row) : undefined;
      },
      findBy: async (field, value) => [...rows.values()].filter((row) => row[field] === value).map(out),
      create: async (input) => write(randomUUID(), input),
      update: async (id, input) => (rows.has(id) ? write(id, input) : undefined),
      remove: async (id) => {
        if (!rows.has(id)) return false;
        this.checkUnused(spec, id);
        return rows.delete(id);
      },
    };
  }

  private table(name: string): Map<string, Row> {
    const rows = this.tables.get(name);
    if (!rows) throw new Error(`Unknown table ${name}`);
    return rows;
  }

  private checkUnique(spec: RecordSpec, row: Row): void {
    for (const field of spec.fields.filter((candidate) => candidate.unique)) {
      const taken = [...this.table(spec.table).values()].some(
        (other) => other.id !== row.id && other[field.name] === row[field.name],
      );
      if (taken) throw new DuplicateValueError(field.name);
    }
  }

  private checkUnused(spec: RecordSpec, id: string): void {
    for (const other of this.specs) {
      for (const field of other.fields.filter((candidate) => candidate.target === spec.table)) {
        const used = [...this.table(other.table).values()].some((row) => row[field.name] === id);
        if (used) throw new RecordInUseError(spec.label);
      }
    }
  }
}
