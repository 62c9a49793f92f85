import { BUILTIN_MODEL } from "../../../workers/contract/usage";

// Money itself is workers/contract/money.ts's formatMoney: one precision rule for every cost view.

export const formatCount = (value: number) => value.toLocaleString("en-US");

const counted = (count: number, noun: string) => `${formatCount(count)} ${noun}${count === 1 ? "" : "s"}`;

/** "12 built-in runs, 0 model calls": the built-in engine's runs are never counted as AI requests. */
export const runsAndCalls = (builtinRuns: number, modelCalls: number) =>
  `${counted(builtinRuns, "built-in run")}, ${counted(modelCalls, "model call")}`;

export const isBuiltin = (model: string) => model === BUILTIN_MODEL;

/**
 * A model as people read it: "Built-in engine", or the model's own name without the provider's folders
 * ("@cf/meta/llama-3.2-3b-instruct" reads "llama-3.2-3b-instruct"); the whole id stays in `id` for a title.
 */
export function modelName(model: string): { name: string; id: string } {
  if (isBuiltin(model)) return { name: "Built-in engine", id: model };
  const slash = model.lastIndexOf("/");
  return { name: slash === -1 || slash === model.length - 1 ? model : model.slice(slash + 1), id: model };
}
