// Two counts per task while a project's plan runs with the built-in engine, for bench:engine's wizard input
// (React stack). Prints figures; asserts nothing. Only 127.0.0.1 is ever called.
//
// 1. D1 statements per task run: the statements the Worker and its Durable Objects send to D1, from just
//    before POST /start until the project's room says `completed` on the live channel, and 1 s after, divided
//    by the tasks. The Worker runs under Miniflare (the simulator `wrangler dev` runs it on) from wrangler's
//    own bundle of it (`wrangler deploy --dry-run --outdir`) and wrangler's own reading of wrangler.toml
//    (`unstable_getMiniflareWorkerOptions`) with one change: env.DB is a wrapped binding that tells a tally
//    worker each statement (each of a batch's) before handing it to the real local D1, unchanged. The bench
//    waits on the live channel (its ticket taken before counting), so its waiting sends no statement.
//    The product's code is not changed. Statements by kind and table follow, per task.
// 2. /api/ requests per task per open screen: under `wrangler dev`, one browser screen open on the project
//    (opened as bench:preview opens it: a fresh context, signed in, the project's detail page), the requests
//    the page sends to /api/ from Start until the screen shows 100.0%, divided by the tasks; the requests
//    by route follow, and how many more the page sent in the 2 s after.
//
// Usage: npm run bench:engine-counts [-- --runs 3] (or BENCH_RUNS=3; builds the app first unless BENCH_SKIP_BUILD is set)
import { chromium } from "playwright-core";
import WebSocket from "ws";
import { chromiumPath } from "../scripts/lib/chromium.mjs";
import { buildAppLocked } from "../scripts/server.mjs";
import { startMiniflareServer } from "./miniflare-server.mjs";
import { apiClient, BENCH_VARS, benchRuns, createBakery, ENGINE_WIZARD, freePort, loadAverage, median, startBenchServer, timeStartToPreview } from "./lib.mjs";

const runs = benchRuns(3);
/** Each run gives up this long after Start. */
const RUN_TIMEOUT_MS = 120_000;
/** Statements written after the room says completed (its last events, a job's clean-up) still count for this long. */
const AFTER_COMPLETED_MS = 1_000;
/** The screen's requests just after completion, reported on their own. */
const SCREEN_LINGER_MS = 2_000;

/** What to stop if the watchdog or a signal ends the bench early: the servers and the browser now running. */
const running = new Set();
async function stopAll() {
  for (const stop of running) await stop();
  running.clear();
}

/** The wrapped binding env.DB becomes: env.DB (the real local D1) with every statement told to env.TALLY first. */
const D1_WRAPPER = `
export default function (env) {
  const tell = (sql) => env.TALLY.fetch("http://tally/", { method: "POST", body: JSON.stringify(sql) });
  const statement = (inner, sql) => ({
    inner,
    sql,
    bind: (...values) => statement(inner.bind(...values), sql),
    first: async (column) => (await tell([sql]), inner.first(column)),
    run: async () => (await tell([sql]), inner.run()),
    all: async () => (await tell([sql]), inner.all()),
    raw: async (options) => (await tell([sql]), inner.raw(options)),
  });
  const database = (inner) => ({
    prepare: (sql) => statement(inner.prepare(sql), sql),
    batch: async (statements) => (await tell(statements.map((each) => each.sql)), inner.batch(statements.map((each) => each.inner))),
    exec: async (sql) => (await tell([sql]), inner.exec(sql)),
    dump: () => inner.dump(),
    withSession: (constraint) => database(inner.withSession(constraint)),
  });
  return database(env.DB);
}`;

/** The tally: statements and round trips so far, statements by kind and table ("select tasks"). */
const D1_TALLY = `
const tally = { statements: 0, roundTrips: 0, byKind: {} };
const kindOf = (sql) => {
  const text = sql.trim().toLowerCase();
  const verb = /^(select|insert|update|delete|with|pragma|begin|commit)/.exec(text)?.[1] ?? "other";
  const table = /(?:\\bfrom|\\binto|^update)\\s+"?([a-z_0-9]+)"?/.exec(text)?.[1] ?? "";
  return (verb + " " + table).trim();
};
export default {
  async fetch(request) {
    if (request.method === "POST") {
      const sql = await request.json();
      tally.roundTrips += 1;
      for (const each of sql) {
        tally.statements += 1;
        const kind = kindOf(each);
        tally.byKind[kind] = (tally.byKind[kind] ?? 0) + 1;
      }
      return new Response(null, { status: 204 });
    }
    return Response.json(tally);
  },
};`;

/** The Worker under Miniflare with the counting env.DB, on a free loopback port; its migrated database thrown away at stop. */
async function startCountingServer() {
  const pacing = process.env.TASK_PACING_MS ? { TASK_PACING_MS: process.env.TASK_PACING_MS } : {};
  const server = await startMiniflareServer({
    vars: { ...BENCH_VARS, ...pacing },
    port: await freePort(),
    adjust: (worker) => {
      const { DB, ...otherDatabases } = worker.d1Databases;
      return {
        worker: { ...worker, d1Databases: otherDatabases, wrappedBindings: { DB: { scriptName: "bench-d1-wrapper" } } },
        extraWorkers: [
          { name: "bench-d1-wrapper", modules: [{ type: "ESModule", path: "wrapper.mjs", contents: D1_WRAPPER }], d1Databases: { DB }, serviceBindings: { TALLY: "bench-d1-tally" } },
          { name: "bench-d1-tally", modules: [{ type: "ESModule", path: "tally.mjs", contents: D1_TALLY }], compatibilityDate: worker.compatibilityDate },
        ],
      };
    },
  });
  const stop = async () => {
    running.delete(stop);
    await server.stop();
  };
  running.add(stop);
  const tallyWorker = await server.mf.getWorker("bench-d1-tally");
  const tally = async () => (await tallyWorker.fetch("http://tally/")).json();
  return { base: server.base, tally, stop };
}

/** Waits on the project's live channel (the socket already open) until its room says completed or failed. */
function settledOnSocket(socket, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not settled within ${timeoutMs / 1000} s`)), timeoutMs);
    socket.on("message", (data) => {
      const event = JSON.parse(String(data));
      if (event.type === "project-update" && (event.project.status === "completed" || event.project.status === "failed")) {
        clearTimeout(timer);
        resolve(event.project.status);
      }
    });
    socket.once("close", () => {
      clearTimeout(timer);
      reject(new Error("live channel closed"));
    });
  });
}

/** The API path with its ids as `:id`, for grouping requests by route. */
const routeOf = (method, path) => `${method} ${path.replace(/\/[0-9a-f]{8}-[0-9a-f-]{27,}(?=\/|$)/g, "/:id")}`;
const perTask = (count, tasks) => (tasks > 0 ? count / tasks : NaN);
const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");

/** Statements per task over the runs: every run's count, then kinds summed over the runs per task. */
async function countD1() {
  const server = await startCountingServer();
  const results = [];
  try {
    const api = apiClient(server.base);
    const { token } = await api("POST", "/auth/register", undefined, { name: "Bench", email: `bench-d1-${Date.now()}@example.com`, password: "Bench!pass1" });
    for (let run = 0; run < runs; run++) {
      const project = await createBakery(api, token, { name: `Bakery ${run}`, wizard: ENGINE_WIZARD });
      const { ticket } = await api("POST", `/projects/${project.id}/socket-ticket`, token);
      const socket = new WebSocket(`${server.base.replace(/^http/, "ws")}/parties/project-room/${project.id}?ticket=${encodeURIComponent(ticket)}`);
      try {
        await new Promise((resolve, reject) => {
          socket.once("open", resolve);
          socket.once("error", reject);
        });
        const done = settledOnSocket(socket, RUN_TIMEOUT_MS);
        const before = await server.tally();
        const started = performance.now();
        await api("POST", `/projects/${project.id}/start`, token);
        const status = await done;
        const completedMs = performance.now() - started;
        const atCompleted = await server.tally();
        await new Promise((resolve) => setTimeout(resolve, AFTER_COMPLETED_MS));
        const after = await server.tally();
        const { counts } = await api("GET", `/agents/${project.id}/progress`, token);
        const byKind = {};
        for (const [kind, count] of Object.entries(after.byKind)) byKind[kind] = count - (before.byKind[kind] ?? 0);
        results.push({
          status,
          completedMs,
          tasks: counts.total,
          statements: after.statements - before.statements,
          roundTrips: after.roundTrips - before.roundTrips,
          afterCompleted: after.statements - atCompleted.statements,
          byKind,
        });
      } finally {
        socket.close();
      }
    }
  } finally {
    await server.stop();
  }
  return results;
}

/** The screen's /api/ requests per task over the runs. */
async function countScreenRequests() {
  const server = await startBenchServer();
  let browser = null;
  const closeBrowser = async () => {
    await browser?.close().catch(() => {});
  };
  running.add(server.stop).add(closeBrowser);
  const results = [];
  try {
    browser = await chromium.launch({ executablePath: await chromiumPath(), args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
    const { base, api } = server;
    const { token, user } = await api("POST", "/auth/register", undefined, { name: "Bench", email: `bench-screen-${Date.now()}@example.com`, password: "Bench!pass1" });
    for (let run = 0; run < runs; run++) {
      const project = await createBakery(api, token, { name: `Bakery ${run}`, wizard: ENGINE_WIZARD });
      const shown = await timeStartToPreview({ browser, base, api, token, user, projectId: project.id, timeoutMs: RUN_TIMEOUT_MS, lingerMs: SCREEN_LINGER_MS });
      const end = shown.started + shown.completed;
      const during = shown.apiRequests.filter((request) => request.at >= shown.started && request.at <= end);
      const lingering = shown.apiRequests.filter((request) => request.at > end && request.at <= end + SCREEN_LINGER_MS);
      const { counts } = await api("GET", `/agents/${project.id}/progress`, token);
      const byRoute = {};
      for (const { method, path } of during) byRoute[routeOf(method, path)] = (byRoute[routeOf(method, path)] ?? 0) + 1;
      results.push({
        tasks: counts.total,
        completed: shown.completed,
        requests: Number.isFinite(shown.completed) ? during.length : NaN,
        after: lingering.length,
        byRoute,
      });
    }
  } finally {
    running.delete(closeBrowser);
    running.delete(server.stop);
    await closeBrowser();
    server.stop();
  }
  return results;
}

/** `{ key: count }` summed over the runs, divided by the runs' tasks, largest first. */
function perTaskBreakdown(maps, tasks) {
  const sums = {};
  for (const map of maps) for (const [key, count] of Object.entries(map)) sums[key] = (sums[key] ?? 0) + count;
  return Object.entries(sums)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `${key} ${fixed(count / tasks, 2)}`)
    .join(", ");
}

const loadAtStart = loadAverage();
const watchdog = setTimeout(
  () => {
    console.error("bench:engine-counts: overall time limit reached, stopping");
    void stopAll().finally(() => process.exit(1));
  },
  15 * 60_000 + 2 * runs * RUN_TIMEOUT_MS,
);
watchdog.unref();
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => void stopAll().finally(() => process.exit(130)));

if (!process.env.BENCH_SKIP_BUILD) {
  buildAppLocked();
  process.env.BENCH_SKIP_BUILD = "1";
}
console.log(`bench:engine-counts ${new Date().toISOString()}: ${runs} runs each, built-in engine, pacing ${process.env.TASK_PACING_MS ?? "default 100"} ms; load average (1, 5, 15 min) at start ${loadAtStart}`);

const d1 = await countD1();
console.log(`D1 statements per task run (Worker and Durable Objects, Start -> completed + ${AFTER_COMPLETED_MS / 1000} s, no screen open), ${runs} runs; load ${loadAverage()}`);
for (const [index, result] of d1.entries()) {
  console.log(
    `  run ${index + 1}: ${result.status} after ${fixed(result.completedMs, 0)} ms, ${result.tasks} tasks, ${result.statements} statements in ${result.roundTrips} round trips ` +
      `(${result.afterCompleted} after completed): ${fixed(perTask(result.statements, result.tasks))} statements, ${fixed(perTask(result.roundTrips, result.tasks))} round trips per task`,
  );
}
const d1Tasks = d1.reduce((sum, result) => sum + result.tasks, 0);
console.log(
  `  median ${fixed(median(d1.map((result) => perTask(result.statements, result.tasks))))} statements per task ` +
    `(${fixed(median(d1.map((result) => perTask(result.roundTrips, result.tasks))))} round trips per task)`,
);
console.log(`  per task by kind: ${perTaskBreakdown(d1.map((result) => result.byKind), d1Tasks)}`);

const screen = await countScreenRequests();
console.log(`/api/ requests per task per open screen (one screen on the project, Start -> 100.0% shown), ${runs} runs; load ${loadAverage()}`);
for (const [index, result] of screen.entries()) {
  console.log(
    `  run ${index + 1}: ${result.tasks} tasks, completed shown after ${fixed(result.completed, 0)} ms, ${fixed(result.requests, 0)} requests: ` +
      `${fixed(perTask(result.requests, result.tasks), 2)} per task; ${result.after} more in the ${SCREEN_LINGER_MS / 1000} s after`,
  );
}
const screenTasks = screen.reduce((sum, result) => sum + result.tasks, 0);
console.log(`  median ${fixed(median(screen.map((result) => perTask(result.requests, result.tasks))), 2)} requests per task`);
console.log(`  per task by route: ${perTaskBreakdown(screen.map((result) => result.byRoute), screenTasks)}`);
console.log(`load average (1, 5, 15 min) at start ${loadAtStart}, at end ${loadAverage()}`);
clearTimeout(watchdog);
