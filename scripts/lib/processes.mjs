// Child processes and ports for the scripts that build and smoke-test generated apps.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

/**
 * Kills a child started with `detached: true` together with everything it started (its process group),
 * including what is left of the group after the child itself has exited.
 */
export function killGroup(child) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}

/** The last `lines` lines of a log file ("" when it does not exist). */
export function tail(file, lines) {
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  return text.trimEnd().split("\n").slice(-lines).join("\n");
}

/** A free loopback port (the same approach as playwright.config.ts). */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolvePort(address.port));
    });
  });
}

/** Whether something already listens on a port (the Next.js build's API port must be ours to take). */
export function portTaken(port) {
  return new Promise((resolveTaken) => {
    const server = createServer();
    server.once("error", () => resolveTaken(true));
    server.listen(port, () => server.close(() => resolveTaken(false)));
  });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Polls a URL until `accept(status)`; fails early when the server process has exited. */
export async function waitForUrl(url, accept, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (server?.exited) throw new Error(`${server.name} stopped (${server.exited}) before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (accept(response.status)) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s (last: ${last})`);
}
