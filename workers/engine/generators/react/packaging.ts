import type { AppModel } from "../../model";
import { config, json } from "../files";
import type { GeneratedFile } from "../types";
import { viteAppFiles } from "../vite-app";
import { iconScripts } from "../shared/frontend/installable";
import { pinned } from "./versions";


/** frontend/package.json, TypeScript and Vite settings, index.html: a Vite + React + TypeScript app. */
export function frontendPackageFiles(model: AppModel): GeneratedFile[] {
  const packageJson = {
    name: `${model.slug}-web`,
    version: "0.1.0",
    private: true,
    type: "module",
    scripts: {
      ...iconScripts(model, ["dev", "build"]),
      dev: "vite",
      build: "tsc --noEmit && vite build",
      preview: "vite preview",
      typecheck: "tsc --noEmit",
      test: "tsc --noEmit && vitest run",
    },
    dependencies: pinned(["react", "react-dom", "react-router-dom"]),
    devDependencies: pinned([
      "@testing-library/dom",
      "@testing-library/react",
      "@types/react",
      "@types/react-dom",
      "@vitejs/plugin-react",
      "jsdom",
      "typescript",
      "vite",
      "vitest",
    ]),
  };
  const tsconfig = {
    compilerOptions: {
      target: "ES2022",
      lib: ["ES2023", "DOM", "DOM.Iterable"],
      module: "ESNext",
      moduleResolution: "bundler",
      jsx: "react-jsx",
      strict: true,
      noUncheckedIndexedAccess: true,
      isolatedModules: true,
      skipLibCheck: true,
      noEmit: true,
    },
    include: ["src", "vite.config.ts"],
  };
  return [
    config("frontend/package.json", "frontend", json(packageJson)),
    config("frontend/tsconfig.json", "frontend", json(tsconfig)),
    ...viteAppFiles(model, { plugin: ["@vitejs/plugin-react", "react"], rootId: "root", entry: "main.tsx" }),
  ];
}
