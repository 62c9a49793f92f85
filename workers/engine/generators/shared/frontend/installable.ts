import type { AppModel } from "../../../model";
import { code, config, fill, json, script } from "../../files";
import type { GeneratedFile } from "../../types";
import { DESIGN_TOKENS } from "./theme";
import { templateText } from "../../template-texts";

/**
 * A "Mobile App" project's frontend is an installable web app: a manifest, icons (an SVG, and PNG files drawn
 * by scripts/icons.mjs before `dev` and `build`) and a service worker that keeps the app's shell for opening
 * offline. Every frontend stack serves the same files from its public/ folder at the site's root.
 */
export const isInstallable = (model: AppModel) => model.projectType === "mobile";

export const MANIFEST_PATH = "/manifest.webmanifest";
export const SVG_ICON_PATH = "/icons/icon.svg";
export const TOUCH_ICON_PATH = "/icons/icon-192.png";
const PNG_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", purpose: "maskable" },
] as const;

/** The picture on a 100x100 grid (a card with three lines), drawn in icon.svg and by scripts/icons.mjs alike. */
const SHAPES = [
  { x: 28, y: 20, width: 44, height: 60, radius: 6, fill: "card" },
  { x: 36, y: 33, width: 28, height: 7, radius: 3.5, fill: "background" },
  { x: 36, y: 47, width: 28, height: 7, radius: 3.5, fill: "background" },
  { x: 36, y: 61, width: 18, height: 7, radius: 3.5, fill: "background" },
] as const;
/** The icon's corner radius on the same grid (the maskable PNG has none: the launcher cuts its own shape). */
const CORNER = 22;

const colours = (model: AppModel) => {
  const tokens = DESIGN_TOKENS[model.design];
  return { background: tokens.primary, card: tokens.primaryText, page: tokens.background };
};

/** The browser's colour for the app's window and status bar: the design's primary colour. */
export const themeColour = (model: AppModel) => colours(model).background;

const rgb = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));

/** A home screen shows about twelve characters under an icon: the name, or its first words that fit. */
export function shortName(name: string): string {
  if (name.length <= 12) return name;
  let short = "";
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > 12) break;
    short = next;
  }
  return short || name.slice(0, 12).trim();
}

export function webManifest(model: AppModel): Record<string, unknown> {
  const { background, page } = colours(model);
  return {
    name: model.name,
    short_name: shortName(model.name),
    description: model.description || model.name,
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: page,
    theme_color: background,
    icons: [
      { src: SVG_ICON_PATH, sizes: "any", type: "image/svg+xml", purpose: "any" },
      ...PNG_ICONS.map((icon) => ({ ...icon, type: "image/png" })),
    ],
  };
}

export function iconSvg(model: AppModel): string {
  const palette = colours(model);
  const shapes = SHAPES.map(
    (shape) => `  <rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" rx="${shape.radius}" fill="${palette[shape.fill]}"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">`,
    `  <rect width="100" height="100" rx="${CORNER}" fill="${palette.background}"/>`,
    ...shapes,
    "</svg>",
  ].join("\n");
}

/** A short, stable fingerprint of text: the cache's name changes when what it keeps changes. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** index.html's <head> lines for the icon (and, when installable, the manifest, colour and touch icon). */
export function headLinks(model: AppModel): string[] {
  if (!isInstallable(model)) return [`<link rel="icon" href="data:," />`];
  return [
    `<link rel="manifest" href="${MANIFEST_PATH}" />`,
    `<meta name="theme-color" content="${colours(model).background}" />`,
    `<link rel="icon" href="${SVG_ICON_PATH}" type="image/svg+xml" />`,
    `<link rel="apple-touch-icon" href="${TOUCH_ICON_PATH}" />`,
  ];
}

/** The root .gitignore's line for the PNG icons, which scripts/icons.mjs draws before dev and build. */
export const ignoredIcons = (model: AppModel): string[] => (isInstallable(model) ? ["frontend/public/icons/*.png"] : []);

/** package.json scripts that draw the PNG icons before each named script runs ("dev", "build"). */
export function iconScripts(model: AppModel, before: readonly string[]): Record<string, string> {
  return isInstallable(model) ? Object.fromEntries(before.map((name) => [`pre${name}`, "node scripts/icons.mjs"])) : {};
}

/**
 * The module that registers the service worker. `production` is the stack's own test for a production build
 * (a development server's files change on every edit, so nothing is kept there); `imports` what it needs.
 */
export function registrationModule(production: string, imports: readonly string[] = []): string {
  return [
    ...imports,
    ...(imports.length > 0 ? [""] : []),
    "/** Lets the browser install the app and open it offline: public/sw.js keeps the app's shell. */",
    "export function registerServiceWorker(): void {",
    `  if (!(${production}) || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;`,
    "  const register = () => {",
    "    try {",
    "      // Without its service worker the app still runs; it only does not open offline.",
    `      navigator.serviceWorker.register("/sw.js").catch(() => undefined);`,
    "    } catch {",
    "      // A sandboxed frame (a preview) may not use service workers at all.",
    "    }",
    "  };",
    `  if (document.readyState === "complete") register();`,
    `  else window.addEventListener("load", register, { once: true });`,
    "}",
  ].join("\n");
}

/**
 * The pages the service worker keeps when it starts: the start page, and the sign-in screen of an app with
 * accounts (offline, the session cannot be checked, so such an app shows its sign-in screen).
 */
function shellPages(model: AppModel): string[] {
  const signIn = model.features.includes("auth") ? model.screens.find((screen) => screen.kind === "login") : undefined;
  return ["/", ...(signIn ? [signIn.path] : [])];
}

/** public/manifest.webmanifest, public/sw.js, the icons and the script that draws the PNG ones. */
export function installableFiles(model: AppModel): GeneratedFile[] {
  if (!isInstallable(model)) return [];
  const manifest = json(webManifest(model));
  const svg = iconSvg(model);
  const shell = [MANIFEST_PATH, SVG_ICON_PATH, ...PNG_ICONS.map((icon) => icon.src)];
  const palette = colours(model);
  const worker = fill(templateText("shared/frontend/templates/frontend/public/sw.js"), {
    cacheName: `${model.slug}-shell-${fingerprint(manifest + svg + templateText("shared/frontend/templates/frontend/public/sw.js"))}`,
    pages: JSON.stringify(shellPages(model)),
    shell: JSON.stringify(shell),
  });
  const icons = fill(templateText("shared/frontend/templates/frontend/scripts/icons.mjs"), {
    background: JSON.stringify(rgb(palette.background)),
    card: JSON.stringify(rgb(palette.card)),
    corner: String(CORNER),
    shapes: JSON.stringify(SHAPES.map((shape) => [shape.x, shape.y, shape.width, shape.height, shape.radius, shape.fill])),
  });
  return [
    config("frontend/public/manifest.webmanifest", "frontend", manifest),
    code("frontend/public/sw.js", "frontend", worker),
    code("frontend/public/icons/icon.svg", "frontend", svg),
    script("frontend/scripts/icons.mjs", "frontend", icons),
  ];
}

/** The app shell task's description, when the app is installable. */
export const installableWords = (model: AppModel) =>
  isInstallable(model)
    ? " It installs like an app on a phone's home screen: a web app manifest, icons and a service worker that keeps the app's shell so it opens offline."
    : "";
