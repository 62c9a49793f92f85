// The app's service worker: it keeps the app's shell (the page, its scripts, styles and icons) so that the
// installed app opens without a network. Pages are asked from the network first and the kept copy is used
// only when there is none; files with a fingerprint in their name never change, so they come from the copy.
// Calls to /api always go to the network: records are never shown stale from a copy.
const CACHE = "habit-shell-kx7ljt";
/** Pages kept when the worker starts: the start page, and the sign-in screen of an app with accounts. */
const PAGES = ["/"];
/** Files kept when the worker starts, beside the scripts, styles and icons the pages name. */
const SHELL = ["/manifest.webmanifest","/icons/icon.svg","/icons/icon-192.png","/icons/icon-512.png","/icons/icon-maskable-512.png"];
/** Files kept from the cache first: built scripts and styles, icons, fonts. */
const STATIC_FILE = /\.(?:js|mjs|css|svg|png|ico|webp|woff2?|webmanifest)$/;

/** A response the cache can hand to a navigation: a redirect followed by the network cannot be replayed. */
async function replayable(response) {
  if (!response.redirected) return response;
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Keeps one page; returns the files it names (as "/assets/app.js", or "main.js" beside its <base href="/">). */
async function keepPage(cache, path) {
  const page = await fetch(path, { cache: "no-cache" });
  if (!page.ok) throw new Error(`${path} answered ${page.status}`);
  const html = await page.clone().text();
  const landed = new URL(page.url).pathname;
  if (page.redirected && landed !== path) {
    // The server sends this page on to another: it is kept as that redirect, the other under its own path.
    await cache.put(path, Response.redirect(new URL(landed, self.location.origin).href, 302));
    await cache.put(landed, await replayable(page));
  } else {
    await cache.put(path, await replayable(page));
  }
  return [...html.matchAll(/(?:src|href)="([^"#?]+)"/g)].map((match) => new URL(match[1], page.url));
}

/** The shell's pages and every same-origin script, style and icon they name. */
async function keepShell() {
  const cache = await caches.open(CACHE);
  const named = (await Promise.all(PAGES.map((path) => keepPage(cache, path)))).flat();
  const files = [...SHELL.map((path) => new URL(path, self.location.origin)), ...named]
    .filter((url) => url.origin === self.location.origin && STATIC_FILE.test(url.pathname))
    .map((url) => url.pathname);
  await cache.addAll([...new Set(files)]);
}

self.addEventListener("install", (event) => {
  event.waitUntil(keepShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function page(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, await replayable(response.clone()));
    return response;
  } catch (error) {
    // Offline: this page as it was last seen (whatever its query), or the start page (the app's router shows
    // the right screen).
    const kept = (await cache.match(request, { ignoreSearch: true })) ?? (await cache.match("/"));
    if (kept) return kept;
    throw error;
  }
}

async function file(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") event.respondWith(page(request));
  else if (STATIC_FILE.test(url.pathname) && url.search === "") event.respondWith(file(request));
});
