// The smoke's check of an installable app (a "Mobile App" project): its manifest and icons are served and
// well formed, Chromium itself finds nothing that stops installing it (the DevTools protocol's own
// installability check), the service worker takes control of the page, and with the network cut a reload
// still shows the app's frame from what the service worker kept.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PNG_SIGNATURE = "89504e470d0a1a0a";

/** The width and height a PNG's header declares. */
function pngSize(bytes) {
  if (bytes.subarray(0, 8).toString("hex") !== PNG_SIGNATURE) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The manifest and every icon it lists: served, typed, and (for PNG files) of the size they claim. */
export async function checkManifest(page, baseUrl) {
  const answer = await page.request.get(new URL("/manifest.webmanifest", baseUrl).href);
  if (answer.status() !== 200) throw new Error(`/manifest.webmanifest answered ${answer.status()}`);
  const manifest = JSON.parse(await answer.text());
  for (const key of ["name", "short_name", "start_url", "display", "icons"]) {
    if (!manifest[key]) throw new Error(`the manifest has no ${key}`);
  }
  if (manifest.display !== "standalone") throw new Error(`the manifest's display is ${manifest.display}, not standalone`);
  if (manifest.short_name.length > 12) throw new Error(`the short name "${manifest.short_name}" is longer than a home screen shows`);
  const sizes = [];
  for (const icon of manifest.icons) {
    const file = await page.request.get(new URL(icon.src, baseUrl).href);
    if (file.status() !== 200) throw new Error(`the icon ${icon.src} answered ${file.status()}`);
    const type = (file.headers()["content-type"] ?? "").split(";")[0];
    if (type !== icon.type) throw new Error(`the icon ${icon.src} is served as ${type || "nothing"}, the manifest says ${icon.type}`);
    if (icon.type === "image/png") {
      const size = pngSize(await file.body());
      if (!size) throw new Error(`the icon ${icon.src} is not a PNG file`);
      if (`${size.width}x${size.height}` !== icon.sizes) throw new Error(`the icon ${icon.src} is ${size.width}x${size.height}, the manifest says ${icon.sizes}`);
    }
    sizes.push(`${icon.sizes}${icon.purpose === "maskable" ? " maskable" : ""}`);
  }
  return { name: manifest.short_name, sizes };
}

/** Waits until a service worker is active and controls the page (it claims the pages open when it starts). */
export async function checkServiceWorker(page) {
  const state = await page.evaluate(async () => {
    if (!("serviceWorker" in navigator)) return "no service worker support";
    const ready = await Promise.race([navigator.serviceWorker.ready, new Promise((done) => setTimeout(() => done(null), 15_000))]);
    if (!ready) return "no service worker registered within 15 s";
    for (let waited = 0; !navigator.serviceWorker.controller && waited < 5_000; waited += 100) await new Promise((done) => setTimeout(done, 100));
    return navigator.serviceWorker.controller ? "controls the page" : "registered, but does not control the page";
  });
  if (state !== "controls the page") throw new Error(`service worker: ${state}`);
  return new URL(await page.evaluate(() => navigator.serviceWorker.controller.scriptURL)).pathname;
}

/**
 * What Chromium's own installability check finds wrong with the app at `baseUrl` (nothing, for an installable
 * app). It runs in a browser profile of its own on disk: Chromium never installs from an incognito profile,
 * which every other Playwright context is. `launch` starts that browser: (userDataDir) => BrowserContext.
 */
export async function installabilityErrors(launch, baseUrl) {
  const profile = mkdtempSync(join(tmpdir(), "smoke-profile-"));
  const context = await launch(profile);
  try {
    const page = await context.newPage();
    await page.goto(baseUrl, { waitUntil: "load" });
    await checkServiceWorker(page);
    return await askChromium(page);
  } finally {
    await context.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true });
  }
}

async function askChromium(page) {
  const session = await page.context().newCDPSession(page);
  try {
    const { errors: manifestErrors } = await session.send("Page.getAppManifest");
    const { installabilityErrors: errors } = await session.send("Page.getInstallabilityErrors");
    return [
      ...manifestErrors.filter((error) => error.critical).map((error) => `manifest: ${error.message}`),
      ...errors.map((error) => `${error.errorId}${error.errorArguments.length > 0 ? ` (${error.errorArguments.map((arg) => `${arg.name}=${arg.value}`).join(", ")})` : ""}`),
    ];
  } finally {
    await session.detach().catch(() => {});
  }
}

/**
 * With the network cut, reloading the page still shows the app (its document, title and a screen; records and
 * the session check need the network, so an app with sign-in may show its sign-in screen), not the browser's
 * offline page. The network is back afterwards. Says which screen was reloaded and which one showed.
 */
export async function checkOffline(page, appName) {
  const screen = new URL(page.url()).pathname;
  await page.context().setOffline(true);
  try {
    await page.reload({ waitUntil: "load" });
    await page.locator("main").first().waitFor();
    const title = await page.title();
    if (title !== appName) throw new Error(`offline, the page's title is "${title}", not the app's "${appName}"`);
    return { screen, shown: new URL(page.url()).pathname };
  } finally {
    await page.context().setOffline(false);
  }
}
