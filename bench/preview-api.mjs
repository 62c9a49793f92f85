// A previewed app's API request, answered by the app's own backend in a dynamic Worker (a bakery on the
// Workers backend) against AppForge's stand-in for a backend that cannot run in a Worker (the same bakery on
// Node.js), in one run on one server: each project is started and waited for until its preview is built, then
// its preview API is asked for the products list and to create a product, one request at a time, and the
// per-request times are printed. The first request of each (the dynamic Worker's start) is reported apart.
// Prints figures; asserts nothing.
// Usage: npm run bench:preview-api [-- --runs 200] (or BENCH_RUNS=200; BENCH_SKIP_BUILD=1 to skip the build)
import { benchRuns, createBakery, loadAverage, median, PREVIEW_WIZARD, startBenchServer } from "./lib.mjs";

const requests = benchRuns(200);
const { api, stop } = await startBenchServer({}, { runtime: process.env.BENCH_RUNTIME ?? "miniflare" });

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
const ms = (value) => `${value.toFixed(1)} ms`;

async function builtPreview(token, projectId) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const status = await api("GET", `/project-files/${projectId}/preview`, token);
    if (status.build) return status;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The preview of ${projectId} was not built within 180 s`);
}

async function timed(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${init?.method ?? "GET"} ${url} answered ${response.status}`);
  return performance.now() - started;
}

try {
  const { token } = await api("POST", "/auth/register", undefined, { name: "Bench", email: `bench-${Date.now()}@example.com`, password: "Bench!pass1" });
  const rows = [];
  for (const [label, backend, database] of [
    ["app's own backend (Workers, dynamic Worker)", "workers", "d1"],
    ["AppForge's stand-in (Node.js app)", "nodejs", "postgresql"],
  ]) {
    const project = await createBakery(api, token, { name: `API ${backend}`, wizard: { ...PREVIEW_WIZARD, features: ["dashboard"] }, backend, database });
    await api("POST", `/projects/${project.id}/start`, token);
    const status = await builtPreview(token, project.id);
    if (status.api !== (backend === "workers" ? "app" : "stand-in")) throw new Error(`${label}: the preview says its API is ${status.api}`);
    const list = `${status.apiUrl}/api/products`;
    const first = await timed(list);
    const reads = [];
    const writes = [];
    for (let i = 0; i < requests; i++) reads.push(await timed(list));
    for (let i = 0; i < Math.min(requests, 50); i++) {
      const body = JSON.stringify({ name: `Loaf ${i}`, price: 4.5, stock: 10, active: true, category: "Bread" });
      writes.push(await timed(list, { method: "POST", headers: { "Content-Type": "application/json" }, body }));
    }
    rows.push({ label, first, reads, writes });
  }
  console.log(`preview API, one request at a time (${requests} reads, ${Math.min(requests, 50)} writes each); load average at the end ${loadAverage()}`);
  for (const { label, first, reads, writes } of rows) {
    console.log(`  ${label}`);
    console.log(`    GET  /api/products  p50 ${ms(median(reads))}   p90 ${ms(percentile(reads, 90))}   first request ${ms(first)}`);
    console.log(`    POST /api/products  p50 ${ms(median(writes))}   p90 ${ms(percentile(writes, 90))}`);
  }
} finally {
  stop();
}
