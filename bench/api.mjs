// The API's speed against its floor: GET /api/projects?limit=10 for a signed-in user with 10 projects,
// against the unauthenticated 401 answer of the same route, each under the same concurrent load, through
// the real Worker and D1 under `wrangler dev`. Prints p50, p99, requests per second and the ratio of the
// p50s (target: the list at most 2x the floor). Asserts nothing: these machines are shared and noisy.
// Usage: npm run bench:api [-- --connections 16 --seconds 5] (builds the app first unless BENCH_SKIP_BUILD is set)
import { startBenchServer } from "./lib.mjs";

const option = (name, fallback) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const connections = option("connections", 16);
const seconds = option("seconds", 5);

const { base, api, stop } = await startBenchServer();

/** `connections` loops sending the request back to back for `ms`; the latencies of the answers that arrived. */
async function load(request, expectedStatus, ms) {
  const latencies = [];
  const until = performance.now() + ms;
  const loop = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const response = await request();
      await response.arrayBuffer();
      if (response.status !== expectedStatus) throw new Error(`answered ${response.status}, not ${expectedStatus}`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return latencies.sort((a, b) => a - b);
}

const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

try {
  const { token } = await api("POST", "/auth/register", undefined, { name: "Bench", email: `bench-${Date.now()}@example.com`, password: "Bench!pass1" });
  for (let i = 0; i < 10; i++) {
    await api("POST", "/projects", token, { name: `Project ${i}`, description: "A project", tech_stack: ["react", "nodejs", "postgresql"], wizard_data: { projectType: "ecommerce", features: ["auth"], deployment: "render", design: "modern" } });
  }
  const list = () => fetch(`${base}/api/projects?limit=10`, { headers: { Authorization: `Bearer ${token}` } });
  const floor = () => fetch(`${base}/api/projects?limit=10`);
  // Warm both paths, then measure them in turn under the same load.
  await load(list, 200, 1000);
  await load(floor, 401, 1000);
  const rows = [];
  for (const [name, request, status] of [["401 floor (no token)", floor, 401], ["GET /api/projects?limit=10", list, 200]]) {
    const latencies = await load(request, status, seconds * 1000);
    rows.push({ name, p50: at(latencies, 0.5), p99: at(latencies, 0.99), rate: latencies.length / seconds });
  }
  console.log(`API under ${connections} concurrent connections, ${seconds} s each (wrangler dev, local D1)`);
  console.log("| request | p50 ms | p99 ms | req/s |");
  console.log("|---|---|---|---|");
  for (const row of rows) console.log(`| ${row.name} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.rate.toFixed(0)} |`);
  const [floorRow, listRow] = rows;
  console.log(`ratio of p50s (list / floor): ${(listRow.p50 / floorRow.p50).toFixed(2)} (target: at most 2)`);
} finally {
  stop();
}
