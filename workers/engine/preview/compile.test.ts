import { describe, expect, it } from "vitest";
import { compilePreview } from "./compile";
import { PREVIEW_VENDOR } from "./vendor";
import type { SourceFile } from "./sources";

/**
 * The preview build's own logic (the browser journeys in tests/e2e/preview.spec.ts run its output):
 * which files it compiles, how it resolves their imports, the CSS order and the problems it names.
 */

const frontend = (files: Record<string, string>): SourceFile[] => Object.entries(files).map(([path, content]) => ({ path: `frontend/${path}`, content }));

const APP = {
  "src/main.tsx": [
    'import { createRoot } from "react-dom/client";',
    'import { App } from "./App";',
    'import "./styles.css";',
    'createRoot(document.getElementById("root")!).render(<App />);',
  ].join("\n"),
  "src/App.tsx": [
    'import type { ReactNode } from "react";',
    'import { api } from "./lib";',
    'import "./app.css";',
    "export function App(): ReactNode { return <p>{api}</p>; }",
  ].join("\n"),
  "src/lib/index.ts": 'import settings from "../settings.json";\nexport const api: string = import.meta.env.VITE_API_URL ?? settings.fallback;',
  "src/settings.json": '{ "fallback": "/api" }',
  "src/styles.css": "body { margin: 0 }",
  "src/app.css": "p { color: red }",
  "src/unused.tsx": "this file is not imported, so it is not compiled (",
  "src/App.test.tsx": "tests are left out",
};

describe("compilePreview", () => {
  it("links the files the entry reaches, libraries left to the library script, CSS in the order the modules run", async () => {
    const result = await compilePreview("react", frontend(APP));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.vendor).toBe(PREVIEW_VENDOR.react.file);
    // Each module with where its imports go: a file, or null for a library.
    expect(result.js).toContain('"src/main.tsx": [function (module, exports, require) {');
    expect(result.js).toContain(JSON.stringify({ "react/jsx-runtime": null, "react-dom/client": null, "./App": "src/App.tsx", "./styles.css": "src/styles.css" }));
    expect(result.js).toContain(JSON.stringify({ "react/jsx-runtime": null, "./lib": "src/lib/index.ts", "./app.css": "src/app.css" }));
    expect(result.js).toContain(JSON.stringify({ "../settings.json": "src/settings.json" }));
    expect(result.js).toContain('module.exports = {"fallback":"/api"};');
    expect(result.js).not.toContain("src/unused.tsx");
    // TypeScript and JSX are gone, and the app reads its API address from the preview document.
    expect(result.js).not.toMatch(/: ReactNode|<p>|import\.meta/);
    expect(result.js).toContain("globalThis.__APPFORGE_PREVIEW_API__");
    expect(result.js).toContain('globalThis.__APPFORGE_VENDOR__(request)');
    expect(result.js.trimEnd().endsWith('load("src/main.tsx");\n})();')).toBe(true);
    expect(result.css).toBe("p { color: red }\nbody { margin: 0 }");
  });

  it("names a syntax error with its file, line and column", async () => {
    const result = await compilePreview("react", frontend({ ...APP, "src/App.tsx": 'import { api } from "./lib";\n\nexport function App() {\n  return <p>{api}</p>;;\n  const = 1;\n}' }));
    expect(result).toEqual({ ok: false, problems: [{ file: "frontend/src/App.tsx", line: 5, column: 9, text: expect.stringMatching(/Unexpected token/) }] });
  });

  it("names an import of a library the preview does not serve, and one of a file that was not generated", async () => {
    const result = await compilePreview(
      "react",
      frontend({ ...APP, "src/App.tsx": 'import axios from "axios";\nimport { api } from "./lib";\nimport { Chart } from "./chart";\nexport const App = () => <p>{api}{axios}{Chart}</p>;' }),
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { file: "frontend/src/App.tsx", line: 1, column: null, text: '"axios" is not one of the libraries the preview serves (react, react/jsx-runtime, react-dom, react-dom/client, react-router-dom)' },
        { file: "frontend/src/App.tsx", line: 3, column: null, text: 'Cannot find "./chart" among the generated files' },
      ],
    });
  });

  it("links modules that import each other once each", async () => {
    const result = await compilePreview(
      "react",
      frontend({ "src/main.tsx": 'import { a } from "./a";\nconsole.log(a);', "src/a.ts": 'import { b } from "./b";\nexport const a = () => b;', "src/b.ts": 'import { a } from "./a";\nexport const b = () => a;' }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.js.match(/"src\/a\.ts": \[/g)).toHaveLength(1);
    expect(result.js).toContain(JSON.stringify({ "./a": "src/a.ts" }));
  });

  it("compiles Vue single-file components with Vue's compiler, their scoped styles included", async () => {
    const result = await compilePreview(
      "vue",
      frontend({
        "src/main.ts": 'import { createApp } from "vue";\nimport App from "./App.vue";\ncreateApp(App).mount("#app");',
        "src/App.vue": '<script setup lang="ts">\nimport { ref } from "vue";\nconst count = ref<number>(0);\n</script>\n<template><button @click="count++">{{ count }}</button></template>\n<style scoped>button { color: red }</style>',
      }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.vendor).toBe(PREVIEW_VENDOR.vue.file);
    expect(result.js).toContain(JSON.stringify({ vue: null, "./App.vue": "src/App.vue" }));
    expect(result.js).not.toMatch(/<template>|ref<number>/);
    expect(result.css).toMatch(/^button\[data-v-[0-9a-f]{8}\] \{ color: red\s*\}/);
  });

  it("says so when the entry has not been written yet", async () => {
    const result = await compilePreview("vue", frontend({ "src/App.vue": "<template><p>hi</p></template>" }));
    expect(result).toMatchObject({ ok: false, problems: [{ file: "frontend/src/main.ts", text: "The frontend's entry file has not been generated yet" }] });
  });
});
