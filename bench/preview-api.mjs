// A previewed app's API request, one at a time: each project is started and waited for until its preview is
// built, then its preview API is asked for the products list and to create a product, and the per-request
// times are printed, with what answered (the preview status's `api`: the app's own backend or the Workers one
// generated from the same model, each in a Dynamic Worker; a version before those answered with its
// hand-written stand-in and says nothing). The first request of each (a Dynamic Worker's start) is apart.
// Prints figures; asserts nothing.
// Usage: npm run bench:preview-api [-- --runs 200] (or BENCH_RUNS=200; BENCH_STACKS=nodejs:postgresql,workers:d1
// for the backends to preview; BENCH_SKIP_BUILD=1 to skip the build)
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
  const stacks = (process.env.BENCH_STACKS ?? "nodejs:postgresql,workers:d1").split(",").map((pair) => pair.split(":"));
  for (const [backend, database] of stacks) {
    const project = await createBakery(api, token, { name: `API ${backend}`, wizard: { ...PREVIEW_WIZARD, features: ["dashboard"] }, backend, database });
    await api("POST", `/projects/${project.id}/start`, token);
    const status = await builtPreview(token, project.id);
    const label = `${backend} app, answered by ${status.api === "own" ? "its own backend" : status.api === "generated" ? "the generated Workers backend" : (status.api ?? "the hand-written stand-in")}`;
    const list = `${status.apiUrl}/products`;
    const first = await timed(list);
    const reads = [];
    const writes = [];
    for (let i = 0; i < requests; i++) reads.push(await timed(list));
    // A new product like the first sample, under a name of its own (names are unique).
    const [sample] = await (await fetch(list)).json();
    const fields = { ...sample };
    delete fields.id;
    for (let i = 0; i < Math.min(requests, 50); i++) {
      const body = JSON.stringify({ ...fields, name: `Loaf ${i}` });
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
