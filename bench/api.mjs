// The API's speed against its floor: GET /api/projects?limit=10 for a signed-in user with 10 projects,
// against the unauthenticated 401 answer of the same route, each under the same concurrent load, through
// the real Worker and D1 under `wrangler dev`. Prints p50, p99, requests per second and the ratio of the
// p50s (target: the list at most 2x the floor). Asserts nothing: these machines are shared and noisy.
// Usage: npm run bench:api [-- --connections 16 --seconds 5 --rounds 5] (builds the app first unless BENCH_SKIP_BUILD is set)
import { startBenchServer } from "./lib.mjs";

const option = (name, fallback) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const connections = option("connections", 16);
const seconds = option("seconds", 5);
const rounds = option("rounds", 5);

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
  // Warm both paths, then measure them in turn under the same load: in short rounds that alternate which
  // goes first, so a machine that speeds up or slows down during the run weighs on both alike.
  await load(list, 200, 1000);
  await load(floor, 401, 1000);
  const paths = [
    { name: "401 floor (no token)", request: floor, status: 401, latencies: [], count: 0 },
    { name: "GET /api/projects?limit=10", request: list, status: 200, latencies: [], count: 0 },
  ];
  const roundRatios = [];
  const roundMs = (seconds * 1000) / rounds;
  for (let round = 0; round < rounds; round++) {
    const p50s = new Map();
    for (const path of round % 2 === 0 ? paths : [...paths].reverse()) {
      const latencies = await load(path.request, path.status, roundMs);
      path.latencies.push(...latencies);
      path.count += latencies.length;
      p50s.set(path, at(latencies, 0.5));
    }
    roundRatios.push(p50s.get(paths[1]) / p50s.get(paths[0]));
  }
  console.log(`API under ${connections} concurrent connections, ${seconds} s each in ${rounds} alternating rounds (wrangler dev, local D1)`);
  console.log("| request | p50 ms | p99 ms | req/s |");
  console.log("|---|---|---|---|");
  for (const path of paths) {
    const sorted = path.latencies.sort((a, b) => a - b);
    path.p50 = at(sorted, 0.5);
    console.log(`| ${path.name} | ${path.p50.toFixed(1)} | ${at(sorted, 0.99).toFixed(1)} | ${(path.count / seconds).toFixed(0)} |`);
  }
  const [floorPath, listPath] = paths;
  const rounded = roundRatios.map((ratio) => ratio.toFixed(2)).join(", ");
  console.log(`ratio of p50s (list / floor): ${(listPath.p50 / floorPath.p50).toFixed(2)} (target: at most 2); per round: ${rounded}`);
} finally {
  stop();
}
