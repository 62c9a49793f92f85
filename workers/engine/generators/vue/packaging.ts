import type { AppModel } from "../../model";
import { config, json } from "../files";
import type { GeneratedFile } from "../types";
import { viteAppFiles } from "../vite-app";
import { iconScripts } from "../shared/frontend/installable";
import { pinned } from "./versions";


/** frontend/package.json, TypeScript and Vite settings, index.html: a Vite + Vue 3 + TypeScript app. */
export function vuePackageFiles(model: AppModel): GeneratedFile[] {
  const packageJson = {
    name: `${model.slug}-web`,
    version: "0.1.0",
    private: true,
    type: "module",
    scripts: {
      ...iconScripts(model, ["dev", "build"]),
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
  return [
    config("frontend/package.json", "frontend", json(packageJson)),
    config("frontend/tsconfig.json", "frontend", json(tsconfig)),
    ...viteAppFiles(model, { plugin: ["@vitejs/plugin-vue", "vue"], rootId: "app", entry: "main.ts" }),
  ];
}
