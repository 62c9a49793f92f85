// Time from 'Start Development' to a completed project for the default wizard input, through the real
// Worker, D1 and the project's Durable Object under `wrangler dev`. Prints figures; asserts nothing.
// Usage: npm run bench:engine [-- --runs 5] (builds the app first unless BENCH_SKIP_BUILD is set)
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applyMigrations, buildAppLocked, startWrangler, stopProcessGroup } from "../scripts/server.mjs";

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 5;
const port = await new Promise((resolve) => {
  const server = createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const persistTo = mkdtempSync(join(tmpdir(), "appforge-bench-"));

applyMigrations(persistTo);
if (!process.env.BENCH_SKIP_BUILD) buildAppLocked();
const server = startWrangler({ port, persistTo, stdio: "ignore", vars: { AUTH_SECRET: "bench-".padEnd(40, "x") } });

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

async function api(method, path, token, body) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

try {
  for (let i = 0; ; i++) {
    if (i > 300) throw new Error("server did not start");
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
    for (;;) {
      const progress = await api("GET", `/agents/${project.id}/progress`, token);
      if (progress.status === "completed" || progress.status === "failed") {
        if (progress.status === "failed") throw new Error("project failed");
        taskCount = progress.counts.total;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`start -> completed, default wizard input, ${taskCount} tasks, ${runs} runs (pacing ${process.env.TASK_PACING_MS ?? "default 100"} ms between tasks)`);
  console.log(`  min ${times[0].toFixed(0)} ms   median ${median.toFixed(0)} ms   max ${times[times.length - 1].toFixed(0)} ms   (target: under 3000 ms)`);
} finally {
  stopProcessGroup(server);
  rmSync(persistTo, { recursive: true, force: true });
}
