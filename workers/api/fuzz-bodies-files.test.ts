import { describe } from "vitest";
import { fuzzWriteRoutes } from "../../tests/setup/fuzz";

/** Property-based fuzzing (fast-check) of the bodies of the routes that write a project's files and preview. */
describe("fuzzing the files' write routes' bodies", () => {
  fuzzWriteRoutes([
    { method: "PUT", path: (id) => `/project-files/${id}/file`, valid: () => ({ path: "notes/ideas.md", content: "# Ideas", baseHash: null }) },
    { method: "POST", path: (id) => `/project-files/${id}/file/rename`, valid: () => ({ from: "README.md", to: "docs/README.md", baseHash: "0".repeat(64) }) },
    { method: "POST", path: (id) => `/project-files/${id}/file/delete`, valid: () => ({ path: "README.md", baseHash: "0".repeat(64) }) },
    { method: "PUT", path: (id) => `/project-files/${id}/preview`, valid: () => ({ version: "v1", js: "console.log(1)", css: "", vendor: "react-18.3.1.js" }) },
  ]);
});
