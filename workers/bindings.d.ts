import type { ProjectRoom } from "./rooms/project-room";

// partyserver and the Workers test pool read the bindings from `Cloudflare.Env`.
declare global {
  namespace Cloudflare {
    /** Bindings declared in wrangler.toml plus the secrets from `.dev.vars` / `wrangler secret`. */
    interface Env {
      DB: D1Database;
      ASSETS?: Fetcher;
      AUTH_SECRET?: string;
      TOKEN_TTL_SECONDS?: string;
      ProjectRoom: DurableObjectNamespace<ProjectRoom>;
      /** Milliseconds between two tasks the room runs by itself (default 100). */
      TASK_PACING_MS?: string;
      /** "key:count,...": make the first runs of a plan task fail (see workers/engine/faults.ts). */
      FAULT_INJECTION?: string;
    }
  }
}

export {};
