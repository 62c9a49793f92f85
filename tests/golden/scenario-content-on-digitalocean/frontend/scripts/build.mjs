// npm run build: the production build, with the API's origin taken from NG_APP_API_URL at build time.
// Without it the app calls /api on its own origin (nginx, or the dev server's proxy, forwards it to the backend).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const ng = require.resolve("@angular/cli/bin/ng.js");
const apiUrl = (process.env.NG_APP_API_URL ?? "").trim().replace(/\/+$/, "");
const result = spawnSync(
  process.execPath,
  [ng, "build", "--define", `NG_APP_API_URL=${JSON.stringify(apiUrl)}`, ...process.argv.slice(2)],
  { stdio: "inherit", env: { ...process.env, NG_CLI_ANALYTICS: "false" } },
);
process.exit(result.status ?? 1);
