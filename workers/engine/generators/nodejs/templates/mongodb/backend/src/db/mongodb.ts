import { randomUUID } from "node:crypto";
import { MongoServerError, ObjectId, type Db, type Document, type Filter } from "mongodb";
import {
  DuplicateValueError,
  RecordInUseError,
  type Entity,
  type FieldKind,
  type FieldSpec,
  type NewRecord,
  type RecordSpec,
  type Repository,
} from "../repositories/repository.js";

/**
 * How a record is kept: its id (a UUID string) as _id, its fields under their names, and when it was written.
 * Lists come in the order records were created: by _createdAt, then by _order, an ObjectId that grows with
 * every record this process writes (two records written within the same millisecond keep their order).
 */
interface StoredRecord {
  _id: string;
  _createdAt: Date;
  _order: ObjectId;
  [field: string]: unknown;
}

const BY_CREATION = { _createdAt: 1, _order: 1 } as const;

/** MongoDB's error codes the setup and the repositories look for. */
const UNAUTHORIZED = 13;
const NAMESPACE_EXISTS = 48;
const DUPLICATE_KEY = 11000;

/** A reference to a record that does not exist: answered with 400, as the routes' own check is. */
export class MissingReferenceError extends Error {
  readonly status = 400;

  constructor(field: string) {
    super(`${field} refers to a record that does not exist`);
    this.name = "MissingReferenceError";
  }
}

/** The BSON types a field's value is stored as, for the collections' validators. */
const BSON_TYPES: Record<FieldKind, string[]> = {
  string: ["string"],
  number: ["double", "int", "long", "decimal"],
  boolean: ["bool"],
  date: ["date"],
  reference: ["string"],
};

/** The same as one $type alias, for the filter of a unique index on an optional field. */
const TYPE_ALIAS: Record<FieldKind, string> = {
  string: "string",
  number: "number",
  boolean: "bool",
  date: "date",
  reference: "string",
};

const nullable = (field: FieldSpec) => !field.required && field.kind !== "boolean";

/** A validator for one collection: every field present, of its type, or null where it is optional. */
function validator(spec: RecordSpec): Document {
  const properties: Document = {
    _id: { bsonType: "string" },
    _createdAt: { bsonType: "date" },
    _order: { bsonType: "objectId" },
  };
  for (const field of spec.fields) {
    properties[field.name] = { bsonType: nullable(field) ? [...BSON_TYPES[field.kind], "null"] : BSON_TYPES[field.kind] };
  }
  return {
    $jsonSchema: {
      bsonType: "object",
      required: ["_id", "_createdAt", "_order", ...spec.fields.map((field) => field.name)],
      properties,
    },
  };
}

const codeOf = (error: unknown) => (error instanceof MongoServerError ? error.code : undefined);

/** Creates a collection with its validator, or brings an existing one's validator up to date. */
async function setUpCollection(db: Db, spec: RecordSpec, exists: boolean): Promise<void> {
  if (!exists) {
    try {
      await db.createCollection(spec.table, { validator: validator(spec) });
      return;
    } catch (error) {
      // Another server starting at the same time created it first: update it as an existing one.
      if (codeOf(error) !== NAMESPACE_EXISTS) throw error;
    }
  }
  try {
    await db.command({ collMod: spec.table, validator: validator(spec) });
  } catch (error) {
    // A user allowed to read and write but not to change collections keeps the validator it has;
    // the repositories check every value's type and presence anyway.
    if (codeOf(error) !== UNAUTHORIZED) throw error;
    console.warn(`Could not update the validator of ${spec.table}: the database user may not run collMod`);
  }
}

/**
 * Sets up every collection: its validator, an index for the list order, a unique index per unique field (on
 * an optional field, only over the records that have a value, as SQL's UNIQUE) and an index per reference.
 * Safe to run at every start: existing indexes with the same options are left as they are.
 */
export async function setUpCollections(db: Db, specs: readonly RecordSpec[]): Promise<void> {
  const existing = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((collection) => collection.name));
  for (const spec of specs) {
    await setUpCollection(db, spec, existing.has(spec.table));
    const collection = db.collection<StoredRecord>(spec.table);
    await collection.createIndex(BY_CREATION, { name: "created_order" });
    for (const field of spec.fields) {
      if (field.unique) {
        await collection.createIndex(
          { [field.name]: 1 },
          {
            name: `${field.name}_unique`,
            unique: true,
            ...(nullable(field) ? { partialFilterExpression: { [field.name]: { $type: TYPE_ALIAS[field.kind] } } } : {}),
          },
        );
      } else if (field.kind === "reference") {
        await collection.createIndex({ [field.name]: 1 }, { name: `${field.name}_reference` });
      }
    }
  }
}

/** API values to stored values: ISO strings become dates; a missing value is stored as null. */
function toStored(field: FieldSpec, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.kind === "date") return value instanceof Date ? value : new Date(String(value));
  return value;
}

/** Stored values back to what the API returns: ISO strings for dates, plain numbers for numbers. */
function fromStored(field: FieldSpec, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.kind === "date") return (value instanceof Date ? value : new Date(String(value))).toISOString();
  if (field.kind === "number") return Number(value);
  return value;
}

/**
 * A taken unique value as the repository's error. The unique indexes are on one field each: the field is the
 * error's key pattern, or else the index its message names ("E11000 ... index: email_unique dup key: ...").
 */
function translate(error: unknown, spec: RecordSpec): never {
  if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) {
    const keyPattern: unknown = error.keyPattern;
    const keys = typeof keyPattern === "object" && keyPattern !== null ? Object.keys(keyPattern) : [];
    const index = /index: (\S+)_unique\b/.exec(error.message)?.[1];
    const field = spec.fields.find((candidate) => candidate.unique && (keys.includes(candidate.name) || candidate.name === index));
    throw new DuplicateValueError(field?.name ?? "value");
  }
  throw error;
}

/**
 * A repository over one collection, written from its spec: the same behaviour as the memory store. The
 * reference checks and the delete check are separate reads before the write (a standalone MongoDB has no
 * transactions), so two requests racing each other can still, rarely, leave a reference to a deleted record.
 */
export function mongoRepository<T extends Entity>(db: Db, specs: readonly RecordSpec[], spec: RecordSpec): Repository<T> {
  const collection = db.collection<StoredRecord>(spec.table);
  const toRecord = (document: StoredRecord) => {
    const record: Record<string, unknown> = { id: document._id };
    for (const field of spec.fields) record[field.name] = fromStored(field, document[field.name]);
    return record as unknown as T;
  };
  const valuesOf = (input: NewRecord<T>) => {
    const values: Record<string, unknown> = {};
    for (const field of spec.fields) values[field.name] = toStored(field, (input as Record<string, unknown>)[field.name]);
    return values;
  };
  const find = async (filter: Filter<StoredRecord>) => (await collection.find(filter).sort(BY_CREATION).toArray()).map(toRecord);
  const exists = async (table: string, filter: Filter<StoredRecord>) =>
    (await db.collection<StoredRecord>(table).countDocuments(filter, { limit: 1 })) > 0;
  const checkReferences = async (values: Record<string, unknown>) => {
    for (const field of spec.fields) {
      const value = values[field.name];
      if (!field.target || value === null) continue;
      if (!(await exists(field.target, { _id: String(value) }))) throw new MissingReferenceError(field.name);
    }
  };
  const checkUnused = async (id: string) => {
    for (const other of specs) {
      for (const field of other.fields.filter((candidate) => candidate.target === spec.table)) {
        if (await exists(other.table, { [field.name]: id })) throw new RecordInUseError(spec.label);
      }
    }
  };
  const write = async <R>(action: () => Promise<R>): Promise<R> => {
    try {
      return await action();
    } catch (error) {
      return translate(error, spec);
    }
  };
  return {
    list: () => find({}),
    get: async (id) => {
      const document = await collection.findOne({ _id: id });
      return document ? toRecord(document) : undefined;
    },
    findBy: (name, value) => {
      const field = spec.fields.find((candidate) => candidate.name === name);
      if (!field) throw new Error(`${spec.table} has no field ${name}`);
      return find({ [field.name]: toStored(field, value) });
    },
    create: async (input) => {
      const values = valuesOf(input);
      await checkReferences(values);
      const document: StoredRecord = { ...values, _id: randomUUID(), _createdAt: new Date(), _order: new ObjectId() };
      await write(() => collection.insertOne(document));
      return toRecord(document);
    },
    update: async (id, input) => {
      if (!(await exists(spec.table, { _id: id }))) return undefined;
      const values = valuesOf(input);
      await checkReferences(values);
      const updated = await write(() => collection.findOneAndUpdate({ _id: id }, { $set: values }, { returnDocument: "after" }));
      return updated ? toRecord(updated) : undefined;
    },
    remove: async (id) => {
      if (!(await exists(spec.table, { _id: id }))) return false;
      await checkUnused(id);
      return (await collection.deleteOne({ _id: id })).deletedCount > 0;
    },
  };
}
