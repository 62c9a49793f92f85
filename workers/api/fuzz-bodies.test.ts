import fc from "fast-check";
import { describe, it } from "vitest";
import { uniqueEmail } from "../../tests/setup/api";
import { bodies, expectHandled, expectUnchanged, FUZZ_TIMEOUT_MS, owner, send, snapshot } from "../../tests/setup/fuzz";
import { projectBody } from "../../tests/setup/projects";

/**
 * Property-based fuzzing of every write route's body (fast-check): arbitrary JSON, text that is not JSON,
 * valid bodies with a field replaced or left out. Never a 5xx, a refusal always says why in the error
 * envelope, and a refused request changes nothing the owner can see.
 */

const RUNS = 12;

describe("fuzzing the write routes' bodies", () => {
  const routes: { method: string; path: (projectId: string) => string; valid: () => Record<string, unknown> }[] = [
    { method: "POST", path: () => "/projects", valid: () => ({ ...projectBody() }) },
    { method: "PUT", path: () => "/users/me", valid: () => ({ name: "Fuzz Owner", email: uniqueEmail("fuzz") }) },
    { method: "POST", path: () => "/users/change-password", valid: () => ({ currentPassword: "Wrong!pass1", newPassword: "An0ther!pass" }) },
    { method: "POST", path: (id) => `/agents/${id}/message`, valid: () => ({ agent_type: "all", message: "Hello", priority: "normal", metadata: {} }) },
    { method: "POST", path: (id) => `/agents/${id}/process`, valid: () => ({ strategy: "budget", useCostOptimization: true }) },
    { method: "PUT", path: (id) => `/cost-optimization/${id}/settings`, valid: () => ({ strategy: "budget", spendingLimit: 5 }) },
    { method: "POST", path: (id) => `/projects/${id}/deployments`, valid: () => ({ target: "github" }) },
    { method: "POST", path: (id) => `/projects/${id}/publish/rollback`, valid: () => ({ version: 1 }) },
    { method: "PUT", path: (id) => `/projects/${id}/publish/limits`, valid: () => ({ requestsPerMinute: 100, databaseMegabytes: 10 }) },
    { method: "PUT", path: () => "/integrations/github", valid: () => ({ token: "bad-token" }) },
    { method: "PUT", path: (id) => `/project-files/${id}/file`, valid: () => ({ path: "notes/ideas.md", content: "# Ideas", baseHash: null }) },
    { method: "POST", path: (id) => `/project-files/${id}/file/rename`, valid: () => ({ from: "README.md", to: "docs/README.md", baseHash: "0".repeat(64) }) },
    { method: "POST", path: (id) => `/project-files/${id}/file/delete`, valid: () => ({ path: "README.md", baseHash: "0".repeat(64) }) },
    { method: "PUT", path: (id) => `/project-files/${id}/preview`, valid: () => ({ version: "v1", js: "console.log(1)", css: "", vendor: "react-18.3.1.js" }) },
  ];

  it.each(routes.map((route) => [`${route.method} ${route.path(":id")}`, route] as const))(
    "%s: never a 5xx, always says why, and changes nothing it refuses",
    async (_name, route) => {
      const { token, projectId } = await owner();
      const path = route.path(projectId);
      let seen = await snapshot(token, projectId);
      await fc.assert(
        fc.asyncProperty(bodies(route.valid()), async (body) => {
          const answer = await send(route.method, path, token, body);
          const what = `${route.method} ${path} ${body.slice(0, 200)}`;
          expectHandled(answer, what);
          const now = await snapshot(token, projectId);
          if (answer.status >= 400) expectUnchanged(seen, now, what);
          seen = now;
        }),
        { numRuns: RUNS },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it.each(["/auth/register", "/auth/login"])(
    "POST %s: never a 5xx, always says why",
    async (path) => {
      await fc.assert(
        fc.asyncProperty(bodies({ name: "Fuzz", email: uniqueEmail("fuzz"), password: "Wrong!pass1" }), async (body) => {
          expectHandled(await send("POST", path, undefined, body), `POST ${path} ${body.slice(0, 200)}`);
        }),
        { numRuns: RUNS },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
