// Runs inside a previewed app's dynamic Worker (see ../backend-runner.ts): what AppForge's runtime knows of
// the request being answered, kept apart per request.
import { AsyncLocalStorage } from "node:async_hooks";

/** { iterations: number, error: Error | null } of the request whose code is running. */
export const requestState = new AsyncLocalStorage();
