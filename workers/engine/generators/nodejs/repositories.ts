import type { Entity } from "../../model";
import { code, lines } from "../files";
import type { GeneratedFile } from "../types";
import { domainNames } from "./domain";

const repositoryInterface = `
/** How a record is described to the storage layers: one spec per table, shared by memory and database. */
export type FieldKind = "string" | "number" | "boolean" | "date" | "reference";

export interface FieldSpec {
  name: string;
  column: string;
  kind: FieldKind;
  required: boolean;
  /** For references: the table of the record pointed at. */
  target?: string;
  unique?: boolean;
}

export interface RecordSpec {
  table: string;
  label: string;
  fields: readonly FieldSpec[];
}

export interface Entity {
  id: string;
}

export type NewRecord<T extends Entity> = Omit<T, "id">;

/** The one storage interface: the in-memory store (tests, local runs) and the database both implement it. */
export interface Repository<T extends Entity> {
  list(): Promise<T[]>;
  get(id: string): Promise<T | undefined>;
  findBy<K extends keyof NewRecord<T> & string>(field: K, value: NewRecord<T>[K]): Promise<T[]>;
  create(input: NewRecord<T>): Promise<T>;
  update(id: string, input: NewRecord<T>): Promise<T | undefined>;
  remove(id: string): Promise<boolean>;
}

/** A record other records still refer to cannot be deleted. */
export class RecordInUseError extends Error {
  constructor(label: string) {
    super(\`This \${label.toLowerCase()} is still referred to by other records\`);
    this.name = "RecordInUseError";
  }
}

/** A value that must be unique (an email address) is already taken. */
export class DuplicateValueError extends Error {
  constructor(field: string) {
    super(\`That \${field} is already taken\`);
    this.name = "DuplicateValueError";
  }
}
`;

const memoryStore = `
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
    if (!rows) throw new Error(\`Unknown table \${name}\`);
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
`;

/** src/repositories/index.ts: the typed set of repositories, and the in-memory one. */
function repositoriesIndex(stored: readonly Entity[]): string {
  const imports = stored.map((entity) => {
    const names = domainNames(entity);
    return `import { ${names.spec}, type ${names.type} } from "../${names.module.slice(2)}";`;
  });
  return lines(
    ...imports,
    `import { MemoryStore } from "./memory.js";`,
    `import type { RecordSpec, Repository } from "./repository.js";`,
    "",
    "export interface Repositories {",
    ...stored.map((entity) => `  ${entity.camelPlural}: Repository<${domainNames(entity).type}>;`),
    "}",
    "",
    "/** Every table, referenced ones first (the order they are created in). */",
    "export const RECORD_SPECS: readonly RecordSpec[] = [",
    ...stored.map((entity) => `  ${domainNames(entity).spec},`),
    "];",
    "",
    "/** Builds the repositories from one factory: the memory store's or the database's. */",
    "export function repositoriesFrom(",
    "  make: <T extends { id: string }>(spec: RecordSpec) => Repository<T>,",
    "): Repositories {",
    "  return {",
    ...stored.map((entity) => `    ${entity.camelPlural}: make<${domainNames(entity).type}>(${domainNames(entity).spec}),`),
    "  };",
    "}",
    "",
    "export function createMemoryRepositories(): Repositories {",
    "  const store = new MemoryStore(RECORD_SPECS);",
    "  return repositoriesFrom((spec) => store.repository(spec));",
    "}",
  );
}

export function repositoryFiles(stored: readonly Entity[]): GeneratedFile[] {
  return [
    code("backend/src/repositories/repository.ts", "backend", repositoryInterface),
    code("backend/src/repositories/memory.ts", "backend", memoryStore),
    code("backend/src/repositories/index.ts", "backend", repositoriesIndex(stored)),
  ];
}
