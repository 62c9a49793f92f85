import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { localCompilers } from "../engine/compilers-local";
import { COMPILER_ASSET, remoteCompilers } from "./compiler-worker";

/**
 * The compilers as AppForge's Worker runs them: in their own dynamic Worker, started by the Worker Loader from
 * the assets' bundle (scripts/build-worker-data.mjs). They answer as the in-process compilers do.
 */

const main = { path: "frontend/src/main.tsx", content: 'import { createRoot } from "react-dom/client";\nimport { App } from "./App";\ncreateRoot(document.body).render(<App />);\n' };
const app = { path: "frontend/src/App.tsx", content: "export function App() { return <p>hello</p>; }\n" };
const files = [main, app];

describe("the compilers' Worker", () => {
  it("is built into the assets", async () => {
    const response = await env.ASSETS.fetch(`https://assets.internal${COMPILER_ASSET}`);
    expect(response.status).toBe(200);
    expect((await response.text()).length).toBeGreaterThan(100_000);
  });

  it("parses scripts and says where one breaks, as in-process", async () => {
    const scripts = [app, { path: "frontend/src/Broken.tsx", content: "export const a = 1;\nexport const b = (;\n" }];
    const remote = await remoteCompilers.parseScripts(scripts);
    expect(remote).toEqual(await localCompilers.parseScripts(scripts));
    expect(remote[0]).toMatchObject({ ok: true });
    expect(remote[1]).toMatchObject({ ok: false, line: 2 });
  });

  it("refuses what the preview build would, at its line", async () => {
    const problems = await remoteCompilers.scriptProblems([{ path: "frontend/src/A.tsx", content: "export const a = <div>{1</div>;\n" }, ...files]);
    expect(problems[0]).toMatchObject({ file: "frontend/src/A.tsx", line: 1 });
    expect(problems.slice(1)).toEqual([null, null]);
  });

  it("builds a frontend's preview and a Workers backend", async () => {
    const preview = await remoteCompilers.compilePreview("react", files);
    if (!preview.ok) throw new Error(JSON.stringify(preview.problems));
    expect(preview.js).toContain('"src/App.tsx": [function (module, exports, require) {');
    expect(preview.files).toBe(2);
    const backend = await remoteCompilers.compileBackend([{ path: "backend/src/index.ts", content: 'import { Hono } from "hono";\nconst app = new Hono();\nexport default app;\n' }]);
    expect(backend).toMatchObject({ ok: true, files: 1 });
    const missing = await remoteCompilers.compileBackend([]);
    expect(missing).toMatchObject({ ok: false, problems: [{ file: "backend/src/index.ts" }] });
  });
});
