import type { Env } from "../env";
import type { QueuedTask } from "../contract/queue";

/**
 * Fault injection for demonstrations and browser tests, off unless FAULT_INJECTION is set:
 * "key:count[,key:count]" makes the first `count` runs of the task with that plan key fail.
 * Injected failures are counted in the room's storage, so a retry after them succeeds.
 */
export function faultInjector(env: Env, storage: DurableObjectStorage): (task: Pick<QueuedTask, "id" | "key">) => Promise<void> {
  const rules = parseRules(env.FAULT_INJECTION ?? "");
  return async (task) => {
    const limit = rules.get(task.key);
    if (!limit) return;
    const counterKey = `injected-failures:${task.id}`;
    const injected = (await storage.get<number>(counterKey)) ?? 0;
    if (injected >= limit) return;
    await storage.put(counterKey, injected + 1);
    throw new Error(`Injected failure ${injected + 1} of ${limit} (FAULT_INJECTION)`);
  };
}

function parseRules(spec: string): Map<string, number> {
  const rules = new Map<string, number>();
  for (const part of spec.split(",")) {
    const [key, count] = part.trim().split(":");
    const limit = Number(count);
    if (key && Number.isInteger(limit) && limit > 0) rules.set(key, limit);
  }
  return rules;
}
