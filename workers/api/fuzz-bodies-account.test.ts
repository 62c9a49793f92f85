import { describe } from "vitest";
import { uniqueEmail } from "../../tests/setup/api";
import { fuzzPublicRoutes, fuzzWriteRoutes } from "../../tests/setup/fuzz";
import { projectBody } from "../../tests/setup/projects";

/**
 * Property-based fuzzing (fast-check) of the account's and the project list's write routes' bodies; the project's
 * own routes are fuzzed in fuzz-bodies-agents, fuzz-bodies-publish and fuzz-bodies-files (tests/setup/fuzz.ts says
 * why the routes are spread over four files).
 */
describe("fuzzing the account's write routes' bodies", () => {
  fuzzWriteRoutes([
    { method: "POST", path: () => "/projects", valid: () => ({ ...projectBody() }) },
    { method: "PUT", path: () => "/users/me", valid: () => ({ name: "Fuzz Owner", email: uniqueEmail("fuzz") }) },
    { method: "POST", path: () => "/users/change-password", valid: () => ({ currentPassword: "Wrong!pass1", newPassword: "An0ther!pass" }) },
    { method: "PUT", path: () => "/integrations/github", valid: () => ({ token: "bad-token" }) },
  ]);
  fuzzPublicRoutes(["/auth/register", "/auth/login"], () => ({ name: "Fuzz", email: uniqueEmail("fuzz"), password: "Wrong!pass1" }));
});
