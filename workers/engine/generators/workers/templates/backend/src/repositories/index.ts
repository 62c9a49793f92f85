{{imports}}
import { D1Store } from "./d1.js";
import type { RecordSpec, Repository } from "./repository.js";

export interface Repositories {
  {{fields}}
}

/** Every table, referenced ones first (the order migrations/0001_create_tables.sql creates them in). */
export const RECORD_SPECS: readonly RecordSpec[] = [
  {{specs}}
];

/** Builds the repositories from one factory. */
export function repositoriesFrom(
  make: <T extends { id: string }>(spec: RecordSpec) => Repository<T>,
): Repositories {
  return {
    {{made}}
  };
}

/** The repositories on a D1 database (the DB binding), whose tables migrations/ creates. */
export function createD1Repositories(db: D1Database): Repositories {
  const store = new D1Store(db, RECORD_SPECS);
  return repositoriesFrom((spec) => store.repository(spec));
}
