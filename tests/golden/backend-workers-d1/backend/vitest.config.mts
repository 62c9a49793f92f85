import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// The tests run inside workerd, on a local D1 database with the migrations applied (test/setup.ts). They share
// it and each empties it first (test/helpers.ts), so the files run one after another.
export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      main: "./src/index.ts",
      remoteBindings: false,
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: { bindings: { TEST_MIGRATIONS: await readD1Migrations("./migrations") } },
    }),
  ],
  test: { setupFiles: ["./test/setup.ts"], fileParallelism: false, testTimeout: 30_000 },
}));
