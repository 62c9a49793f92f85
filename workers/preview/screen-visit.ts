import { PREVIEW_SCREEN_LIMITS, PREVIEW_SCREENS_MESSAGE, PREVIEW_VISIT_FRAGMENT } from "../contract/preview";

/**
 * The visit of a build's screens, inside a preview document (routes.ts runs it from the boot script when the
 * address's fragment is #appforge-visit=<JSON>, see workers/contract/preview.ts). It records, per screen:
 * - uncaught errors (window "error", "unhandledrejection") and console.error;
 * - API calls that fail: a network error, or an answer of 500 or more (501, a feature the preview does not
 *   run, is the preview's limit, not the screen's); a 4xx is the API's answer to what the screen asked, not a failure;
 * - a blank screen: once the screen has settled (no call pending for SETTLE_MS, or LIMIT_MS after it opened),
 *   its main content has no text and no form controls;
 * - a screen that sends the app elsewhere (the sign-in screen: the visit's sign-in did not hold).
 * It opens each screen the way the app's router hears a link (history.pushState and a popstate event), and
 * reports { type, results, next } to the embedding page. When the app has broken down (its mount point is
 * empty), the screens after it could not render whatever they do: it stops, and `next` says where a fresh
 * document goes on.
 */

/** The fragment's prefix, as the boot script looks for it. */
export const VISIT_PREFIX = `#${PREVIEW_VISIT_FRAGMENT}=`;

/** A function expression taking the parsed plan ({ screens: [{ path }] }); the boot script calls it at once. */
export const SCREEN_VISITOR = `(plan) => {
  const SETTLE_MS = 1500;
  const LIMIT_MS = 10000;
  const paths = plan.screens.slice(0, ${PREVIEW_SCREEN_LIMITS.screens}).map((screen) => String(screen && screen.path)).filter((path) => /^\\/(?!\\/)/.test(path));
  let problems = [];
  const describe = (value) => {
    if (value instanceof Error) return value.name + ": " + value.message;
    if (typeof value === "string") return value;
    try { return JSON.stringify(value); } catch { return String(value); }
  };
  const note = (text) => {
    const line = String(text).replace(/\\s+/g, " ").trim().slice(0, ${PREVIEW_SCREEN_LIMITS.problem});
    if (line && problems.length < ${PREVIEW_SCREEN_LIMITS.problems} && !problems.includes(line)) problems.push(line);
  };
  addEventListener("error", (event) => note("Uncaught " + (event.error ? describe(event.error) : event.message)));
  addEventListener("unhandledrejection", (event) => note("Unhandled rejection: " + describe(event.reason)));
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    // An error logged as such (React logs the one a screen threw as it rendered) reads as itself.
    note(args[0] instanceof Error ? describe(args[0]) : "console.error: " + args.map(describe).join(" "));
    consoleError(...args);
  };
  // A dialog in a frame the owner does not see would wait for no one.
  window.alert = () => undefined;
  window.confirm = () => false;
  window.prompt = () => null;
  const pending = new Set();
  let quietSince = Date.now();
  const ownFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const method = String((init && init.method) || (input instanceof Request ? input.method : "GET")).toUpperCase();
    let where = input instanceof Request ? input.url : String(input);
    try { where = new URL(where, location.href).pathname.replace(/^\\/preview-api\\/[^/]+/, ""); } catch {}
    const call = method + " " + where;
    pending.add(call);
    try {
      const response = await ownFetch(input, init);
      if (response.status >= 500 && response.status !== 501) note(call + " answered " + response.status);
      return response;
    } catch (error) {
      if (!(error && error.name === "AbortError")) note(call + " failed: " + describe(error));
      throw error;
    } finally {
      pending.delete(call);
      quietSince = Date.now();
    }
  };
  const mount = () => document.getElementById("root") || document.getElementById("app") || document.body.firstElementChild;
  const settled = () =>
    new Promise((resolve) => {
      const opened = Date.now();
      const tick = () => {
        const now = Date.now();
        if (pending.size === 0 && now - quietSince >= SETTLE_MS && now - opened >= SETTLE_MS) return resolve();
        if (now - opened >= LIMIT_MS) {
          for (const call of pending) note(call + " had not answered after " + LIMIT_MS / 1000 + " s");
          return resolve();
        }
        setTimeout(tick, 100);
      };
      setTimeout(tick, 100);
    });
  const blank = () => {
    const main = document.querySelector("main") || mount() || document.body;
    return (main.textContent || "").trim() === "" && !main.querySelector("input, select, textarea, button");
  };
  const broken = () => {
    const root = mount();
    return !root || root.childElementCount === 0;
  };
  const results = [];
  const send = (next) => {
    try { parent.postMessage({ type: "${PREVIEW_SCREENS_MESSAGE}", results, next }, "*"); } catch {}
  };
  const visit = async () => {
    for (let index = 0; index < paths.length; index += 1) {
      const path = paths[index];
      if (index > 0) {
        problems = [];
        history.pushState(null, "", path);
        dispatchEvent(new PopStateEvent("popstate", { state: null }));
      }
      quietSince = Date.now();
      await settled();
      if (blank()) note("The screen shows nothing: no text and no form controls");
      // Home sends the app to its start screen; any other screen stays where it is.
      if (path !== "/" && location.pathname !== path.split("?")[0]) note("It went to " + location.pathname + " instead");
      results.push({ path, ok: problems.length === 0, problems: problems.slice() });
      if (broken() && index < paths.length - 1) return send(index + 1);
    }
    send(null);
  };
  if (document.readyState === "complete") void visit();
  else addEventListener("load", () => void visit(), { once: true });
}`;
