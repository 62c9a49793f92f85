import type { Env } from "../workers/env";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** Per-request CSP nonce for the inline scripts Remix renders. */
    nonce: string;
  }
}

export {};
