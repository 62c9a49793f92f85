import { describe, expect, it } from "vitest";
import { allFolders, buildTree, filterPaths, foldersOf, openByDefault, SMALL_PROJECT_FILES, visibleRows, type FolderNode, type TreeNode } from "./file-tree-model";

const PATHS = ["README.md", "frontend/src/App.tsx", "frontend/src/components/Header.tsx", "frontend/package.json", "backend/app/main.py", ".env.example"];

const names = (nodes: TreeNode[]) => nodes.map((node) => node.name);
const folder = (nodes: TreeNode[], name: string) => nodes.find((node): node is FolderNode => node.kind === "folder" && node.name === name);
const allOpen = () => true;
const closing = (closed: string[]) => (node: FolderNode) => !closed.includes(node.path);

describe("buildTree", () => {
  it("puts folders first, each level by name", () => {
    const tree = buildTree(PATHS);
    expect(names(tree)).toEqual(["backend", "frontend", ".env.example", "README.md"]);
    expect(names(folder(tree, "frontend")?.children ?? [])).toEqual(["src", "package.json"]);
  });

  it("counts every folder's files at any depth", () => {
    const tree = buildTree(PATHS);
    const frontend = folder(tree, "frontend");
    expect(frontend?.files).toBe(3);
    expect(folder(frontend?.children ?? [], "src")?.files).toBe(2);
    expect(folder(tree, "backend")?.files).toBe(1);
  });

  it("keeps each file's whole path", () => {
    const rows = visibleRows(buildTree(PATHS), allOpen);
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
  it("hides what a closed folder holds, and gives each row its depth, parent and place among its siblings", () => {
    const rows = visibleRows(buildTree(PATHS), closing(["frontend/src"]));
    const paths = rows.map((row) => row.node.path);
    expect(paths).toContain("frontend/src");
    expect(paths).not.toContain("frontend/src/App.tsx");
    expect(rows.find((row) => row.node.path === "frontend/package.json")).toMatchObject({ depth: 1, parent: "frontend", position: 2, siblings: 2 });
    expect(rows.find((row) => row.node.path === "README.md")).toMatchObject({ depth: 0, parent: "", position: 4, siblings: 4 });
  });

  it("shows only what a filter kept, with every folder open", () => {
    const rows = visibleRows(buildTree(filterPaths(PATHS, "header")), allOpen);
    expect(rows.map((row) => row.node.path)).toEqual(["frontend", "frontend/src", "frontend/src/components", "frontend/src/components/Header.tsx"]);
    expect(rows.map((row) => (row.node.kind === "folder" ? row.node.files : 0))).toEqual([1, 1, 1, 0]);
  });
});

describe("openByDefault", () => {
  it("opens every folder of a small project, and only the top ones of a big one", () => {
    expect(openByDefault(3, SMALL_PROJECT_FILES)).toBe(true);
    expect(openByDefault(0, 131)).toBe(true);
    expect(openByDefault(1, 131)).toBe(false);
  });

  it("makes a 131-file project a short list of folders to open", () => {
    const paths = Array.from({ length: 131 }, (_, index) => `${["frontend/src", "backend/app", "docs"][index % 3]}/file-${index}.ts`);
    const rows = visibleRows(buildTree(paths), (node, depth) => openByDefault(depth, paths.length));
    expect(rows.map((row) => row.node.path)).toEqual(["backend", "backend/app", "docs", ...paths.filter((path) => path.startsWith("docs/")).sort(), "frontend", "frontend/src"]);
  });
});

describe("folders", () => {
  it("names the folders a path sits in, outermost first, and every folder of a tree", () => {
    expect(foldersOf("a/b/c.ts")).toEqual(["a", "a/b"]);
    expect(foldersOf("README.md")).toEqual([]);
    expect(allFolders(buildTree(PATHS))).toEqual(["backend", "backend/app", "frontend", "frontend/src", "frontend/src/components"]);
  });
});
