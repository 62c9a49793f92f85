import { describe, expect, it } from "vitest";
import { FRONTEND_STACK, type ProjectType } from "../../contract/project-options";
import { buildAppModel } from "../model";
import { generateProject } from ".";
import { shortName, webManifest } from "./shared/frontend/installable";
import { BAKERY, inputFor } from "./test-inputs";

/** The bakery on one frontend as the given project type. */
const bakery = (frontend: string, projectType: ProjectType) =>
  buildAppModel(inputFor({ ...BAKERY.wizardData, projectType }, { messages: BAKERY.messages, techStack: [frontend, "nodejs", "postgresql"] }));

const read = (files: { path: string; content: string }[], path: string) => {
  const file = files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} was not generated`);
  return file.content;
};

/** Where each stack registers its service worker, and the file that names the manifest. */
const WIRING: Record<string, { entry: string; head: string; registration: string }> = {
  react: { entry: "frontend/src/main.tsx", head: "frontend/index.html", registration: "frontend/src/service-worker.ts" },
  vue: { entry: "frontend/src/main.ts", head: "frontend/index.html", registration: "frontend/src/service-worker.ts" },
  angular: { entry: "frontend/src/main.ts", head: "frontend/src/index.html", registration: "frontend/src/service-worker.ts" },
  nextjs: { entry: "frontend/src/app/layout.tsx", head: "frontend/src/app/layout.tsx", registration: "frontend/src/components/ServiceWorker.tsx" },
};

const PWA_FILES = ["frontend/public/manifest.webmanifest", "frontend/public/sw.js", "frontend/public/icons/icon.svg", "frontend/scripts/icons.mjs"];

describe("a Mobile App's frontend is an installable web app", () => {
  it.each(FRONTEND_STACK)("%s: manifest, icons, service worker, registered in production builds only", (frontend) => {
    const model = bakery(frontend, "mobile");
    const files = generateProject(model);
    for (const path of PWA_FILES) expect(files.map((file) => file.path)).toContain(path);
    const wiring = WIRING[frontend];
    if (!wiring) throw new Error(`no wiring listed for ${frontend}`);

    const head = read(files, wiring.head);
    expect(head).toContain("/manifest.webmanifest");
    expect(head).toContain("/icons/icon-192.png");
    expect(head).not.toContain(`href="data:,"`);
    expect(read(files, wiring.entry)).toMatch(/registerServiceWorker|<ServiceWorker \/>/);

    const registration = read(files, wiring.registration);
    expect(registration).toContain(`register("/sw.js")`);
    // A development server's files change on every edit: the worker is registered by production builds only.
    expect(registration).toMatch(/import\.meta\.env\.PROD|!isDevMode\(\)|process\.env\.NODE_ENV === "production"/);
    // In a sandboxed frame (the preview) reaching the service worker API throws: the app must still start.
    expect(registration).toMatch(/try \{[\s\S]*serviceWorker\.register[\s\S]*\} catch/);

    const scripts = (JSON.parse(read(files, "frontend/package.json")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.prebuild).toBe("node scripts/icons.mjs");
    expect(scripts.predev).toBe("node scripts/icons.mjs");
    expect(read(files, ".gitignore")).toContain("frontend/public/icons/*.png");
  });

  it.each(FRONTEND_STACK)("%s: other project types get none of it", (frontend) => {
    const files = generateProject(bakery(frontend, "ecommerce"));
    const paths = files.map((file) => file.path);
    for (const path of PWA_FILES) expect(paths).not.toContain(path);
    expect(files.some((file) => file.content.includes("registerServiceWorker"))).toBe(false);
    expect((JSON.parse(read(files, "frontend/package.json")) as { scripts: Record<string, string> }).scripts.prebuild).toBeUndefined();
  });

  it("the manifest has what browsers ask for before offering to install", () => {
    const manifest = webManifest(bakery("react", "mobile"));
    expect(manifest).toMatchObject({ name: "Crumb & Co Bakery", short_name: "Crumb & Co", start_url: "/", scope: "/", display: "standalone" });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: "192x192", type: "image/png" }),
        expect.objectContaining({ sizes: "512x512", type: "image/png", purpose: "any" }),
        expect.objectContaining({ sizes: "512x512", type: "image/png", purpose: "maskable" }),
      ]),
    );
  });

  it("the Angular build copies public/ to the site's root, Next.js's image keeps it", () => {
    const angular = generateProject(bakery("angular", "mobile"));
    expect(read(angular, "frontend/angular.json")).toContain('"input": "public"');
    const next = generateProject(bakery("nextjs", "mobile"));
    expect(read(next, "frontend/Dockerfile")).toContain("COPY --from=build /app/public ./public");
    expect(read(generateProject(bakery("nextjs", "crm")), "frontend/Dockerfile")).not.toContain("/app/public");
  });

  it("the service worker never answers API calls from its copy", () => {
    const worker = read(generateProject(bakery("vue", "mobile")), "frontend/public/sw.js");
    expect(worker).toContain(`url.pathname.startsWith("/api/")`);
    expect(worker).not.toMatch(/\{\{\w+\}\}/);
  });
});

describe("the home screen's short name", () => {
  it.each([
    ["Crumb & Co Bakery", "Crumb & Co"],
    ["Fitly", "Fitly"],
    ["Neighbourhood", "Neighbourhoo"],
    ["Twelve chars", "Twelve chars"],
  ])("%s -> %s", (name, short) => {
    expect(shortName(name)).toBe(short);
  });
});
