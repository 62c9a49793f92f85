// The generators' template texts as the engine asks for them (workers/engine/generators/template-texts.ts): every
// file under a templates/ folder of workers/engine/generators, by its path there. build-worker-data.mjs writes
// them into the Worker's assets; generator.mjs installs them in Node's copy of the engine.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const generatorsDir = fileURLToPath(new URL("../../workers/engine/generators", import.meta.url));

/** { "java/templates/backend/pom.xml": "<project …", … }, sorted by path so the asset's bytes are stable. */
export function readTemplates() {
  const texts = {};
  const files = readdirSync(generatorsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(generatorsDir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter((path) => path.split("/").includes("templates"))
    .sort();
  for (const path of files) texts[path] = readFileSync(join(generatorsDir, path), "utf8");
  return texts;
}
