// How a project's room serves its users while its agents work with a slow model (MODEL_DELAY_MS, default 2000,
// per call: the design call and every report), through the real Worker, D1 and rooms under `wrangler dev`:
//   1. Start -> the whole frontend stored (every frontend task completed), against the design call's answer;
//   2. a checkpoint (a file saved through the API, no browser open) -> a new preview build published
//      (BENCH_PARTS without "build" leaves it out, for a version of AppForge whose browser built the preview);
//   3. GET /projects/{id} while BENCH_PROJECTS (default 24) projects run at once: p50, p99 and max.
// The Worker runs under Miniflare alone (BENCH_RUNTIME=wrangler runs it under `wrangler dev` instead): with 24
// projects at work, wrangler's dev session (its inspector connection, which carries every request's detail to
// the wrangler process) held the whole local instance for up to 30 s at a time, the Worker's own work aside.
// Prints figures; asserts nothing. Only 127.0.0.1 is ever called.
// Usage: BENCH_RUNS=5 npm run bench:room (builds the app first unless BENCH_SKIP_BUILD is set)
import { benchRuns, createBakery, loadAverage as load, median, PREVIEW_WIZARD, startBenchServer } from "./lib.mjs";
import { MODELS, startModelStandIn } from "./model-stand-in.mjs";

const runs = benchRuns(5);
const delayMs = Math.max(0, Number(process.env.MODEL_DELAY_MS ?? 2000) || 0);
const projectsAtOnce = Math.max(1, Math.min(50, Number(process.env.BENCH_PROJECTS ?? 24) || 24));
const parts = new Set((process.env.BENCH_PARTS ?? "frontend,build,load").split(","));
const TIMEOUT_MS = 120_000;
const loadAtStart = load();

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : "n/a");
const sleep = (wait) => new Promise((resolve) => setTimeout(resolve, wait));

/** Polls `check` every `pollMs` until it answers true; ms since `since`, or NaN after TIMEOUT_MS. */
async function until(check, since, pollMs = 50) {
  for (;;) {
    if (await check()) return performance.now() - since;
    if (performance.now() - since > TIMEOUT_MS) return NaN;
    await sleep(pollMs);
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const standIn = await startModelStandIn(delayMs);
let server = null;
try {
  server = await startBenchServer({ AI_PROVIDER: "openai-compatible", OPENAI_BASE_URL: standIn.url, OPENAI_API_KEY: "bench-key", AI_MODELS: JSON.stringify(MODELS) }, { runtime: "miniflare" });
  const { api } = server;
  const stamp = Date.now();
  const { token } = await api("POST", "/auth/register", undefined, { name: "Bench", email: `bench-room-${stamp}@example.com`, password: "Bench!pass1" });
  console.log(`bench:room ${new Date().toISOString()}: ${runs} runs, React stack, model answers after ${delayMs} ms per call, under ${server.runtime}; load average (1, 5, 15 min) at start ${loadAtStart}`);

  if (parts.has("frontend") || parts.has("build")) {
    const frontend = [];
    const afterDesign = [];
    const builds = [];
    for (let run = 0; run < runs; run++) {
      const name = `Room bakery ${stamp}-${run}`;
      const project = await createBakery(api, token, { name, wizard: PREVIEW_WIZARD });
      const started = performance.now();
      await api("POST", `/projects/${project.id}/start`, token);
      const stored = await until(async () => {
        const { tasks } = await api("GET", `/agents/${project.id}/tasks`, token);
        const ofFrontend = tasks.filter((task) => task.agent_type === "frontend");
        return ofFrontend.length > 0 && ofFrontend.every((task) => task.status === "completed");
      }, started);
      if (process.env.BENCH_TIMELINE) {
        // Each task's start and end, in ms after the first task started: where the time goes.
        const { tasks } = await api("GET", `/agents/${project.id}/tasks`, token);
        const zero = Math.min(...tasks.map((task) => Date.parse(task.started_at ?? task.created_at)));
        const at = (iso) => (iso ? `${Date.parse(iso) - zero}` : "-");
        console.log(`    tasks: ${tasks.map((task) => `${task.agent_type}/${task.key} ${at(task.started_at)}..${at(task.completed_at)}`).join("; ")}`);
      }
      const design = standIn.calls.find((call) => call.design && call.messages.includes(`Project: ${name} (`));
      const designAnswered = design?.answeredAt ? design.answeredAt - started : NaN;
      frontend.push(stored);
      afterDesign.push(stored - designAnswered);
      let built = NaN;
      if (parts.has("build")) {
        await until(async () => (await api("GET", `/agents/${project.id}/progress`, token)).status === "completed", started, 100);
        const first = await until(async () => {
          const status = await api("GET", `/project-files/${project.id}/preview`, token);
          return status.build !== null && status.attempt === null;
        }, started);
        const before = (await api("GET", `/project-files/${project.id}/preview`, token)).build;
        const { structure } = await api("GET", `/project-files/${project.id}/files`, token);
        const app = Object.values(structure).flatMap((group) => group.files).find((file) => file.path === "frontend/src/App.tsx");
        const saved = performance.now();
        await api("PUT", `/project-files/${project.id}/file`, token, { path: app.path, content: `${app.content}\nexport const BENCH_RUN = ${run};\n`, baseHash: app.hash });
        built = await until(async () => {
          const status = await api("GET", `/project-files/${project.id}/preview`, token);
          return status.build !== null && status.build.version !== before?.version && status.attempt === null;
        }, saved);
        builds.push(built);
        console.log(`  run ${run + 1}: start -> whole frontend stored ${ms(stored)} (design answered at ${ms(designAnswered)}: +${ms(stored - designAnswered)}); first build published ${ms(first)} after start; save -> new build published ${ms(built)}; load ${load()}`);
      } else {
        console.log(`  run ${run + 1}: start -> whole frontend stored ${ms(stored)} (design answered at ${ms(designAnswered)}: +${ms(stored - designAnswered)}); load ${load()}`);
      }
    }
    console.log(`start -> whole frontend stored: median ${ms(median(frontend))} (min ${ms(Math.min(...frontend))}, max ${ms(Math.max(...frontend))}); after the design call's answer: median ${ms(median(afterDesign))}`);
    if (parts.has("build")) console.log(`save through the API -> new preview build published (no browser): median ${ms(median(builds))} (min ${ms(Math.min(...builds))}, max ${ms(Math.max(...builds))})`);
  }

  if (parts.has("load")) {
    // Many projects at work at once, each with the slow model; one project's page is read over and over meanwhile.
    const projects = [];
    for (let index = 0; index < projectsAtOnce; index++) projects.push(await createBakery(api, token, { name: `Busy bakery ${stamp}-${index}`, wizard: PREVIEW_WIZARD }));
    const watched = projects[0];
    const started = performance.now();
    await Promise.all(projects.map((project) => api("POST", `/projects/${project.id}/start`, token)));
    const latencies = [];
    const timeline = [];
    let timedOut = 0;
    let settled = 0;
    let allSettledAt = NaN;
    while (performance.now() - started < TIMEOUT_MS) {
      const sent = performance.now();
      try {
        await api("GET", `/projects/${watched.id}`, token);
      } catch (error) {
        // A request that got no answer within the client's 30 s counts as 30 s, and is counted apart.
        if (!(error instanceof Error && error.name === "TimeoutError")) throw error;
        timedOut += 1;
      }
      latencies.push(performance.now() - sent);
      timeline.push(`${Math.round((sent - started) / 1000)}s:${Math.round(performance.now() - sent)}`);
      if (latencies.length % 20 === 0) {
        const states = await Promise.all(projects.map((project) => api("GET", `/agents/${project.id}/progress`, token)));
        settled = states.filter((state) => state.status === "completed" || state.status === "failed").length;
        if (settled === projects.length) {
          allSettledAt = performance.now() - started;
          break;
        }
      }
      await sleep(25);
    }
    console.log(
      `GET /projects/{id} while ${projectsAtOnce} projects run (model ${delayMs} ms): ${latencies.length} requests, p50 ${ms(percentile(latencies, 50))}, ` +
        `p99 ${ms(percentile(latencies, 99))}, max ${ms(Math.max(...latencies))}, ${timedOut} unanswered within 30 s; ${settled} of ${projectsAtOnce} projects settled within ${TIMEOUT_MS / 1000} s` +
        (Number.isFinite(allSettledAt) ? ` (all seen settled ${(allSettledAt / 1000).toFixed(1)} s after the starts were sent; checked every 20 requests)` : ""),
    );
    if (process.env.BENCH_TIMELINE) console.log(`  when sent : ms taken: ${timeline.join(" ")}`);
  }
} finally {
  await server?.stop();
  standIn.close();
  console.log(`load average (1, 5, 15 min) at start ${loadAtStart}, at end ${load()}`);
}
