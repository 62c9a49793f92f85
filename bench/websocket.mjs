// 200 live-channel clients on one project's room while the project runs from start to completed, through
// the real Worker, D1 and Durable Object under `wrangler dev`. Each task-update event's latency is the time
// from the task row's write (its updated_at) to the event's arrival at a client, over every client and
// event. Prints figures; asserts nothing.
// Usage: npm run bench:websocket [-- --clients 200] (builds the app first unless BENCH_SKIP_BUILD is set)
import WebSocket from "ws";
import { startBenchServer } from "./lib.mjs";

const clients = Number(process.argv[process.argv.indexOf("--clients") + 1]) || 200;
const TARGET_P99_MS = 100;
const { base, api, settled, stop } = await startBenchServer();

const WIZARD = {
  problemStatement: "Neighbourhood bakeries lose pre-orders written on paper",
  projectType: "ecommerce",
  features: ["auth", "dashboard"],
  implementationPriorities: { high: [], medium: [], low: [] },
  deployment: "render",
  design: "modern",
};

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];

try {
  const email = `bench-ws-${Date.now()}@example.com`;
  const { token } = await api("POST", "/auth/register", undefined, { name: "Bench", email, password: "Bench!pass1" });
  const { project } = await api("POST", "/projects", token, {
    name: "Bakery",
    description: "Pre-orders for a bakery",
    tech_stack: ["react", "nodejs", "postgresql"],
    wizard_data: WIZARD,
  });

  const latencies = [];
  const received = new Array(clients).fill(0);
  const opened = performance.now();
  const sockets = [];
  for (let index = 0; index < clients; index++) {
    const { ticket } = await api("POST", `/projects/${project.id}/socket-ticket`, token);
    const url = `${base.replace(/^http/, "ws")}/parties/project-room/${project.id}?ticket=${encodeURIComponent(ticket)}`;
    const socket = new WebSocket(url);
    socket.on("message", (data) => {
      const arrived = Date.now();
      const event = JSON.parse(String(data));
      received[index] += 1;
      if (event.type === "task-update") latencies.push(arrived - Date.parse(event.task.updated_at));
    });
    sockets.push(
      new Promise((resolve, reject) => {
        socket.once("open", () => resolve(socket));
        socket.once("error", reject);
      }),
    );
  }
  const open = await Promise.all(sockets);
  const connectMs = performance.now() - opened;

  await api("POST", `/projects/${project.id}/start`, token);
  const started = performance.now();
  const tasks = (await settled(project.id, token, 50)).counts.total;
  const runMs = performance.now() - started;
  // The last events are still on their way when the API already says completed.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const socket of open) socket.close();

  latencies.sort((a, b) => a - b);
  const counts = [...received].sort((a, b) => a - b);
  console.log(`${clients} clients on one room: connected (ticket + upgrade each, one after another) in ${connectMs.toFixed(0)} ms`);
  console.log(`project start -> completed: ${tasks} tasks in ${runMs.toFixed(0)} ms`);
  console.log(`events per client: min ${counts[0]}, max ${counts[counts.length - 1]}; ${latencies.length} task-update deliveries measured`);
  console.log(
    `task-update latency (row written -> client): p50 ${percentile(latencies, 0.5)} ms   p99 ${percentile(latencies, 0.99)} ms   max ${latencies[latencies.length - 1]} ms   (target: p99 at most ${TARGET_P99_MS} ms)`,
  );
} finally {
  stop();
}
