/** A folder of the project's tree, or one of its files. */
export type TreeNode = { kind: "folder"; name: string; path: string; children: TreeNode[] } | { kind: "file"; name: string; path: string };

/** One line of the tree as it shows: a node and how deep it sits. */
export interface TreeRow {
  node: TreeNode;
  depth: number;
}

/** The folders and files the paths make, folders first, each level by name. */
export function buildTree(paths: readonly string[]): TreeNode[] {
  const root: TreeNode[] = [];
  const folders = new Map<string, TreeNode[]>([["", root]]);
  for (const path of paths) {
    const parts = path.split("/");
    let parent = "";
    for (const [index, name] of parts.entries()) {
      const here = parent ? `${parent}/${name}` : name;
      const siblings = folders.get(parent) ?? root;
      if (index === parts.length - 1) {
        siblings.push({ kind: "file", name, path });
      } else if (!folders.has(here)) {
        const children: TreeNode[] = [];
        folders.set(here, children);
        siblings.push({ kind: "folder", name, path: here, children });
      }
      parent = here;
    }
  }
  for (const children of folders.values()) children.sort(byKindThenName);
  return root;
}

function byKindThenName(a: TreeNode, b: TreeNode): number {
  if (a.kind !== b.kind) return a.kind === "folder" ? -1 : 1;
  return a.name.localeCompare(b.name);
}

/**
 * The paths a search keeps: each word of the query must appear in the path, in any case, so
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

/** The rows that show: a collapsed folder hides what it holds, unless a search is on (every match shows). */
export function visibleRows(tree: readonly TreeNode[], collapsed: ReadonlySet<string>, searching: boolean): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (nodes: readonly TreeNode[], depth: number) => {
    for (const node of nodes) {
      rows.push({ node, depth });
      if (node.kind === "folder" && (searching || !collapsed.has(node.path))) walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  return rows;
}
