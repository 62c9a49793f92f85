// Time from 'Start Development' to a completed project for the default wizard input, through the real
// Worker, D1 and the project's Durable Object under `wrangler dev`. Prints figures; asserts nothing.
// Usage: npm run bench:engine [-- --runs 5] (or BENCH_RUNS=5; builds the app first unless BENCH_SKIP_BUILD is set)
import { benchRuns, createBakery, ENGINE_WIZARD, startBenchServer } from "./lib.mjs";

const runs = benchRuns(5);
const { api, settled, stop } = await startBenchServer();

try {
  const email = `bench-${Date.now()}@example.com`;
  const { token } = await api("POST", "/auth/register", undefined, { name: "Bench", email, password: "Bench!pass1" });
  const times = [];
  let taskCount = 0;
  for (let run = 0; run < runs; run++) {
    const project = await createBakery(api, token, { name: `Bakery ${run}`, wizard: ENGINE_WIZARD });
    const started = performance.now();
    await api("POST", `/projects/${project.id}/start`, token);
    const progress = await settled(project.id, token, 10);
    if (progress.status === "failed") throw new Error("project failed");
    taskCount = progress.counts.total;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`start -> completed, default wizard input, ${taskCount} tasks, ${runs} runs (pacing ${process.env.TASK_PACING_MS ?? "default 100"} ms between tasks)`);
  console.log(`  min ${times[0].toFixed(0)} ms   median ${median.toFixed(0)} ms   max ${times[times.length - 1].toFixed(0)} ms   (target: under 3000 ms)`);
} finally {
  stop();
}
