import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-client";
import { fileChangedFrom, filesByPath } from "./files-api";

const changed = {
  success: false,
  error: "file_changed",
  message: "frontend/src/App.tsx changed since you opened it",
  current: { path: "frontend/src/App.tsx", content: "theirs", hash: "a".repeat(64) },
  yours: { path: "frontend/src/App.tsx", content: "mine" },
};

describe("fileChangedFrom", () => {
  it("reads both versions from a 409 file_changed", () => {
    expect(fileChangedFrom(new ApiRequestError(409, changed.message, "file_changed", changed))).toEqual(changed);
  });

  it("is null for any other failure", () => {
    expect(fileChangedFrom(new ApiRequestError(409, "Project is busy", "conflict", { success: false, error: "conflict", message: "Project is busy" }))).toBeNull();
    expect(fileChangedFrom(new ApiRequestError(409, "?", "file_changed", { success: false }))).toBeNull();
    expect(fileChangedFrom(new Error("boom"))).toBeNull();
  });
});

describe("filesByPath", () => {
  it("lists every category's files by path, as people sort them (case aside)", () => {
    const file = (path: string, category: string) => ({ path, category, type: "code" as const, content: "", generatedAt: "", hash: "" });
    const structure = { frontend: { files: [file("frontend/b.ts", "frontend"), file("frontend/a.ts", "frontend")] }, docs: { files: [file("README.md", "docs")] } };
    expect(filesByPath(structure).map((entry) => entry.path)).toEqual(["frontend/a.ts", "frontend/b.ts", "README.md"]);
  });
});
