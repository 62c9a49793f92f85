import type { D1Migration } from "cloudflare:test";

// The bindings the tests see: wrangler.toml's, and the migrations read by vitest.config.mts.
declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      UPLOADS?: R2Bucket;
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
