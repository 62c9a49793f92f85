// Issue 28's two targets, with a language model configured. (1) A message -> the rebuilt preview: the product's
// server is configured for an OpenAI-compatible endpoint that is a stand-in on 127.0.0.1 in this process,
// serving the answers of the tests' fake model (tests/setup/fake-model.ts, its `editor` behaviour: a code-edit
// call, recognised by EDIT_CALL_MARKER, is answered with an edit that gives the app's header a green background
// #15803d) after MODEL_DELAY_MS (default 2000) per chat completion. Per run, in headless Chromium on the project
// screen (a fresh browser context each run, React stack): Start, wait until the preview shows, the project is
// completed and every task's report is written (so the message's model calls are its own), then send "Make the
// header green" through the API and time until the header in the preview frame of that same open page has the
// computed background rgb(21, 128, 61). Prints ms from the model's answer to the edit call until the green header
// shows (target: at most 2000 ms), from sending the message, the model calls the message made, and where the
// time after the answer went (the edit's checkpoint, the task's end, the live snapshot the page received, the
// page's re-fetch of the preview's sources, the compile and publish, the frame's reload). (2) The storage one
// checkpoint costs: through the API after each run, a one-line change saved to the frontend layout and to
// README.md, with the history's storedBytes before and after each, the history's total against the current
// files' bytes, and the checkpoint count. Prints figures; asserts nothing. Only 127.0.0.1 is ever called.
// Usage: BENCH_RUNS=3 MODEL_DELAY_MS=2000 npm run bench:model-edit (builds the app first unless BENCH_SKIP_BUILD is set)
/* global window, document, getComputedStyle, MutationObserver -- used inside page.evaluate, where the code runs in the page */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { chromiumPath } from "../scripts/lib/chromium.mjs";
import { benchRuns, createBakery, loadAverage as load, median, PREVIEW_WIZARD, startBenchServer } from "./lib.mjs";

const runs = benchRuns(3);
const delayMs = Math.max(0, Number(process.env.MODEL_DELAY_MS ?? 2000) || 0);
/** Every wait on the product gives up this long after what it waits on began. */
const RUN_TIMEOUT_MS = 120_000;
const POLL_MS = 250;
const MESSAGE = "Make the header green";
const GREEN = "rgb(21, 128, 61)";
const TARGET_MS = 2000;

const loadAtStart = load();
const root = fileURLToPath(new URL("..", import.meta.url));
/** Wall-clock ms (the page's Date.now() and the server's timestamps are compared with it). */
const now = () => performance.timeOrigin + performance.now();

/** Both AI_MODELS entries are the fake's `editor` behaviour (the id up to "#" picks it). */
const MODELS = [
  { id: "editor#bench-budget", tier: "budget", inputPerMTok: 0.1, outputPerMTok: 0.4 },
  { id: "editor#bench-balanced", tier: "balanced", inputPerMTok: 1, outputPerMTok: 3 },
];

/** The tests' fake model and the edit call's marker, bundled from their TypeScript with esbuild (as scripts/lib/generator.mjs does). */
async function loadFakeModel() {
  const dir = mkdtempSync(join(tmpdir(), "appforge-bench-fake-model-"));
  try {
    const result = await build({
      stdin: {
        contents: [
          `export { FakeModelServer } from ${JSON.stringify(join(root, "tests/setup/fake-model.ts"))};`,
          `export { EDIT_CALL_MARKER } from ${JSON.stringify(join(root, "workers/engine/edits/protocol.ts"))};`,
        ].join("\n"),
        resolveDir: root,
        loader: "ts",
      },
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node20",
      write: false,
      logLevel: "error",
    });
    const file = join(dir, "fake-model.mjs");
    writeFileSync(file, result.outputFiles[0].text);
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { FakeModelServer, EDIT_CALL_MARKER } = await loadFakeModel();

/**
 * The OpenAI-compatible stand-in: the fake model's answers (tests/e2e/fake-model-endpoint.ts serves them the
 * same way), every chat completion answered `delayMs` after its request arrived; each call remembered with
 * when it arrived and was answered (wall-clock ms), and whether it was an edit call.
 */
async function startModelStandIn() {
  const fake = new FakeModelServer(MODELS.map((model) => model.id));
  const calls = [];
  const pending = new Set();
  const server = createServer((incoming, outgoing) => {
    const abandoned = new AbortController();
    outgoing.on("close", () => abandoned.abort());
    void (async () => {
      const chunks = [];
      for await (const chunk of incoming) chunks.push(chunk);
      const body = Buffer.concat(chunks);
      const completion = incoming.method === "POST" && incoming.url === "/v1/chat/completions";
      let call = null;
      if (completion) {
        const text = body.toString("utf8");
        call = { receivedAt: now(), answeredAt: null, status: null, edit: text.includes(EDIT_CALL_MARKER), design: /"response_format"|Answer with one JSON object/.test(text), text };
        calls.push(call);
        await new Promise((resolve) => {
          const timer = setTimeout(() => {
            pending.delete(timer);
            resolve();
          }, delayMs);
          pending.add(timer);
          abandoned.signal.addEventListener("abort", () => {
            clearTimeout(timer);
            pending.delete(timer);
            resolve();
          });
        });
        if (abandoned.signal.aborted) return;
      }
      const headers = Object.entries(incoming.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : []));
      const request = new Request(`http://127.0.0.1${incoming.url ?? "/"}`, {
        method: incoming.method ?? "GET",
        headers,
        body: incoming.method === "GET" || incoming.method === "HEAD" ? null : new Uint8Array(body),
        signal: abandoned.signal,
      });
      const answer = await fake.handle(request);
      const payload = Buffer.from(await answer.arrayBuffer());
      if (call) {
        call.answeredAt = now();
        call.status = answer.status;
      }
      outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
      outgoing.end(payload);
    })().catch((error) => {
      if (!outgoing.headersSent) outgoing.writeHead(500, { "Content-Type": "text/plain" });
      outgoing.end(String(error));
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const close = () => {
    for (const timer of pending) clearTimeout(timer);
    server.closeAllConnections();
    server.close();
  };
  return { url: `http://127.0.0.1:${server.address().port}/v1`, calls, close };
}

const standIn = await startModelStandIn();
let server = null;
let browser = null;
const shutdown = async () => {
  await browser?.close().catch(() => {});
  server?.stop();
  standIn.close();
};
const watchdog = setTimeout(
  () => {
    console.error("bench:model-edit: overall time limit reached, stopping");
    void shutdown().finally(() => process.exit(1));
  },
  10 * 60_000 + runs * (4 * RUN_TIMEOUT_MS + 30_000),
);
watchdog.unref();
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => void shutdown().finally(() => process.exit(130)));

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : "n/a");
const plus = (value) => (Number.isFinite(value) ? `${value >= 0 ? "+" : ""}${value.toFixed(0)}` : "n/a");
const finite = (values) => values.filter((value) => Number.isFinite(value));
const utf8 = (text) => Buffer.byteLength(text, "utf8");
const epoch = (iso) => (iso ? Date.parse(iso) : NaN);
const PREVIEW_WRITERS = new Set(["architect", "frontend"]);
/** What the screen calls working (app/components/engine/project-engine.tsx): the preview waits while it is. */
const workingIn = (snapshot) =>
  snapshot.status === "planning" ||
  (snapshot.status === "in_progress" && snapshot.tasks.some((task) => PREVIEW_WRITERS.has(task.agent_type) && (task.status === "pending" || task.status === "in_progress")));

/** Every project file as GET /project-files/:id/files lists them. */
async function filesOf(api, token, projectId) {
  const { structure } = await api("GET", `/project-files/${projectId}/files`, token);
  return Object.values(structure).flatMap((group) => group.files);
}

/** Polls until the project is completed and every task's report is written by the model (none `builtin`); ms waited or NaN. */
async function reportsWritten(api, token, projectId, timeoutMs) {
  const began = now();
  for (;;) {
    const { tasks } = await api("GET", `/agents/${projectId}/tasks`, token);
    const { responses } = await api("GET", `/agents/${projectId}/responses`, token);
    const progress = await api("GET", `/agents/${projectId}/progress`, token);
    const ofTasks = responses.filter((response) => response.task_id !== null);
    const done =
      progress.status === "completed" &&
      tasks.length > 0 &&
      tasks.every((task) => task.status === "completed") &&
      tasks.every((task) => ofTasks.some((response) => response.task_id === task.id && response.model !== "builtin"));
    if (done) return { waited: now() - began, tasks, responses };
    if (progress.status === "failed" || now() - began > timeoutMs) return { waited: NaN, tasks, responses, status: progress.status };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const FRAME = 'iframe[title^="Preview of"]';
const isTimeout = (error) => error?.name === "TimeoutError" || /Timeout \d+ms exceeded/.test(String(error?.message));

/**
 * What the frame's document shows, on the page's clock (checked every 16 ms: a frame out of view gets no
 * animation frames): its header's computed background, or the previewed app's sign-in screen.
 */
async function drawnIn(frame, timeoutMs) {
  const handle = await frame.waitForFunction(
    (green) => {
      const header = document.querySelector("header");
      if (header) {
        const background = getComputedStyle(header).backgroundColor;
        return { at: Date.now(), what: background === green ? "green" : "header", background };
      }
      return document.querySelector('a[href="/register"]') ? { at: Date.now(), what: "sign-in", background: null } : false;
    },
    GREEN,
    { polling: 16, timeout: Math.max(1, timeoutMs) },
  );
  return handle.jsonValue();
}

/** Signs in to the previewed app in `frame` as `account` (registering it when the app does not know it); ms it took. */
async function signInToPreview(frame, account, timeoutMs) {
  const began = now();
  const tryForm = async (fields) => {
    for (const [selector, value] of fields) await frame.locator(selector).fill(value, { timeout: timeoutMs });
    await frame.locator('button[type="submit"]').click({ timeout: timeoutMs });
    return frame.locator("header").first().waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
  };
  let signedIn = false;
  if (!account.registered) {
    await frame.locator('a[href="/register"]').first().click({ timeout: timeoutMs });
    signedIn = await tryForm([["#name", account.name], ["#email", account.email], ["#password", account.password]]);
    account.registered = signedIn;
  } else {
    signedIn = await tryForm([["#email", account.email], ["#password", account.password]]);
    if (!signedIn) {
      // The preview's records were seeded again: the account is gone.
      await frame.locator('a[href="/register"]').first().click({ timeout: timeoutMs });
      signedIn = await tryForm([["#name", account.name], ["#email", account.email], ["#password", account.password]]);
    }
  }
  if (!signedIn) throw new Error("could not sign in to the previewed app");
  return now() - began;
}

/** The preview frame on screen now, marked as seen (a rebuilt preview replaces it with a new, unmarked one). */
async function currentFrame(page, timeoutMs) {
  const element = await page.locator(FRAME).elementHandle({ timeout: timeoutMs });
  await element.evaluate((frame) => (frame.dataset.benchSeen = "1"));
  return element.contentFrame();
}

/**
 * After the message: each preview frame that replaces the one on screen is watched until it draws (its first
 * screen's time is the rebuilt preview's), the user signs in again when it shows the sign-in screen (the
 * previewed app keeps its session in memory, for one frame's life), and until its header is green. Answers
 * `drawnAt` (the first new frame's first screen), `drawn` (what it showed), `signIns` (ms each took, the
 * bench's own typing included), `greenAt` and `frames` (how many new frames came), on the page's clock.
 */
async function watchRebuild(page, account, timeoutMs) {
  const deadline = now() + timeoutMs;
  const left = () => Math.max(1, deadline - now());
  const seen = { drawnAt: NaN, drawn: null, signIns: [], greenAt: NaN, frames: 0 };
  while (now() < deadline) {
    let frame;
    try {
      const element = await page.locator(`${FRAME}:not([data-bench-seen])`).elementHandle({ timeout: left() });
      await element.evaluate((node) => (node.dataset.benchSeen = "1"));
      frame = await element.contentFrame();
      seen.frames += 1;
    } catch (error) {
      if (isTimeout(error)) break;
      continue;
    }
    try {
      let shown = await drawnIn(frame, left());
      if (!Number.isFinite(seen.drawnAt)) {
        seen.drawnAt = shown.at;
        seen.drawn = shown.what === "sign-in" ? "the sign-in screen" : `the header (${shown.background})`;
      }
      if (shown.what === "sign-in") {
        seen.signIns.push(await signInToPreview(frame, account, left()));
        shown = await drawnIn(frame, left());
      }
      if (shown.what === "green") {
        seen.greenAt = shown.at;
        return seen;
      }
      const handle = await frame.waitForFunction(
        (green) => {
          const header = document.querySelector("header");
          return header && getComputedStyle(header).backgroundColor === green ? Date.now() : false;
        },
        GREEN,
        { polling: 16, timeout: left() },
      );
      seen.greenAt = await handle.jsonValue();
      return seen;
    } catch (error) {
      // This frame was replaced (detached, its document gone): the next one is watched; a timeout ends the wait.
      if (isTimeout(error)) break;
    }
  }
  return seen;
}

/** The one-line change of each file the storage part saves, and the growth of the history's storedBytes with it. */
async function checkpointCost(api, token, projectId) {
  const files = await filesOf(api, token, projectId);
  const layout =
    files.find((file) => /^frontend\/src\/.*layout[^/]*\.(tsx|jsx)$/i.test(file.path)) ?? files.find((file) => file.path.startsWith("frontend/src/") && /export function Layout\b/.test(file.content));
  const readme = files.find((file) => file.path === "README.md");
  const saved = [];
  for (const [file, change] of [
    // A comment line added at the end of the layout.
    [layout, (content) => `${content.replace(/\n?$/, "\n")}// Checked by bench:model-edit on ${new Date().toISOString()}\n`],
    // README's first line (the title) changed.
    [readme, (content) => content.replace(/^[^\n]*/, (title) => `${title} (edited ${new Date().toISOString()})`)],
  ]) {
    if (!file) continue;
    const before = await api("GET", `/project-files/${projectId}/checkpoints`, token);
    const content = change(file.content);
    const answer = await api("PUT", `/project-files/${projectId}/file`, token, { path: file.path, content, baseHash: file.hash });
    const after = await api("GET", `/project-files/${projectId}/checkpoints`, token);
    saved.push({
      path: file.path,
      oldBytes: utf8(file.content),
      newBytes: utf8(content),
      growth: after.storedBytes - before.storedBytes,
      checkpoint: answer.checkpoint?.seq ?? null,
      checkpointsBefore: before.current,
      checkpointsAfter: after.current,
    });
  }
  const history = await api("GET", `/project-files/${projectId}/checkpoints`, token);
  const current = await filesOf(api, token, projectId);
  const currentBytes = current.reduce((total, file) => total + utf8(file.content), 0);
  return { saved, storedBytes: history.storedBytes, currentBytes, fileCount: current.length, checkpoints: history.current };
}

try {
  server = await startBenchServer({
    AI_PROVIDER: "openai-compatible",
    OPENAI_BASE_URL: standIn.url,
    OPENAI_API_KEY: "bench-key",
    AI_MODELS: JSON.stringify(MODELS),
  });
  const { base, api } = server;
  browser = await chromium.launch({ executablePath: await chromiumPath(), args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  const stamp = Date.now();
  const { token, user } = await api("POST", "/auth/register", undefined, { name: "Bench", email: `bench-edit-${stamp}@example.com`, password: "Bench!pass1" });
  console.log(
    `bench:model-edit ${new Date().toISOString()}: ${runs} runs, React stack, model (fake "editor") answers after ${delayMs} ms per call, ` +
      `pacing ${process.env.TASK_PACING_MS ?? "default 100"} ms; load average (1, 5, 15 min) at start ${loadAtStart}`,
  );
  const results = [];
  for (let run = 0; run < runs; run++) {
    const name = `Edit bakery ${stamp} run ${run + 1}`;
    const project = await createBakery(api, token, { name, wizard: PREVIEW_WIZARD });
    const ofProject = (call) => call.text.includes(`Project: ${name} (`) || call.text.includes(`Project: ${name}\\n`);
    const context = await browser.newContext();
    const result = { run: run + 1 };
    try {
      const page = await context.newPage();
      // What the page does, on this process's wall clock: its requests for the preview, and the live snapshots it receives.
      const requests = [];
      const entries = new WeakMap();
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.origin !== base) return;
        if (!/\/preview(\/|$)/.test(url.pathname)) return;
        const entry = { at: now(), method: request.method(), path: url.pathname, type: request.resourceType(), finishedAt: NaN };
        requests.push(entry);
        entries.set(request, entry);
      });
      page.on("requestfinished", (request) => {
        const entry = entries.get(request);
        if (entry) entry.finishedAt = now();
      });
      const snapshots = [];
      page.on("websocket", (socket) =>
        socket.on("framereceived", ({ payload }) => {
          if (typeof payload !== "string" || !payload.includes('"project-snapshot"')) return;
          try {
            const event = JSON.parse(payload);
            if (event.type !== "project-snapshot") return;
            const { snapshot } = event;
            snapshots.push({
              at: now(),
              version: event.version,
              status: snapshot.status,
              working: workingIn(snapshot),
              filesVersion: snapshot.files?.version ?? null,
              edit: snapshot.tasks.find((task) => task.key.startsWith("edit-"))?.status ?? null,
              tasks: snapshot.tasks.map((task) => `${task.key}:${task.status}`).join(","),
            });
          } catch {
            // not a snapshot this bench reads
          }
        }),
      );
      await page.goto(`${base}/`);
      await page.evaluate(
        ([value, account]) => {
          localStorage.setItem("authToken", value);
          localStorage.setItem("user", account);
        },
        [token, JSON.stringify(user)],
      );
      await page.goto(`${base}/projects/${project.id}`);
      await page.getByTestId("preview-card").waitFor();
      // The card's state line each time it changes, on the page's wall clock.
      await page.evaluate(() => {
        const seen = [];
        window.__stages = seen;
        const record = () => {
          const text = document.querySelector('[data-testid="preview-state"]')?.textContent ?? "";
          if (seen.at(-1)?.text !== text) seen.push({ text, at: Date.now() });
        };
        record();
        new MutationObserver(record).observe(document.querySelector('[data-testid="preview-card"]') ?? document.body, { subtree: true, childList: true, characterData: true });
      });

      // Start -> preview shown -> completed, every report written.
      const started = now();
      await api("POST", `/projects/${project.id}/start`, token);
      await page.frameLocator('iframe[title^="Preview of"]').locator('a[href="/register"]').first().waitFor({ timeout: RUN_TIMEOUT_MS });
      result.preview = now() - started;
      await page.getByTestId("engine-progress").filter({ hasText: "100.0%" }).waitFor({ timeout: RUN_TIMEOUT_MS });
      const settledBefore = await reportsWritten(api, token, project.id, RUN_TIMEOUT_MS);
      result.idle = now() - started;
      // Signed in to the previewed app, as a user trying it would be: its header is only on the signed-in screens.
      const account = { name: "Preview Baker", email: `baker-${stamp}-${run}@example.com`, password: "Preview!pass1", registered: false };
      const firstFrame = await currentFrame(page, RUN_TIMEOUT_MS);
      result.firstSignIn = await signInToPreview(firstFrame, account, RUN_TIMEOUT_MS);
      result.before = (await drawnIn(firstFrame, 5_000).catch(() => null))?.background ?? null;
      if (!Number.isFinite(settledBefore.waited)) console.log(`  run ${run + 1}: the reports were not all written within ${RUN_TIMEOUT_MS / 1000} s (status ${settledBefore.status})`);

      // The message, and the green header in this page's preview.
      const callsBefore = standIn.calls.length;
      const sent = now();
      await api("POST", `/agents/${project.id}/message`, token, { agent_type: "all", message: MESSAGE });
      const rebuild = await watchRebuild(page, account, RUN_TIMEOUT_MS);
      const greenAt = rebuild.greenAt;
      const messageCalls = () => standIn.calls.slice(callsBefore).filter(ofProject);
      const untilGreen = Number.isFinite(greenAt) ? messageCalls().filter((call) => call.receivedAt <= greenAt) : [];
      // The edit call whose answer the green header shows: the last one answered before it (every one, without a green header).
      const edits = messageCalls().filter((call) => call.edit && call.answeredAt !== null && !(call.answeredAt > greenAt));
      const editAnswer = edits.at(-1)?.answeredAt ?? NaN;
      result.sendToGreen = greenAt - sent;
      result.answerToGreen = greenAt - editAnswer;
      result.answerToDrawn = rebuild.drawnAt - editAnswer;
      result.sendToDrawn = rebuild.drawnAt - sent;
      result.drawn = rebuild.drawn;
      result.signIns = rebuild.signIns;
      result.frames = rebuild.frames;
      result.callsToGreen = Number.isFinite(greenAt) ? untilGreen.length : NaN;
      result.editCalls = edits.length;

      // Where the time went, from the message: server-side marks from the API, page-side ones recorded above.
      const stages = await page.evaluate(() => window.__stages);
      const settledAfter = await reportsWritten(api, token, project.id, RUN_TIMEOUT_MS);
      const tasks = settledAfter.tasks;
      const replan = tasks.find((task) => task.key.startsWith("replan-"));
      const edit = tasks.find((task) => task.key.startsWith("edit-"));
      const history = await api("GET", `/project-files/${project.id}/checkpoints`, token);
      const modelCheckpoint = history.checkpoints.filter((checkpoint) => checkpoint.kind === "model").at(-1);
      const after = (list, since, test = () => true) => list.find((entry) => entry.at >= since && test(entry));
      const workingAgain = after(snapshots, sent, (entry) => entry.working);
      const doneSnapshot = workingAgain ? after(snapshots, workingAgain.at, (entry) => !entry.working) : undefined;
      const editDoneSnapshot = after(snapshots, sent, (entry) => entry.edit === "completed");
      const isSources = (entry) => entry.method === "GET" && entry.path.endsWith("/preview/sources");
      const sources = after(requests, sent, isSources);
      const sourcesRead = after(requests, sent, (entry) => isSources(entry) && Number.isFinite(entry.finishedAt));
      const publish = after(requests, sent, (entry) => entry.method === "PUT" && /\/api\/project-files\/[^/]+\/preview$/.test(entry.path));
      const frameDocument = after(requests, sent, (entry) => entry.type === "document" && entry.path.startsWith("/preview/"));
      const frameScripts = requests.filter((entry) => entry.at >= sent && entry.type === "script" && entry.path.startsWith("/preview/"));
      // The state line's text includes the spinner's label ("Building the preview") while it builds.
      const compiling = after(stages, sent, (entry) => entry.text.includes("Compiling the generated frontend"));
      const loadingCompiler = after(stages, sent, (entry) => entry.text.includes("Loading the compiler"));
      const built = compiling ? after(stages, compiling.at, (entry) => entry.text.startsWith("Built")) : undefined;
      const compiled = /Compiled (\d+) files in ([0-9.]+) (ms|s)\b/.exec(built?.text ?? "");
      result.compileMs = compiled ? Number(compiled[2]) * (compiled[3] === "s" ? 1000 : 1) : NaN;
      const marks = {
        "replan task started": epoch(replan?.started_at),
        "replan task completed": epoch(replan?.completed_at),
        "edit task started": epoch(edit?.started_at),
        "edit call received by the model": edits.at(-1)?.receivedAt ?? NaN,
        "model answered the edit call": editAnswer,
        "edit checkpoint committed": epoch(modelCheckpoint?.createdAt),
        "edit task completed": epoch(edit?.completed_at),
        "page: snapshot with the edit task completed": editDoneSnapshot?.at ?? NaN,
        "page: snapshot where no writer works": doneSnapshot?.at ?? NaN,
        "page: GET preview sources sent": sources?.at ?? NaN,
        "page: preview sources received": sourcesRead?.finishedAt ?? NaN,
        "page: card says loading the compiler": loadingCompiler?.at ?? NaN,
        "page: card says compiling": compiling?.at ?? NaN,
        "page: PUT preview (publish) sent": publish?.at ?? NaN,
        "page: publish answered": publish?.finishedAt ?? NaN,
        "page: card says built": built?.at ?? NaN,
        "frame: document requested": frameDocument?.at ?? NaN,
        "frame: document received": frameDocument?.finishedAt ?? NaN,
        "frame: last script received": frameScripts.length > 0 ? Math.max(...finite(frameScripts.map((entry) => entry.finishedAt))) : NaN,
        "frame: rebuilt app's first screen drawn": rebuild.drawnAt,
        "frame: header shown after signing in again": rebuild.signIns.length > 0 ? rebuild.drawnAt + rebuild.signIns[0] : NaN,
        "frame: header green": greenAt,
      };
      result.marks = Object.fromEntries(Object.entries(marks).map(([label, at]) => [label, at - editAnswer]));
      result.sinceSend = Object.fromEntries(Object.entries(marks).map(([label, at]) => [label, at - sent]));
      const allCalls = messageCalls();
      result.callsTotal = allCalls.length;
      const kindOf = (call) => (call.edit ? "edit" : call.design ? "design" : "report");
      result.callTimeline = allCalls.map((call) => `${kindOf(call)} ${plus(call.receivedAt - sent)}..${plus(call.answeredAt - sent)}`).join(", ");
      result.callKinds = `${allCalls.filter((call) => call.edit).length} edit, ${allCalls.filter((call) => !call.edit && call.design).length} design, ${allCalls.filter((call) => !call.edit && !call.design).length} report`;
      result.messageTasks = tasks.filter((task) => epoch(task.created_at) >= sent - 1000).map((task) => `${task.key} (${task.agent_type})`);
      result.snapshotsAfterSend = snapshots.filter((entry) => entry.at >= sent && entry.at <= (Number.isFinite(greenAt) ? greenAt : Infinity)).length;
      result.stages = stages
        .filter((entry) => entry.at >= sent)
        .map((entry) => `${entry.text.replace("Building the preview", "").split(".")[0]} @${plus(entry.at - sent)}`)
        .join(" | ");
    } finally {
      await context.close();
    }

    // (2) The storage a checkpoint costs, through the API, with the page closed.
    result.storage = await checkpointCost(api, token, project.id);
    results.push(result);

    console.log(
      `  run ${run + 1}: start -> preview ${ms(result.preview)}; -> idle (completed, every report written) ${ms(result.idle)}; header before the message ${result.before ?? "not found"}`,
    );
    console.log(
      `         message -> green header ${ms(result.sendToGreen)}; model's answer to the edit call -> green header ${ms(result.answerToGreen)} (target at most ${TARGET_MS} ms); ` +
        `model calls until green ${result.callsToGreen} (${result.editCalls} edit), by the message in all ${result.callsTotal} (${result.callKinds}); tasks ${result.messageTasks.join(", ")}`,
    );
    console.log(
      `         model's answer -> rebuilt app drawn in the open page ${ms(result.answerToDrawn)} (message -> drawn ${ms(result.sendToDrawn)}): it showed ${result.drawn ?? "nothing"}; ` +
        `signed in again ${result.signIns.length} time(s) (${result.signIns.map((value) => ms(value)).join(", ") || "-"}, the bench's typing included); new frames ${result.frames}; first sign-in before the message ${ms(result.firstSignIn)}`,
    );
    console.log(`         the message's model calls (ms after sending: received..answered): ${result.callTimeline}`);
    console.log(`         ms after the model's answer to the edit call (ms after sending the message):`);
    for (const [label, value] of Object.entries(result.marks)) console.log(`           ${label.padEnd(46)} ${plus(value).padStart(7)} (${plus(result.sinceSend[label])})`);
    console.log(`         card after the message (ms after sending): ${result.stages}; snapshots received until green ${result.snapshotsAfterSend}; compile ${ms(result.compileMs)}; load ${load()}`);
    for (const saved of result.storage.saved) {
      console.log(
        `         saved ${saved.path} (${saved.oldBytes} -> ${saved.newBytes} bytes): storedBytes +${saved.growth} (the new content: ${saved.newBytes}); checkpoint ${saved.checkpoint} (${saved.checkpointsBefore} before)`,
      );
    }
    console.log(
      `         history stores ${result.storage.storedBytes} bytes for ${result.storage.checkpoints} checkpoints; current files ${result.storage.currentBytes} bytes in ${result.storage.fileCount} files: ` +
        `ratio ${(result.storage.storedBytes / result.storage.currentBytes).toFixed(2)}`,
    );
  }
  const pick = (read) => results.map(read);
  const range = (values) => (finite(values).length > 0 ? `${ms(Math.min(...finite(values)))} to ${ms(Math.max(...finite(values)))}` : "n/a");
  console.log(`message "${MESSAGE}" -> green header in the open page's preview, React, ${runs} runs, model ${delayMs} ms per call`);
  const answer = pick((result) => result.answerToGreen);
  console.log(
    `  model's answer to the edit call -> green header median ${ms(median(answer))} (${range(answer)}; target at most ${TARGET_MS} ms: ${finite(answer).length === 0 ? "not measured" : median(answer) <= TARGET_MS ? "met" : "not met"}); ` +
      `message -> green median ${ms(median(pick((result) => result.sendToGreen)))} (${range(pick((result) => result.sendToGreen))}); ${finite(answer).length} of ${runs} turned green`,
  );
  const drawn = pick((result) => result.answerToDrawn);
  console.log(
    `  model's answer to the edit call -> rebuilt app's first screen drawn in the open page median ${ms(median(drawn))} (${range(drawn)}); it showed: ${[...new Set(pick((result) => result.drawn))].join(", ")}; ` +
      `signing in again took median ${ms(median(results.flatMap((result) => result.signIns)))} (the bench's typing included)`,
  );
  console.log(`  model calls until green median ${median(pick((result) => result.callsToGreen))}; made by the message in all (reports included) median ${median(pick((result) => result.callsTotal))}`);
  console.log(`  medians, ms after the model's answer to the edit call:`);
  for (const label of Object.keys(results[0]?.marks ?? {})) console.log(`    ${label.padEnd(46)} ${plus(median(pick((result) => result.marks[label]))).padStart(7)}`);
  const growths = results.flatMap((result) => result.storage.saved.map((saved) => saved.growth - saved.newBytes));
  console.log(
    `  storage: storedBytes grew by exactly the new content's bytes in ${growths.filter((extra) => extra === 0).length} of ${growths.length} saves; ` +
      `history/current files ratio median ${median(pick((result) => result.storage.storedBytes / result.storage.currentBytes)).toFixed(2)}; checkpoints median ${median(pick((result) => result.storage.checkpoints))}`,
  );
} finally {
  await shutdown();
  console.log(`load average (1, 5, 15 min) at start ${loadAtStart}, at end ${load()}`);
  clearTimeout(watchdog);
}
