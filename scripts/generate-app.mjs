// Writes the sample app for one stack combination to a folder, to read or run it by hand.
// Usage: node scripts/generate-app.mjs <frontend:backend:database[:project type]> <folder> [--features a,b,c]
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { loadGenerator, SAMPLE_WIZARD, sampleModel } from "./lib/generator.mjs";

const [combo, out, ...rest] = process.argv.slice(2);
if (!combo || !out || ![3, 4].includes(combo.split(":").length)) {
  console.error("Usage: node scripts/generate-app.mjs <frontend:backend:database[:project type]> <folder> [--features a,b,c]");
  process.exit(2);
}
const featuresAt = rest.indexOf("--features");
const wizard = featuresAt >= 0 ? { ...SAMPLE_WIZARD, features: (rest[featuresAt + 1] ?? "").split(",").filter(Boolean) } : SAMPLE_WIZARD;
const generator = await loadGenerator();
const model = sampleModel(generator, combo, wizard);
const started = performance.now();
const files = generator.generateProject(model);
const elapsed = performance.now() - started;
for (const file of files) {
  const target = join(out, file.path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, file.content);
}
const stack = `${model.stack.frontend}:${model.stack.backend}:${model.stack.database}`;
console.log(`${files.length} files for ${stack} in ${elapsed.toFixed(0)} ms -> ${resolve(out)}`);
for (const note of model.stack.notes) console.log(`note: ${note}`);
