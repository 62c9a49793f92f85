import type { AppModel } from "../../model";
import { code, config, json, script } from "../files";
import type { GeneratedFile } from "../types";
import { ANGULAR_NODE_ENGINES, pinned } from "./versions";
import { headLinks, iconScripts, installableFiles, isInstallable, registrationModule } from "../shared/frontend/installable";

/** The build-time variable with the API's origin; the build script hands it to `ng build --define`. */
export const API_URL_VARIABLE = "NG_APP_API_URL";
/** Where `ng build` writes the static app (the application builder puts the browser files in browser/). */
export const BUILD_OUTPUT = "dist/browser";
const PROJECT = "web";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function packageJson(model: AppModel) {
  return {
    name: `${model.slug}-web`,
    version: "0.1.0",
    private: true,
    scripts: {
      ...iconScripts(model, ["dev", "start", "build"]),
      ng: "ng",
      start: "ng serve",
      dev: "ng serve",
      build: "node scripts/build.mjs",
      test: "ng test --watch=false",
    },
    engines: { node: ANGULAR_NODE_ENGINES },
    dependencies: pinned([
      "@angular/common",
      "@angular/compiler",
      "@angular/core",
      "@angular/forms",
      "@angular/platform-browser",
      "@angular/router",
      "rxjs",
      "tslib",
    ]),
    devDependencies: pinned([
      "@angular/build",
      "@angular/cli",
      "@angular/compiler-cli",
      "@testing-library/dom",
      "jsdom",
      "typescript",
      "vitest",
    ]),
  };
}

function angularJson(model: AppModel) {
  const styles = ["src/theme/tokens.css", "src/styles.css", ...(model.features.includes("mobile-responsive") ? ["src/responsive.css"] : [])];
  return {
    $schema: "./node_modules/@angular/cli/lib/config/schema.json",
    version: 1,
    // No usage reporting, and no prompt asking for it: the CLI runs unattended in CI and Docker.
    cli: { analytics: false, packageManager: "npm" },
    newProjectRoot: "projects",
    projects: {
      [PROJECT]: {
        projectType: "application",
        root: "",
        sourceRoot: "src",
        prefix: "app",
        architect: {
          build: {
            builder: "@angular/build:application",
            options: {
              outputPath: "dist",
              index: "src/index.html",
              browser: "src/main.ts",
              tsConfig: "tsconfig.app.json",
              styles,
              // public/ (the manifest, icons and service worker) is served at the site's root.
              ...(isInstallable(model) ? { assets: [{ glob: "**/*", input: "public" }] } : {}),
              // The API's origin; empty means /api on the app's own origin. `npm run build` sets it from NG_APP_API_URL.
              define: { [API_URL_VARIABLE]: '""' },
            },
            configurations: {
              production: {
                outputHashing: "all",
                budgets: [
                  { type: "initial", maximumWarning: "750kB", maximumError: "1.5MB" },
                  { type: "anyComponentStyle", maximumWarning: "8kB", maximumError: "16kB" },
                ],
              },
              development: { optimization: false, extractLicenses: false, sourceMap: true },
            },
            defaultConfiguration: "production",
          },
          serve: {
            builder: "@angular/build:dev-server",
            // In development the API runs on port 3000 (npm run dev in backend/); the browser calls /api on this origin.
            options: { proxyConfig: "proxy.conf.json" },
            configurations: {
              production: { buildTarget: `${PROJECT}:build:production` },
              development: { buildTarget: `${PROJECT}:build:development` },
            },
            defaultConfiguration: "development",
          },
          test: {
            // Vitest in Node with jsdom: no browser needed.
            builder: "@angular/build:unit-test",
            options: { tsConfig: "tsconfig.spec.json", runner: "vitest" },
          },
        },
      },
    },
  };
}

const tsconfig = {
  compileOnSave: false,
  compilerOptions: {
    strict: true,
    noImplicitOverride: true,
    noImplicitReturns: true,
    noFallthroughCasesInSwitch: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    isolatedModules: true,
    experimentalDecorators: true,
    importHelpers: true,
    target: "ES2022",
    module: "preserve",
    lib: ["ES2023", "DOM", "DOM.Iterable"],
  },
  angularCompilerOptions: {
    enableI18nLegacyMessageIdFormat: false,
    strictInjectionParameters: true,
    strictInputAccessModifiers: true,
    strictTemplates: true,
  },
};

const tsconfigApp = {
  extends: "./tsconfig.json",
  compilerOptions: { outDir: "./out-tsc/app", types: [] },
  include: ["src/**/*.ts"],
  exclude: ["src/**/*.spec.ts", "src/**/*.test.ts", "src/app/test/**"],
};

const tsconfigSpec = {
  extends: "./tsconfig.json",
  compilerOptions: { outDir: "./out-tsc/spec", types: ["vitest/globals"] },
  include: ["src/**/*.ts"],
};

const proxy = { "/api": { target: "http://localhost:3000", secure: false, changeOrigin: true } };

const buildScript = `
// npm run build: the production build, with the API's origin taken from ${API_URL_VARIABLE} at build time.
// Without it the app calls /api on its own origin (nginx, or the dev server's proxy, forwards it to the backend).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const ng = require.resolve("@angular/cli/bin/ng.js");
const apiUrl = (process.env.${API_URL_VARIABLE} ?? "").trim().replace(/\\/+$/, "");
const result = spawnSync(
  process.execPath,
  [ng, "build", "--define", \`${API_URL_VARIABLE}=\${JSON.stringify(apiUrl)}\`, ...process.argv.slice(2)],
  { stdio: "inherit", env: { ...process.env, NG_CLI_ANALYTICS: "false" } },
);
process.exit(result.status ?? 1);
`;

const apiUrlDeclaration = `
/**
 * The API's origin when it is not the app's own (e.g. https://api.example.com), fixed at build time:
 * \`${API_URL_VARIABLE}=https://api.example.com npm run build\`. Empty: the app calls /api on its own origin.
 */
declare const ${API_URL_VARIABLE}: string;
`;

function indexHtml(model: AppModel): string {
  return `
<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="${escapeHtml(model.description || model.name)}" />
    <base href="/" />
${headLinks(model).map((line) => `    ${line}\n`).join("")}    <title>${escapeHtml(model.name)}</title>
  </head>
  <body>
    <app-root></app-root>
  </body>
</html>
`;
}

/** frontend/package.json, angular.json, TypeScript settings, the dev proxy, the build script and index.html. */
export function angularPackageFiles(model: AppModel): GeneratedFile[] {
  return [
    config("frontend/package.json", "frontend", json(packageJson(model))),
    config("frontend/angular.json", "frontend", json(angularJson(model))),
    config("frontend/tsconfig.json", "frontend", json(tsconfig)),
    config("frontend/tsconfig.app.json", "frontend", json(tsconfigApp)),
    config("frontend/tsconfig.spec.json", "frontend", json(tsconfigSpec)),
    config("frontend/proxy.conf.json", "frontend", json(proxy)),
    script("frontend/scripts/build.mjs", "frontend", buildScript),
    code("frontend/src/index.html", "frontend", indexHtml(model)),
    code("frontend/src/api-url.d.ts", "frontend", apiUrlDeclaration),
    ...installableFiles(model),
    ...(isInstallable(model)
      ? [code("frontend/src/service-worker.ts", "frontend", registrationModule("!isDevMode()", [`import { isDevMode } from "@angular/core";`]))]
      : []),
  ];
}
