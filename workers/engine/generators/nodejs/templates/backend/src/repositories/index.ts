{{imports}}
import { MemoryStore } from "./memory.js";
import type { RecordSpec, Repository } from "./repository.js";

export interface Repositories {
  {{fields}}
}

/** Every table, referenced ones first (the order they are created in). */
export const RECORD_SPECS: readonly RecordSpec[] = [
  {{specs}}
];

/** Builds the repositories from one factory: the memory store's or the database's. */
export function repositoriesFrom(
  make: <T extends { id: string }>(spec: RecordSpec) => Repository<T>,
): Repositories {
  return {
    {{made}}
  };
}

export function createMemoryRepositories(): Repositories {
  const store = new MemoryStore(RECORD_SPECS);
  return repositoriesFrom((spec) => store.repository(spec));
}
