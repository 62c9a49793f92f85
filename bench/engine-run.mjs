// Time from 'Start Development' to a completed project for the default wizard input, through the real
// Worker, D1 and the project's Durable Object under `wrangler dev`. Prints figures; asserts nothing.
// Usage: npm run bench:engine [-- --runs 5] (builds the app first unless BENCH_SKIP_BUILD is set)
import { startBenchServer } from "./lib.mjs";

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 5;
const { api, settled, stop } = await startBenchServer();

const WIZARD = {
  problemStatement: "Neighbourhood bakeries lose pre-orders written on paper",
  targetUsers: "Bakery owners and their regular customers",
  systemBehaviors: "Customers place orders for a pickup slot; the bakery prints a production list each morning",
  projectType: "ecommerce",
  features: ["auth", "dashboard", "payments", "notifications"],
  userFlows: "Browse products, choose a pickup slot, pay, get a reminder",
  implementationPriorities: { high: ["Pre-orders with pickup slots"], medium: ["Production list"], low: [] },
  deployment: "render",
  design: "modern",
};

try {
  const email = `bench-${Date.now()}@example.com`;
  const { token } = await api("POST", "/auth/register", undefined, { name: "Bench", email, password: "Bench!pass1" });
  const times = [];
  let taskCount = 0;
  for (let run = 0; run < runs; run++) {
    const { project } = await api("POST", "/projects", token, {
      name: `Bakery ${run}`,
      description: "Pre-orders for a bakery",
      tech_stack: ["react", "nodejs", "postgresql"],
      wizard_data: WIZARD,
    });
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
