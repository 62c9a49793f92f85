/** A folder of the project's tree, with how many files it holds at any depth; or one of its files. */
export type FolderNode = { kind: "folder"; name: string; path: string; children: TreeNode[]; files: number };
export type FileNode = { kind: "file"; name: string; path: string };
export type TreeNode = FolderNode | FileNode;

/** One line of the tree as it shows: a node, how deep it sits, and its place among its siblings (from 1). */
export interface TreeRow {
  node: TreeNode;
  depth: number;
  position: number;
  siblings: number;
  /** The folder it sits in ("" at the top). */
  parent: string;
}

/** The folders and files the paths make, folders first, each level by name; every folder counts its files. */
export function buildTree(paths: readonly string[]): TreeNode[] {
  const root: TreeNode[] = [];
  const folders = new Map<string, FolderNode>();
  for (const path of paths) {
    const parts = path.split("/");
    let siblings = root;
    let parent = "";
    for (const [index, name] of parts.entries()) {
      const here = parent ? `${parent}/${name}` : name;
      if (index === parts.length - 1) {
        siblings.push({ kind: "file", name, path });
        break;
      }
      let folder = folders.get(here);
      if (!folder) {
        folder = { kind: "folder", name, path: here, children: [], files: 0 };
        folders.set(here, folder);
        siblings.push(folder);
      }
      folder.files += 1;
      siblings = folder.children;
      parent = here;
    }
  }
  root.sort(byKindThenName);
  for (const folder of folders.values()) folder.children.sort(byKindThenName);
  return root;
}

function byKindThenName(a: TreeNode, b: TreeNode): number {
  if (a.kind !== b.kind) return a.kind === "folder" ? -1 : 1;
  return a.name.localeCompare(b.name);
}

/**
 * The paths a filter keeps: each word of the query must appear in the path, in any case, so
 * "src header" finds frontend/src/components/Header.tsx.
 */
export function filterPaths(paths: readonly string[], query: string): string[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...paths];
  return paths.filter((path) => {
    const lower = path.toLowerCase();
    return words.every((word) => lower.includes(word));
  });
}

/** Up to this many files, every folder starts open; a bigger project starts with its top folders open only. */
export const SMALL_PROJECT_FILES = 40;

/** Whether a folder the user has not opened or closed starts open. */
export const openByDefault = (depth: number, totalFiles: number) => totalFiles <= SMALL_PROJECT_FILES || depth === 0;

/** The rows that show: a closed folder hides what it holds. */
export function visibleRows(tree: readonly TreeNode[], isOpen: (folder: FolderNode, depth: number) => boolean): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (nodes: readonly TreeNode[], depth: number, parent: string) => {
    for (const [index, node] of nodes.entries()) {
      rows.push({ node, depth, position: index + 1, siblings: nodes.length, parent });
      if (node.kind === "folder" && isOpen(node, depth)) walk(node.children, depth + 1, node.path);
    }
  };
  walk(tree, 0, "");
  return rows;
}

/** Every folder a path sits in, outermost first: "a/b/c.ts" is in "a" and "a/b". */
export function foldersOf(path: string): string[] {
  const parts = path.split("/").slice(0, -1);
  return parts.map((_, index) => parts.slice(0, index + 1).join("/"));
}

/** Every folder of the tree, to open or close them all at once. */
export function allFolders(tree: readonly TreeNode[]): string[] {
  return tree.flatMap((node) => (node.kind === "folder" ? [node.path, ...allFolders(node.children)] : []));
}
