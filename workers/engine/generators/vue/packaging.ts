import type { AppModel } from "../../model";
import { code, config, json } from "../files";
import type { GeneratedFile } from "../types";
import { pinned } from "./versions";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** frontend/package.json, TypeScript and Vite settings, index.html: a Vite + Vue 3 + TypeScript app. */
export function vuePackageFiles(model: AppModel): GeneratedFile[] {
  const packageJson = {
    name: `${model.slug}-web`,
    version: "0.1.0",
    private: true,
    type: "module",
    scripts: {
      dev: "vite",
      build: "vue-tsc --noEmit && vite build",
      preview: "vite preview",
      typecheck: "vue-tsc --noEmit",
      test: "vue-tsc --noEmit && vitest run",
    },
    dependencies: pinned(["vue", "vue-router"]),
    devDependencies: pinned(["@vitejs/plugin-vue", "@vue/test-utils", "jsdom", "typescript", "vite", "vitest", "vue-tsc"]),
  };
  const tsconfig = {
    compilerOptions: {
      target: "ES2022",
      lib: ["ES2023", "DOM", "DOM.Iterable"],
      module: "ESNext",
      moduleResolution: "bundler",
      strict: true,
      noUncheckedIndexedAccess: true,
      isolatedModules: true,
      skipLibCheck: true,
      noEmit: true,
    },
    include: ["src/**/*.ts", "src/**/*.vue", "vite.config.ts"],
  };
  const viteConfig = `
import vue from "@vitejs/plugin-vue";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [vue()],
  // In development the API runs on port 3000 (npm run dev in backend/); the browser calls /api on this origin.
  server: { proxy: { "/api": "http://localhost:3000" } },
  test: { environment: "jsdom" },
});
`;
  const html = `
<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="${escapeHtml(model.description || model.name)}" />
    <link rel="icon" href="data:," />
    <title>${escapeHtml(model.name)}</title>
  </head>
  <body>
    <div id="app"></div>
    <script type="module" src="/src/main.ts"></script>
  </body>
</html>
`;
  const env = `
/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's origin when it is not served from the same one (e.g. https://api.example.com). */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
`;
  return [
    config("frontend/package.json", "frontend", json(packageJson)),
    config("frontend/tsconfig.json", "frontend", json(tsconfig)),
    config("frontend/vite.config.ts", "frontend", viteConfig),
    code("frontend/index.html", "frontend", html),
    code("frontend/src/vite-env.d.ts", "frontend", env),
  ];
}
