import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectHandled, expectUnchanged, FUZZ_TIMEOUT_MS, owner, send, snapshot } from "../../tests/setup/fuzz";

/**
 * Property-based fuzzing of every project route's id parameter (fast-check): any text, other uuids,
 * near misses of the owner's own id. Each is refused with a message, never a 5xx, and changes nothing.
 */

const ROUTES: [string, (id: string) => string][] = [
  ["GET", (id) => `/projects/${id}`],
  ["DELETE", (id) => `/projects/${id}`],
  ["POST", (id) => `/projects/${id}/start`],
  ["POST", (id) => `/projects/${id}/retry`],
  ["POST", (id) => `/projects/${id}/socket-ticket`],
  ["GET", (id) => `/agents/${id}/tasks`],
  ["GET", (id) => `/agents/${id}/progress`],
  ["GET", (id) => `/agents/${id}/responses`],
  ["POST", (id) => `/agents/${id}/process`],
  ["POST", (id) => `/agents/${id}/tasks/${id}/retry`],
  ["POST", (id) => `/agents/architect/tasks/${id}/process`],
  ["GET", (id) => `/project-files/${id}/files`],
  ["GET", (id) => `/project-files/${id}/download`],
  ["GET", (id) => `/project-files/${id}/checkpoints`],
  ["GET", (id) => `/project-files/${id}/checkpoints/diff?from=0&to=1`],
  ["POST", (id) => `/project-files/${id}/checkpoints/1/restore`],
  ["POST", (id) => `/project-files/${id}/checkpoints/${id}/restore`],
  ["GET", (id) => `/project-files/${id}/conflicts`],
  ["POST", (id) => `/project-files/${id}/conflicts/${id}/resolve`],
  ["GET", (id) => `/project-files/${id}/preview`],
  ["GET", (id) => `/projects/${id}/deployments`],
  ["POST", (id) => `/projects/${id}/deployments`],
  ["GET", (id) => `/projects/${id}/publish`],
  ["POST", (id) => `/projects/${id}/publish`],
  ["DELETE", (id) => `/projects/${id}/publish`],
  ["POST", (id) => `/projects/${id}/publish/rollback`],
  ["GET", (id) => `/project-files/${id}/preview/sources`],
  ["POST", (id) => `/project-files/${id}/preview/reset`],
  ["GET", (id) => `/cost-optimization/${id}/estimate`],
  ["GET", (id) => `/cost-optimization/${id}/spending`],
  ["GET", (id) => `/ai/cost/project/${id}`],
];

describe("fuzzing the id parameters", () => {
  it(
    "refuses every project route's odd id with a message, never a 5xx, and changes nothing",
    async () => {
      const { token, projectId } = await owner();
      const before = await snapshot(token, projectId);
      const ids = fc.oneof(
        fc.string({ minLength: 1, maxLength: 80 }),
        fc.uuid(),
        fc.constantFrom("%2e%2e", "null", "undefined", "0", "-1", "1e9", " ", "architect", `${projectId}x`, projectId.toUpperCase()),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...ROUTES), ids, async ([method, path], id) => {
          const url = path(encodeURIComponent(id));
          const answer = await send(method, url, token, method === "POST" ? "{}" : undefined);
          expectHandled(answer, `${method} ${url}`);
          expect(answer.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: 120 },
      );
      expectUnchanged(before, await snapshot(token, projectId), "the odd ids");
    },
    FUZZ_TIMEOUT_MS,
  );
});
