import type { AppModel } from "../model";
import { code, config } from "./files";
import type { GeneratedFile } from "./types";
import { headLinks, installableFiles, isInstallable, registrationModule } from "./shared/frontend/installable";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** What differs between the Vite-built frontends (React, Vue): the plugin, the mount point and the entry. */
export interface ViteApp {
  /** The plugin's package and the name it is imported as: ["@vitejs/plugin-react", "react"]. */
  plugin: [string, string];
  /** The id of the element the app mounts on. */
  rootId: string;
  /** The entry module under src/: "main.tsx". */
  entry: string;
}

/**
 * frontend/vite.config.ts, index.html and src/vite-env.d.ts of a Vite app that calls /api on its own origin;
 * for an installable app also its manifest, icons and service worker (public/ is served at the root).
 */
export function viteAppFiles(model: AppModel, app: ViteApp): GeneratedFile[] {
  const [pluginPackage, pluginName] = app.plugin;
  const viteConfig = `
import ${pluginName} from "${pluginPackage}";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [${pluginName}()],
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
${headLinks(model).map((line) => `    ${line}\n`).join("")}    <title>${escapeHtml(model.name)}</title>
  </head>
  <body>
    <div id="${app.rootId}"></div>
    <script type="module" src="/src/${app.entry}"></script>
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
    config("frontend/vite.config.ts", "frontend", viteConfig),
    code("frontend/index.html", "frontend", html),
    code("frontend/src/vite-env.d.ts", "frontend", env),
    ...installableFiles(model),
    ...(isInstallable(model) ? [code("frontend/src/service-worker.ts", "frontend", registrationModule("import.meta.env.PROD"))] : []),
  ];
}
