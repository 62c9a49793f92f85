// partyserver and the Workers test pool read the bindings from `Cloudflare.Env`.
declare global {
  namespace Cloudflare {
    /** Bindings declared in wrangler.toml plus the secrets from `.dev.vars` / `wrangler secret`. */
    interface Env {
      DB: D1Database;
      ASSETS?: Fetcher;
      AUTH_SECRET?: string;
      TOKEN_TTL_SECONDS?: string;
    }
  }
}

export {};
