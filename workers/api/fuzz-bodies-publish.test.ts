import { describe } from "vitest";
import { fuzzWriteRoutes } from "../../tests/setup/fuzz";

/** Property-based fuzzing (fast-check) of the bodies of the routes that deploy and publish a project. */
describe("fuzzing the deploy and publish routes' bodies", () => {
  fuzzWriteRoutes([
    { method: "POST", path: (id) => `/projects/${id}/deployments`, valid: () => ({ target: "github" }) },
    { method: "POST", path: (id) => `/projects/${id}/publish/rollback`, valid: () => ({ version: 1 }) },
    { method: "PUT", path: (id) => `/projects/${id}/publish/limits`, valid: () => ({ requestsPerMinute: 100, databaseMegabytes: 10 }) },
  ]);
});
