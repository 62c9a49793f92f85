import { describe, expect, it } from "vitest";
import { buildTree, filterPaths, visibleRows, type TreeNode } from "./file-tree-model";

const PATHS = ["README.md", "frontend/src/App.tsx", "frontend/src/components/Header.tsx", "frontend/package.json", "backend/app/main.py", ".env.example"];

const names = (nodes: TreeNode[]) => nodes.map((node) => node.name);

describe("buildTree", () => {
  it("puts folders first, each level by name", () => {
    const tree = buildTree(PATHS);
    expect(names(tree)).toEqual(["backend", "frontend", ".env.example", "README.md"]);
    const frontend = tree[1];
    expect(frontend?.kind === "folder" ? names(frontend.children) : []).toEqual(["src", "package.json"]);
  });

  it("keeps each file's whole path", () => {
    const rows = visibleRows(buildTree(PATHS), new Set(), false);
    expect(rows.filter((row) => row.node.kind === "file").map((row) => row.node.path)).toContain("frontend/src/components/Header.tsx");
  });
});

describe("filterPaths", () => {
  it("keeps paths holding every word, in any case", () => {
    expect(filterPaths(PATHS, "SRC header")).toEqual(["frontend/src/components/Header.tsx"]);
    expect(filterPaths(PATHS, "  ")).toEqual(PATHS);
    expect(filterPaths(PATHS, "nothing-like-it")).toEqual([]);
  });
});

describe("visibleRows", () => {
  it("hides what a collapsed folder holds, and shows depth", () => {
    const rows = visibleRows(buildTree(PATHS), new Set(["frontend/src"]), false);
    const paths = rows.map((row) => row.node.path);
    expect(paths).toContain("frontend/src");
    expect(paths).not.toContain("frontend/src/App.tsx");
    expect(rows.find((row) => row.node.path === "frontend/package.json")?.depth).toBe(1);
  });

  it("shows every match while searching, collapsed or not", () => {
    const tree = buildTree(filterPaths(PATHS, "header"));
    const rows = visibleRows(tree, new Set(["frontend", "frontend/src"]), true);
    expect(rows.map((row) => row.node.path)).toEqual(["frontend", "frontend/src", "frontend/src/components", "frontend/src/components/Header.tsx"]);
  });
});
