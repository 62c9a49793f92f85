import type pg from "pg";
import {
  DuplicateValueError,
  RecordInUseError,
  type Entity,
  type FieldSpec,
  type NewRecord,
  type RecordSpec,
  type Repository,
} from "../repositories/repository.js";
import { randomUUID } from "node:crypto";

const quote = (identifier: string) => `"${identifier}"`;

/** Database values back to what the API returns: ISO strings for dates, numbers for numbers. */
function fromColumn(field: FieldSpec, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.kind === "date") return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
  if (field.kind === "number") return Number(value);
  return value;
}

function translate(error: unknown, spec: RecordSpec): never {
  const code = (error as { code?: string }).code;
  const column = (error as { constraint?: string }).constraint ?? "value";
  if (code === "23503") throw new RecordInUseError(spec.label);
  if (code === "23505") throw new DuplicateValueError(column.replace(`${spec.table}_`, "").replace(/_key$/, ""));
  throw error;
}

/** A repository over one table, written from its spec: the same behaviour as the memory store. */
export function pgRepository<T extends Entity>(pool: pg.Pool, spec: RecordSpec): Repository<T> {
  const table = quote(spec.table);
  const columns = ["id", ...spec.fields.map((field) => quote(field.column))].join(", ");
  const toRecord = (row: Record<string, unknown>) => {
    const record: Record<string, unknown> = { id: row.id };
    for (const field of spec.fields) record[field.name] = fromColumn(field, row[field.column]);
    return record as unknown as T;
  };
  const values = (input: NewRecord<T>) =>
    spec.fields.map((field) => (input as Record<string, unknown>)[field.name] ?? null);
  const query = async (text: string, params: unknown[]) => {
    try {
      return (await pool.query(text, params)).rows.map(toRecord);
    } catch (error) {
      return translate(error, spec);
    }
  };
  return {
    list: () => query(`SELECT ${columns} FROM ${table} ORDER BY "created_at", "id"`, []),
    get: async (id) => (await query(`SELECT ${columns} FROM ${table} WHERE "id" = $1`, [id]))[0],
    findBy: (name, value) => {
      const field = spec.fields.find((candidate) => candidate.name === name);
      if (!field) throw new Error(`${spec.table} has no field ${name}`);
      return query(`SELECT ${columns} FROM ${table} WHERE ${quote(field.column)} = $1 ORDER BY "created_at", "id"`, [value]);
    },
    create: async (input) => {
      const placeholders = spec.fields.map((_, index) => `$${index + 2}`).join(", ");
      const sql = `INSERT INTO ${table} (${columns}) VALUES ($1${placeholders ? `, ${placeholders}` : ""}) RETURNING ${columns}`;
      const [created] = await query(sql, [randomUUID(), ...values(input)]);
      if (!created) throw new Error(`Insert into ${spec.table} returned no row`);
      return created;
    },
    update: async (id, input) => {
      const assignments = spec.fields.map((field, index) => `${quote(field.column)} = $${index + 2}`).join(", ");
      return (await query(`UPDATE ${table} SET ${assignments} WHERE "id" = $1 RETURNING ${columns}`, [id, ...values(input)]))[0];
    },
    remove: async (id) => {
      try {
        return ((await pool.query(`DELETE FROM ${table} WHERE "id" = $1`, [id])).rowCount ?? 0) > 0;
      } catch (error) {
        return translate(error, spec);
      }
    },
  };
}
