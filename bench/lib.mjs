// What every benchmark shares: its own `wrangler dev` on a free port with a throw-away database, and a
// JSON call to its API that fails loudly, and a wait for a project to settle.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applyMigrations, buildAppLocked, startWrangler, stopProcessGroup } from "../scripts/server.mjs";

/** Starts the product (building it first unless BENCH_SKIP_BUILD is set) and waits until it answers. */
export async function startBenchServer() {
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
  // TASK_PACING_MS in the environment reaches the server (bench:engine prints it), for comparing paces.
  const pacing = process.env.TASK_PACING_MS ? { TASK_PACING_MS: process.env.TASK_PACING_MS } : {};
  const server = startWrangler({ port, persistTo, stdio: "ignore", vars: { AUTH_SECRET: "bench-".padEnd(40, "x"), ...pacing } });
  const stop = () => {
    stopProcessGroup(server);
    rmSync(persistTo, { recursive: true, force: true });
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

  /** Polls the project's progress every `pollMs` until it is completed or failed; its last progress. */
  async function settled(projectId, token, pollMs) {
    for (;;) {
      const progress = await api("GET", `/agents/${projectId}/progress`, token);
      if (progress.status === "completed" || progress.status === "failed") return progress;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
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
  } catch (error) {
    stop();
    throw error;
  }
  return { base, api, settled, stop };
}
