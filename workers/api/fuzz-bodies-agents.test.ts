import { describe } from "vitest";
import { fuzzWriteRoutes } from "../../tests/setup/fuzz";

/** Property-based fuzzing (fast-check) of the bodies of the routes that talk to a project's agents. */
describe("fuzzing the agents' write routes' bodies", () => {
  fuzzWriteRoutes([
    { method: "POST", path: (id) => `/agents/${id}/message`, valid: () => ({ agent_type: "all", message: "Hello", priority: "normal", metadata: {} }) },
    { method: "POST", path: (id) => `/agents/${id}/process`, valid: () => ({ strategy: "budget", useCostOptimization: true }) },
    { method: "PUT", path: (id) => `/cost-optimization/${id}/settings`, valid: () => ({ strategy: "budget", spendingLimit: 5 }) },
  ]);
});
