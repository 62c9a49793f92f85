import type { AppModel } from "../../model";
import { iconScripts } from "../shared/frontend/installable";
import { config, json } from "../files";
import type { GeneratedFile } from "../types";
import { pinned } from "./versions";
import { templateText } from "../template-texts";

/** Where `npm run dev` and `npm start` serve the app (the API has port 3000). */
export const NEXT_PORT = 3001;

/** Next.js collects anonymous usage data unless told not to; every script tells it. */
const quiet = (command: string) => `NEXT_TELEMETRY_DISABLED=1 ${command}`;

/**
 * The settings `next build` expects: with them it leaves tsconfig.json as written. `@/` is src/; the tests
 * use the same alias (vitest.config.mts).
 */
const tsconfig = {
  compilerOptions: {
    target: "ES2022",
    lib: ["dom", "dom.iterable", "ES2023"],
    allowJs: false,
    skipLibCheck: true,
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    esModuleInterop: true,
    module: "esnext",
    moduleResolution: "bundler",
    resolveJsonModule: true,
    isolatedModules: true,
    jsx: "react-jsx",
    incremental: true,
    plugins: [{ name: "next" }],
    paths: { "@/*": ["./src/*"] },
  },
  include: ["next-env.d.ts", "**/*.ts", "**/*.tsx", ".next/types/**/*.ts", ".next/dev/types/**/*.ts"],
  exclude: ["node_modules"],
};

/** frontend/package.json, TypeScript, Next.js and Vitest settings: a Next.js (App Router) + TypeScript app. */
export function nextPackageFiles(model: AppModel): GeneratedFile[] {
  const packageJson = {
    name: `${model.slug}-web`,
    version: "0.1.0",
    private: true,
    scripts: {
      ...iconScripts(model, ["dev", "build"]),
      dev: quiet(`next dev -p ${NEXT_PORT}`),
      build: quiet("next build"),
      start: quiet(`next start -p ${NEXT_PORT}`),
      typecheck: "tsc --noEmit",
      test: "tsc --noEmit && vitest run",
    },
    dependencies: pinned(["next", "react", "react-dom"]),
    devDependencies: pinned([
      "@testing-library/dom",
      "@testing-library/react",
      "@types/node",
      "@types/react",
      "@types/react-dom",
      "jsdom",
      "typescript",
      "vitest",
    ]),
  };
  return [
    config("frontend/package.json", "frontend", json(packageJson)),
    config("frontend/tsconfig.json", "frontend", json(tsconfig)),
    config("frontend/next.config.mjs", "frontend", templateText("nextjs/templates/frontend/next.config.mjs")),
    config("frontend/vitest.config.mts", "frontend", templateText("nextjs/templates/frontend/vitest.config.mts")),
  ];
}
