import type { AppModel } from "../../model";
import { config, json } from "../files";
import type { GeneratedFile } from "../types";
import { pinned } from "./versions";

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

const nextConfig = `
// The browser calls /api on this app's own origin; the Next.js server forwards those calls to the API.
// API_URL is read when the app is built (npm run build): in development the API runs on port 3000.
const API_URL = (process.env.API_URL ?? "http://localhost:3000").replace(/\\/+$/, "");

/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Live updates are a long-lived event stream: compressed, its events would be held back.
  compress: false,
  async rewrites() {
    return [{ source: "/api/:path*", destination: \`\${API_URL}/api/:path*\` }];
  },
};

export default nextConfig;
`;

const vitestConfig = `
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (path: string) => fileURLToPath(new URL(\`./src/\${path}\`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      // The screens route through next/navigation: in the tests, an in-memory location (no server).
      { find: /^next\\/navigation$/, replacement: src("test/next-navigation.tsx") },
      { find: /^@\\//, replacement: src("") },
    ],
  },
  esbuild: { jsx: "automatic" },
  test: { environment: "jsdom" },
});
`;

/** frontend/package.json, TypeScript, Next.js and Vitest settings: a Next.js (App Router) + TypeScript app. */
export function nextPackageFiles(model: AppModel): GeneratedFile[] {
  const packageJson = {
    name: `${model.slug}-web`,
    version: "0.1.0",
    private: true,
    scripts: {
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
    config("frontend/next.config.mjs", "frontend", nextConfig),
    config("frontend/vitest.config.mts", "frontend", vitestConfig),
  ];
}
