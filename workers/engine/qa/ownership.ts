import type { AppModel } from "../model";
import type { Emitter } from "../generators/types";
import type { Owner } from "./check-context";
import type { CheckedFile } from "./types";

export interface Ownership {
  /** The emitter (plan task key) and task name a problem in the file is blamed on. */
  of: Owner;
  emitterOf(file: CheckedFile): string | null;
}

/**
 * The task that wrote each file: the stored task's plan key when the caller knows it, else the emitter
 * whose output has that path (worked out once, only when some file comes without its writer).
 */
export function ownership(files: readonly CheckedFile[], model: AppModel, emitters: readonly Emitter[]): Ownership {
  const names = new Map(emitters.map((emitter) => [emitter.id, emitter.name]));
  let expected: Map<string, string> | null = null;
  const expectedOwner = (path: string): string | null => {
    if (!expected) {
      expected = new Map();
      for (const emitter of emitters) for (const file of emitter.emit(model)) if (!expected.has(file.path)) expected.set(file.path, emitter.id);
    }
    return expected.get(path) ?? null;
  };
  const emitterOf = (file: CheckedFile): string | null => file.emitterId ?? expectedOwner(file.path);
  if (files.some((file) => file.emitterId === undefined)) expectedOwner("");
  return {
    emitterOf,
    of(file) {
      const emitterId = emitterOf(file);
      return { emitterId, writer: file.writer ?? (emitterId ? (names.get(emitterId) ?? emitterId) : null) };
    },
  };
}
