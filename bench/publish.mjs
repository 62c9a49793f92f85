// Publishing on AppForge's edge: for a built project, how long from "Publish" to its address answering
// (the publish call, then polling the address until its page and API answer), and the p50 of its API's
// product list at the published address against the same request to its preview, one request at a time,
// in one run. Prints figures; asserts nothing.
// Usage: npm run bench:publish [-- --runs 50] (or BENCH_RUNS=50, at most 50; BENCH_SKIP_BUILD=1 to skip the build)
import { request as httpRequest } from "node:http";
import { benchRuns, createBakery, loadAverage, median, PREVIEW_WIZARD, startBenchServer } from "./lib.mjs";

const requests = benchRuns(50);
const PUBLISHES = 5;
// Published apps at names under this host; the bench sends their requests to the server with that name.
const APPS_HOST = "apps.bench";
const { base, api, stop } = await startBenchServer({ APPS_ORIGIN: `http://${APPS_HOST}` }, { runtime: process.env.BENCH_RUNTIME ?? "miniflare" });
const server = new URL(base);

const ms = (value) => `${value.toFixed(1)} ms`;

/** A GET at a published app's address, sent to the server (the name resolves nowhere else). */
function appGet(url) {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = httpRequest({ host: server.hostname, port: server.port, path: `${target.pathname}${target.search}`, headers: { Host: target.host } }, (incoming) => {
      incoming.resume();
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, ms: performance.now() - started }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return performance.now() - started;
}

try {
  const { token } = await api("POST", "/auth/register", undefined, { name: "Bench", email: `bench-${Date.now()}@example.com`, password: "Bench!pass1" });
  const project = await createBakery(api, token, { name: "Publish bench", wizard: { ...PREVIEW_WIZARD, features: ["dashboard"] }, backend: "workers", database: "d1" });
  await api("POST", `/projects/${project.id}/start`, token);
  let preview = null;
  for (const deadline = Date.now() + 180_000; Date.now() < deadline && !preview?.build; ) {
    preview = await api("GET", `/project-files/${project.id}/preview`, token);
    if (!preview.build) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!preview?.build) throw new Error("The preview was not built within 180 s");

  const toAnswering = [];
  let url = "";
  for (let i = 0; i < PUBLISHES; i++) {
    const started = performance.now();
    const answer = await api("POST", `/projects/${project.id}/publish`, token);
    url = answer.publication.url;
    for (;;) {
      const [page, list] = await Promise.all([appGet(`${url}/`), appGet(`${url}/api/products`)]);
      if (page.status === 200 && list.status === 200) break;
      if (performance.now() - started > 60_000) throw new Error(`${url} did not answer within 60 s (${page.status}, ${list.status})`);
    }
    toAnswering.push(performance.now() - started);
  }

  const publishedReads = [];
  const previewReads = [];
  await appGet(`${url}/api/products`);
  await timed(`${preview.apiUrl}/products`);
  // Alternating, so both see the same machine.
  for (let i = 0; i < requests; i++) {
    publishedReads.push((await appGet(`${url}/api/products`)).ms);
    previewReads.push(await timed(`${preview.apiUrl}/products`));
  }
  console.log(`publishing on AppForge's edge (Workers backend); load average at the end ${loadAverage()}`);
  console.log(`  publish -> address answering (page and API): median ${ms(median(toAnswering))} of ${PUBLISHES} publishes (${toAnswering.map((value) => value.toFixed(0)).join(", ")} ms)`);
  console.log(`  GET /api/products, one at a time, ${requests} each: published p50 ${ms(median(publishedReads))}, preview p50 ${ms(median(previewReads))}`);
} finally {
  stop();
}
