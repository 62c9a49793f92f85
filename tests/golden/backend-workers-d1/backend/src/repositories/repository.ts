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
    super(`This ${label.toLowerCase()} is still referred to by other records`);
    this.name = "RecordInUseError";
  }
}

/** A value that must be unique (an email address) is already taken. */
export class DuplicateValueError extends Error {
  constructor(field: string) {
    super(`That ${field} is already taken`);
    this.name = "DuplicateValueError";
  }
}
