import { describe, expect, it } from "vitest";
import { BACKEND_STACK, DATABASE_STACK, FRONTEND_STACK, stackPairs } from "../../contract/project-options";
import { buildAppModel } from "../model";
import { generateProject, type GeneratedFile } from ".";
import { BAKERY, inputFor, SCENARIOS } from "./test-inputs";

/**
 * Golden output: every generated file, compared byte for byte with tests/golden/. Any change to what the
 * engine writes shows there in review; `npx vitest run golden -u` rewrites the trees after a change made
 * on purpose. Each tree also lists its paths (`_files.txt`), so a file that appears or disappears shows too.
 *
 * The trees hold each distinct part once: a frontend does not depend on the backend or the database, a
 * backend's files depend on its database, and the files beside them (docs, CI, compose, deployment) on
 * the whole stack and the platform.
 */
const GOLDEN = "../../../tests/golden";

const bakeryOn = (frontend: string, backend: string, database: string): GeneratedFile[] =>
  generateProject(buildAppModel(inputFor(BAKERY.wizardData, { messages: BAKERY.messages, techStack: [frontend, backend, database] })));

async function expectTree(tree: string, files: readonly GeneratedFile[]): Promise<void> {
  const paths = files.map((file) => file.path).sort();
  await expect(`${paths.join("\n")}\n`).toMatchFileSnapshot(`${GOLDEN}/${tree}/_files.txt`);
  for (const file of files) await expect(file.content, file.path).toMatchFileSnapshot(`${GOLDEN}/${tree}/${file.path}`);
}

const under = (prefix: string) => (file: GeneratedFile) => file.path.startsWith(prefix);
const outside = (file: GeneratedFile) => !file.path.startsWith("frontend/") && !file.path.startsWith("backend/");

describe("golden output of the sample bakery, every feature on", () => {
  it.each(FRONTEND_STACK)("frontend %s", async (frontend) => {
    await expectTree(`frontend-${frontend}`, bakeryOn(frontend, "nodejs", "postgresql").filter(under("frontend/")));
  });

  // Every backend with every database it runs on: the Workers backend only on D1, and D1 only with it.
  const backends = BACKEND_STACK.flatMap((backend) => DATABASE_STACK.filter((database) => stackPairs(backend, database)).map((database) => [backend, database] as const));

  it.each(backends)("backend %s on %s", async (backend, database) => {
    await expectTree(`backend-${backend}-${database}`, bakeryOn("react", backend, database).filter(under("backend/")));
  });

  // The files beside frontend/ and backend/ name the whole stack: one tree per backend and database, the
  // frontends taking turns so that each appears in three of them.
  it.each(backends.map(([backend, database], index) => [FRONTEND_STACK[index % FRONTEND_STACK.length] ?? "react", backend, database] as const))(
    "project files for %s, %s, %s",
    async (frontend, backend, database) => {
      await expectTree(`project-${frontend}-${backend}-${database}`, bakeryOn(frontend, backend, database).filter(outside));
    },
  );
});

describe("golden output of the smaller scenarios, whole", () => {
  const others = Object.keys(SCENARIOS).filter((name) => name !== "bakery");
  it.each(others)("%s", async (name) => {
    const input = SCENARIOS[name];
    if (!input) throw new Error(`No scenario ${name}`);
    await expectTree(`scenario-${name.replace(/[^a-z0-9]+/g, "-")}`, generateProject(buildAppModel(input)));
  });
});
