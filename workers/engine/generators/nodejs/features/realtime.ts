import type { AppModel } from "../../../model";
import { code, literal, test } from "../../files";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";
import type { BackendFeature } from "../feature";

const routes = `
import { Router } from "express";
import type { Services } from "../../services.js";

const KEEP_ALIVE_MS = 25_000;

/**
 * /api/live: a server-sent event stream with one "change" event per created, updated or deleted record,
 * so open screens refresh without reloading. Behind a proxy, disable response buffering for this path.
 */
export function liveRoutes({ events }: Services): Router {
  const router = Router();
  router.get("/", (req, res) => {
    res.writeHead(200, {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-cache",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    res.write(": connected\\n\\n");
    const unsubscribe = events.subscribe((change) => {
      res.write(\`event: change\\ndata: \${JSON.stringify(change)}\\n\\n\`);
    });
    const keepAlive = setInterval(() => res.write(": keep-alive\\n\\n"), KEEP_ALIVE_MS);
    req.on("close", () => {
      clearInterval(keepAlive);
      unsubscribe();
    });
  });
  return router;
}
`;

function liveTest(model: AppModel): string {
  const entity = model.entities[0];
  if (!entity) return "";
  return `
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { ${entity.camel}Input } from "./fixtures.js";
import { createTestClient } from "./helpers.js";

describe("/api/live", () => {
  it("streams each change to open connections", async () => {
    const client = await createTestClient();
    const server = client.app.listen(0);
    const controller = new AbortController();
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(\`http://127.0.0.1:\${port}/api/live\`, { headers: client.headers, signal: controller.signal });
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      if (!response.body) throw new Error("The stream has no body");
      const reader = response.body.getReader();
      await client.post(${literal(`/api/${entity.route}`)}).send(await ${entity.camel}Input(client)).expect(201);
      const decoder = new TextDecoder();
      let received = "";
      while (!received.includes(${literal(`"topic":"${entity.route}"`)})) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value);
      }
      expect(received).toContain('"action":"created"');
    } finally {
      controller.abort();
      server.closeAllConnections();
      server.close();
    }
  });
});
`;
}

export const realtimeBackend: BackendFeature = {
  feature: "real-time",
  emitter: backendFeatureEmitter("real-time", {
    name: "Real-time updates (server-sent events)",
    description: "A live event stream that announces every created, updated and deleted record to open screens.",
    emit: (model) => [
      code("backend/src/features/live/routes.ts", "backend", routes),
      test("backend/test/live.test.ts", liveTest(model)),
    ],
  }),
  routes: {
    imports: [`import { liveRoutes } from "./features/live/routes.js";`],
    mounts: [`app.use("/api/live", liveRoutes(services));`],
  },
};
