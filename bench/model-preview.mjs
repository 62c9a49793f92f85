// Time from 'Start Development' to the generated app showing in the Preview when the agents think with a
// language model that takes MODEL_DELAY_MS (default 2000) to answer each call: the product's server is
// configured for an OpenAI-compatible endpoint (AI_PROVIDER, OPENAI_BASE_URL, AI_MODELS) that is a stand-in
// on 127.0.0.1 in this process. The architect's design call gets a valid design as JSON; every other call
// (a task's report) gets a short text. Per run, in headless Chromium on the project screen (a fresh browser
// context each run, React stack), as bench:preview measures it: start -> preview shown, start -> all tasks
// completed, and, through the API, start -> every task's report written by the model; plus the model calls
// made before the preview showed. Prints figures; asserts nothing. Only 127.0.0.1 is ever called.
// Usage: BENCH_RUNS=5 MODEL_DELAY_MS=2000 npm run bench:model-preview (builds the app first unless BENCH_SKIP_BUILD is set)
import { chromium } from "playwright-core";
import { chromiumPath } from "../scripts/lib/chromium.mjs";
import { benchRuns, createBakery, loadAverage as load, median, PREVIEW_WIZARD, startBenchServer, timeStartToPreview } from "./lib.mjs";
import { MODELS, startModelStandIn } from "./model-stand-in.mjs";

const runs = benchRuns(5);
const delayMs = Math.max(0, Number(process.env.MODEL_DELAY_MS ?? 2000) || 0);
/** Every wait on the product (preview, completion, reports) gives up this long after Start. */
const RUN_TIMEOUT_MS = 120_000;
const REPORT_POLL_MS = 500;

const loadAtStart = load();

const standIn = await startModelStandIn(delayMs);
let server = null;
let browser = null;
const shutdown = async () => {
  await browser?.close().catch(() => {});
  server?.stop();
  standIn.close();
};
// Whatever happens, the bench ends: a run takes at most RUN_TIMEOUT_MS after its Start, plus setting up.
const watchdog = setTimeout(
  () => {
    console.error("bench:model-preview: overall time limit reached, stopping");
    void shutdown().finally(() => process.exit(1));
  },
  10 * 60_000 + runs * (RUN_TIMEOUT_MS + 30_000),
);
watchdog.unref();
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => void shutdown().finally(() => process.exit(130)));

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : "n/a");
const finite = (values) => values.filter((value) => Number.isFinite(value));

try {
  // The AI settings as `--var`s, the way own-server.ts passes them.
  server = await startBenchServer({
    AI_PROVIDER: "openai-compatible",
    OPENAI_BASE_URL: standIn.url,
    OPENAI_API_KEY: "bench-key",
    AI_MODELS: JSON.stringify(MODELS),
  });
  const { base, api } = server;
  browser = await chromium.launch({ executablePath: await chromiumPath(), args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  const stamp = Date.now();
  const { token, user } = await api("POST", "/auth/register", undefined, { name: "Bench", email: `bench-model-${stamp}@example.com`, password: "Bench!pass1" });
  console.log(
    `bench:model-preview ${new Date().toISOString()}: ${runs} runs, React stack, model answers after ${delayMs} ms per call, ` +
      `pacing ${process.env.TASK_PACING_MS ?? "default 100"} ms; load average (1, 5, 15 min) at start ${loadAtStart}`,
  );
  const results = [];
  for (let run = 0; run < runs; run++) {
    const name = `Model bakery ${stamp}-${run}`;
    const project = await createBakery(api, token, { name, wizard: PREVIEW_WIZARD });
    // This project's calls: every prompt starts with "Project: <name> (<description>)".
    const ofProject = () => standIn.calls.filter((call) => call.messages.includes(`Project: ${name} (`));
    const { started, preview, completed: allCompleted, timeline } = await timeStartToPreview({ browser, base, api, token, user, projectId: project.id, timeoutMs: RUN_TIMEOUT_MS });
    const previewAt = started + preview;
    const beforePreview = Number.isFinite(preview) ? ofProject().filter((call) => call.receivedAt <= previewAt) : [];

    // Every report written: each task has a response, and none of the tasks' responses is still the built-in one.
    let reports = NaN;
    let left = "";
    for (;;) {
      const { tasks } = await api("GET", `/agents/${project.id}/tasks`, token);
      const { responses } = await api("GET", `/agents/${project.id}/responses`, token);
      const ofTasks = responses.filter((response) => response.task_id !== null);
      const builtin = ofTasks.filter((response) => response.model === "builtin").length;
      const unanswered = tasks.filter((task) => !ofTasks.some((response) => response.task_id === task.id)).length;
      const done = tasks.length > 0 && tasks.every((task) => task.status === "completed");
      if (done && builtin === 0 && unanswered === 0) {
        reports = performance.now() - started;
        break;
      }
      left = `${tasks.filter((task) => task.status !== "completed").length} tasks not completed, ${unanswered} without a response, ${builtin} built-in reports`;
      if (performance.now() - started > RUN_TIMEOUT_MS) break;
      await new Promise((resolve) => setTimeout(resolve, REPORT_POLL_MS));
    }
    const { tasks } = await api("GET", `/agents/${project.id}/tasks`, token);
    const { responses } = await api("GET", `/agents/${project.id}/responses`, token);
    const architect = responses.find((response) => response.agentType === "architect" && response.task_id !== null);
    const designed = /Records decided by [^:]+: [^\n]*/.exec(architect?.response ?? "")?.[0] ?? "the architect's response names no model design";
    const result = {
      preview,
      allCompleted,
      reports,
      callsBefore: Number.isFinite(preview) ? beforePreview.length : NaN,
      designBefore: Number.isFinite(preview) ? beforePreview.filter((call) => call.design).length : NaN,
      answeredBefore: beforePreview.filter((call) => call.answeredAt !== null && call.answeredAt <= previewAt).length,
      callsTotal: ofProject().length,
      tasks: tasks.length,
    };
    results.push(result);
    console.log(
      `  run ${run + 1}: start -> preview ${ms(preview)}; -> all ${result.tasks} tasks completed ${ms(allCompleted)}; ` +
        `-> every report written ${Number.isFinite(reports) ? ms(reports) : `not within ${RUN_TIMEOUT_MS / 1000} s (${left})`}`,
    );
    console.log(
      `         model calls before the preview showed: ${result.callsBefore} (design ${result.designBefore}; ${result.answeredBefore} of them answered); ` +
        `calls in the run: ${result.callsTotal}; load ${load()}`,
    );
    console.log(`         ${designed}`);
    console.log(`         card: ${timeline}`);
  }
  const pick = (key) => results.map((result) => result[key]);
  console.log(`start -> preview shown (first screen drawn in the sandboxed frame), React, ${runs} runs, model ${delayMs} ms per call`);
  console.log(
    `  preview median ${ms(median(pick("preview")))} (min ${ms(Math.min(...finite(pick("preview"))))}, max ${ms(Math.max(...finite(pick("preview"))))}; ${finite(pick("preview")).length} of ${runs} shown); ` +
      `all tasks completed median ${ms(median(pick("allCompleted")))}; every report written median ${ms(median(pick("reports")))}`,
  );
  console.log(`  model calls before the preview median ${median(pick("callsBefore"))} (design calls median ${median(pick("designBefore"))})`);
} finally {
  await shutdown();
  console.log(`load average (1, 5, 15 min) at start ${loadAtStart}, at end ${load()}`);
  clearTimeout(watchdog);
}
