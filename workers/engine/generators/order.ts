import type { Emitter } from "./types";

/**
 * The emitters in an order where each comes after the ones it depends on (dependencies that do not apply
 * are ignored); among those ready at the same time, the registry's order decides, so the plan is stable.
 */
export function inDependencyOrder(emitters: readonly Emitter[]): Emitter[] {
  const ids = new Set(emitters.map((emitter) => emitter.id));
  if (ids.size !== emitters.length) throw new Error("Two emitters share an id");
  const done = new Set<string>();
  const ordered: Emitter[] = [];
  while (ordered.length < emitters.length) {
    const ready = emitters.find(
      (emitter) => !done.has(emitter.id) && emitter.dependsOn.every((id) => done.has(id) || !ids.has(id)),
    );
    if (!ready) {
      const stuck = emitters.filter((emitter) => !done.has(emitter.id)).map((emitter) => emitter.id);
      throw new Error(`Emitters depend on each other in a cycle: ${stuck.join(", ")}`);
    }
    done.add(ready.id);
    ordered.push(ready);
  }
  return ordered;
}
