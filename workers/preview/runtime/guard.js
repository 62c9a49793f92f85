// Runs inside a previewed app's dynamic Worker. The preview's build puts a call of `loop` at the start of
// every loop body of the app's code (workers/engine/preview/backend.ts), naming the loop's file and line: a
// loop that runs too often in one request is stopped with an error that says where, instead of holding the
// Worker (Cloudflare stops such a Worker by its CPU limit; the local runtime has none).
import { requestState } from "/appforge/state.js";

/** Loop iterations one request may run, all loops together. */
export const MAX_ITERATIONS = 5_000_000;

export class LoopLimitError extends Error {
  constructor(where) {
    super(`The loop at ${where} ran ${MAX_ITERATIONS.toLocaleString("en-US")} times in one request, so the preview stopped it (an endless loop?)`);
    this.name = "LoopLimitError";
    this.where = where;
  }
}

/** Module-level work (outside any request) has a budget of its own. */
const outside = { iterations: 0, error: null };

export function loop(where) {
  const state = requestState.getStore() ?? outside;
  state.iterations += 1;
  if (state.iterations > MAX_ITERATIONS) {
    const error = new LoopLimitError(where);
    if (!state.error) state.error = error;
    throw error;
  }
}
