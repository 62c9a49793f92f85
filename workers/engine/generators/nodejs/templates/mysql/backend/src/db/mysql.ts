import { randomUUID } from "node:crypto";
import type { Pool, ResultSetHeader, RowDataPacket } from "mysql2/promise";
import {
  DuplicateValueError,
  RecordInUseError,
  type Entity,
  type FieldSpec,
  type NewRecord,
  type RecordSpec,
  type Repository,
} from "../repositories/repository.js";

const quote = (identifier: string) => `\`${identifier}\``;

/** A reference to a record that does not exist: answered with 400, as the routes' own check is. */
export class MissingReferenceError extends Error {
  readonly status = 400;

  constructor(field: string) {
    super(`${field} refers to a record that does not exist`);
    this.name = "MissingReferenceError";
  }
}

/** API values to column values: ISO strings become dates (the pool writes them as UTC). */
function toColumn(field: FieldSpec, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.kind === "date") return new Date(String(value));
  return value;
}

/** Column values back to what the API returns: ISO strings for dates, booleans for BOOLEAN (a TINYINT). */
function fromColumn(field: FieldSpec, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.kind === "date") return (value instanceof Date ? value : new Date(String(value))).toISOString();
  if (field.kind === "boolean") return Boolean(Number(value));
  if (field.kind === "number") return Number(value);
  return value;
}

const fieldOf = (spec: RecordSpec, column: string | undefined) =>
  spec.fields.find((field) => field.column === column)?.name ?? "value";

/** MySQL's errors as the repository's: a row still referred to, a missing reference, a taken unique value. */
function translate(error: unknown, spec: RecordSpec): never {
  const { errno, sqlMessage } = error as { errno?: number; sqlMessage?: string };
  const message = sqlMessage ?? "";
  // ER_ROW_IS_REFERENCED_2 (and its older form): deleting a row another row refers to.
  if (errno === 1451 || errno === 1217) throw new RecordInUseError(spec.label);
  // ER_NO_REFERENCED_ROW_2: writing a reference to a row that does not exist.
  if (errno === 1452 || errno === 1216) throw new MissingReferenceError(fieldOf(spec, /FOREIGN KEY \(`([^`]+)`\)/.exec(message)?.[1]));
  // ER_DUP_ENTRY: "Duplicate entry 'x' for key 'users.email'"; unique keys are named after their column.
  if (errno === 1062) throw new DuplicateValueError(fieldOf(spec, /for key '(?:[^'.]*\.)?([^']+)'/.exec(message)?.[1]));
  throw error;
}

/** A repository over one table, written from its spec: the same behaviour as the memory store. */
export function mysqlRepository<T extends Entity>(pool: Pool, spec: RecordSpec): Repository<T> {
  const table = quote(spec.table);
  const columns = ["id", ...spec.fields.map((field) => field.column)].map(quote).join(", ");
  const toRecord = (row: RowDataPacket) => {
    const record: Record<string, unknown> = { id: row.id };
    for (const field of spec.fields) record[field.name] = fromColumn(field, row[field.column]);
    return record as unknown as T;
  };
  const values = (input: NewRecord<T>) =>
    spec.fields.map((field) => toColumn(field, (input as Record<string, unknown>)[field.name]));
  const run = async <R>(action: () => Promise<R>): Promise<R> => {
    try {
      return await action();
    } catch (error) {
      return translate(error, spec);
    }
  };
  const select = (where: string, params: unknown[]) =>
    run(async () => {
      const [rows] = await pool.query<RowDataPacket[]>(`SELECT ${columns} FROM ${table}${where} ORDER BY \`created_at\`, \`id\``, params);
      return rows.map(toRecord);
    });
  const get = async (id: string) => (await select(" WHERE `id` = ?", [id]))[0];
  return {
    list: () => select("", []),
    get,
    findBy: (name, value) => {
      const field = spec.fields.find((candidate) => candidate.name === name);
      if (!field) throw new Error(`${spec.table} has no field ${name}`);
      if (value === null) return select(` WHERE ${quote(field.column)} IS NULL`, []);
      return select(` WHERE ${quote(field.column)} = ?`, [toColumn(field, value)]);
    },
    create: async (input) => {
      const id = randomUUID();
      const placeholders = ["?", ...spec.fields.map(() => "?")].join(", ");
      await run(() => pool.query<ResultSetHeader>(`INSERT INTO ${table} (${columns}) VALUES (${placeholders})`, [id, ...values(input)]));
      const created = await get(id);
      if (!created) throw new Error(`Insert into ${spec.table} stored no row`);
      return created;
    },
    update: async (id, input) => {
      const assignments = spec.fields.map((field) => `${quote(field.column)} = ?`).join(", ");
      if (assignments) {
        await run(() => pool.query<ResultSetHeader>(`UPDATE ${table} SET ${assignments} WHERE \`id\` = ?`, [...values(input), id]));
      }
      return get(id);
    },
    remove: async (id) => {
      const [result] = await run(() => pool.query<ResultSetHeader>(`DELETE FROM ${table} WHERE \`id\` = ?`, [id]));
      return result.affectedRows > 0;
    },
  };
}
