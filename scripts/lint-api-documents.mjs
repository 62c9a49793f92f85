// Lints every generated OpenAPI document in tests/golden with Redocly's recommended rules, and fails on any
// error (warnings are printed). The documents are where each backend keeps them: a JSON file (Python, Java),
// a TypeScript module's exported object (Node.js, Workers) or a PHP heredoc; each is read out as JSON first, so
// what is linted is exactly what the generated backend serves.
// Usage: npm run lint:api-documents
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const golden = join(root, "tests/golden");

/** Where a backend keeps its document, and how its JSON is read out of the file. */
const PLACES = [
  { path: "backend/app/openapi.json", json: (text) => text },
  { path: "backend/src/main/resources/openapi.json", json: (text) => text },
  { path: "backend/src/openapi.ts", json: (text) => /export const openApiDocument = (\{[\s\S]*\});\s*$/.exec(text)?.[1] },
  { path: "backend/src/OpenApi.php", json: (text) => /<<<'JSON'\n([\s\S]*?)\n\s*JSON;/.exec(text)?.[1] },
];

const out = mkdtempSync(join(tmpdir(), "api-documents-"));
const files = [];
try {
  for (const tree of readdirSync(golden).sort()) {
    for (const place of PLACES) {
      let text;
      try {
        text = readFileSync(join(golden, tree, place.path), "utf8");
      } catch {
        continue;
      }
      const json = place.json(text);
      if (!json) throw new Error(`${tree}/${place.path}: no document found in it`);
      const file = join(out, `${tree}.json`);
      writeFileSync(file, JSON.stringify(JSON.parse(json), null, 2));
      files.push(file);
    }
  }
  if (files.length === 0) throw new Error("No generated OpenAPI document in tests/golden");
  console.log(`Linting ${files.length} generated OpenAPI documents with Redocly's recommended rules`);
  // No telemetry and no update check: the linter runs offline.
  const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
  const cli = join(root, "node_modules/@redocly/cli/bin/cli.js");
  const run = spawnSync(process.execPath, [cli, "lint", "--extends=recommended", "--format=summary", ...files], { env, stdio: "inherit" });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
