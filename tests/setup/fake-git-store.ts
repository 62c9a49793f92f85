import { createHash } from "node:crypto";

/**
 * One repository's Git objects for the fake GitHub (tests/setup/fake-github.ts), kept the way Git keeps them
 * where AppForge can tell: a blob is named by its bytes (Git's own blob SHA-1) and a tree by its entries, so
 * the same files always make the same tree, as on GitHub; commits have parents, branches point at commits.
 * Trees are held flat (every file with its full path); the directories a listing shows are derived.
 */

export interface TreeFile {
  path: string;
  mode: string;
  /** The blob's SHA. */
  sha: string;
}

export interface Commit {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
  /** When it was made, among this repository's commits (GitHub lists a comparison's commits oldest first). */
  order: number;
}

/** A compared file as GitHub's diff-entry has it, without the addresses. */
export interface FileDiff {
  filename: string;
  status: "added" | "removed" | "modified" | "renamed";
  sha: string;
  previous_filename?: string;
  additions: number;
  deletions: number;
}

export interface TreeListingEntry {
  path: string;
  mode: string;
  type: "blob" | "tree";
  sha: string;
  size?: number;
}

const sha1 = (...parts: (string | Uint8Array)[]): string => {
  const hash = createHash("sha1");
  for (const part of parts) hash.update(part);
  return hash.digest("hex");
};

const linesOf = (bytes: Uint8Array | undefined): string[] => (bytes ? new TextDecoder().decode(bytes).split("\n").filter((line, index, all) => line !== "" || index < all.length - 1) : []);

/** Lines in `to` not matched in `from`, and the other way round (a multiset difference: enough for counts). */
function lineChanges(from: Uint8Array | undefined, to: Uint8Array | undefined): { additions: number; deletions: number } {
  const left = new Map<string, number>();
  for (const line of linesOf(from)) left.set(line, (left.get(line) ?? 0) + 1);
  let additions = 0;
  for (const line of linesOf(to)) {
    const kept = left.get(line) ?? 0;
    if (kept > 0) left.set(line, kept - 1);
    else additions += 1;
  }
  return { additions, deletions: [...left.values()].reduce((sum, count) => sum + count, 0) };
}

export class GitStore {
  readonly blobs = new Map<string, Uint8Array>();
  readonly trees = new Map<string, TreeFile[]>();
  readonly commits = new Map<string, Commit>();
  /** branch name -> the commit it points at. */
  readonly branches = new Map<string, string>();

  writeBlob(bytes: Uint8Array): string {
    const sha = sha1(`blob ${bytes.length}\0`, bytes);
    this.blobs.set(sha, bytes);
    return sha;
  }

  writeTree(files: readonly TreeFile[]): string {
    const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const sha = sha1("tree\0", sorted.map((file) => `${file.mode} ${file.path}\0${file.sha}\n`).join(""));
    this.trees.set(sha, sorted);
    return sha;
  }

  writeCommit(tree: string, parents: readonly string[], message: string): string {
    const order = this.commits.size + 1;
    const sha = sha1("commit\0", `${tree}\0${parents.join(",")}\0${message}\0${order}`);
    this.commits.set(sha, { sha, tree, parents: [...parents], message, order });
    return sha;
  }

  /** The files of a commit's tree (none for an unknown commit). */
  filesAt(commit: string | undefined): TreeFile[] {
    const tree = commit ? this.commits.get(commit)?.tree : undefined;
    return tree ? (this.trees.get(tree) ?? []) : [];
  }

  /** A branch name or a commit SHA as the commit it names. */
  resolve(name: string): string | undefined {
    return this.branches.get(name) ?? (this.commits.has(name) ? name : undefined);
  }

  /** A tree SHA, a commit SHA or a branch name as the tree it names ("tree_sha: the SHA1 value or ref name of the tree"). */
  resolveTree(name: string): string | undefined {
    if (this.trees.has(name)) return name;
    const commit = this.resolve(name);
    return commit ? this.commits.get(commit)?.tree : undefined;
  }

  /** Every commit reachable from `sha`, itself included. */
  ancestors(sha: string): Set<string> {
    const seen = new Set<string>();
    const stack = [sha];
    while (stack.length > 0) {
      const next = stack.pop();
      if (next === undefined || seen.has(next)) continue;
      seen.add(next);
      stack.push(...(this.commits.get(next)?.parents ?? []));
    }
    return seen;
  }

  /** The newest commit both reach, or null for unrelated histories. */
  mergeBase(a: string, b: string): string | null {
    const fromA = this.ancestors(a);
    const common = [...this.ancestors(b)].filter((sha) => fromA.has(sha));
    return common.sort((x, y) => (this.commits.get(y)?.order ?? 0) - (this.commits.get(x)?.order ?? 0))[0] ?? null;
  }

  /** The commits `head` has that `base` does not, oldest first. */
  commitsAhead(base: string, head: string): Commit[] {
    const fromBase = this.ancestors(base);
    return [...this.ancestors(head)]
      .filter((sha) => !fromBase.has(sha))
      .map((sha) => this.commits.get(sha))
      .filter((commit): commit is Commit => commit !== undefined)
      .sort((x, y) => x.order - y.order);
  }

  /**
   * The files that differ from one tree to another, by path, as GitHub's comparison lists them: a removed
   * file whose exact content was added under another path is one "renamed" entry with its previous_filename.
   */
  diff(from: readonly TreeFile[], to: readonly TreeFile[]): FileDiff[] {
    const before = new Map(from.map((file) => [file.path, file]));
    const after = new Map(to.map((file) => [file.path, file]));
    const removed = from.filter((file) => !after.has(file.path));
    const entries: FileDiff[] = [];
    for (const file of to) {
      const old = before.get(file.path);
      if (old && old.sha === file.sha && old.mode === file.mode) continue;
      if (old) {
        entries.push({ filename: file.path, status: "modified", sha: file.sha, ...lineChanges(this.blobs.get(old.sha), this.blobs.get(file.sha)) });
        continue;
      }
      const renamedFrom = removed.findIndex((gone) => gone.sha === file.sha);
      const previous = renamedFrom >= 0 ? removed.splice(renamedFrom, 1)[0] : undefined;
      if (previous) entries.push({ filename: file.path, status: "renamed", sha: file.sha, previous_filename: previous.path, additions: 0, deletions: 0 });
      else entries.push({ filename: file.path, status: "added", sha: file.sha, ...lineChanges(undefined, this.blobs.get(file.sha)) });
    }
    for (const file of removed) entries.push({ filename: file.path, status: "removed", sha: file.sha, ...lineChanges(this.blobs.get(file.sha), undefined) });
    return entries.sort((a, b) => (a.filename < b.filename ? -1 : a.filename > b.filename ? 1 : 0));
  }

  /**
   * A tree as GET /git/trees/{tree_sha} lists it: its own entries, or with `recursive` every file and
   * directory below it; a directory is a "tree" entry (mode 040000) whose SHA names its own files.
   */
  listing(tree: string, recursive: boolean): TreeListingEntry[] {
    const files = this.trees.get(tree) ?? [];
    const directories = new Set<string>();
    for (const file of files) {
      const parts = file.path.split("/").slice(0, -1);
      for (let depth = 1; depth <= parts.length; depth += 1) directories.add(parts.slice(0, depth).join("/"));
    }
    const shown = (path: string) => recursive || !path.includes("/");
    const subtree = (directory: string) =>
      this.writeTree(files.filter((file) => file.path.startsWith(`${directory}/`)).map((file) => ({ ...file, path: file.path.slice(directory.length + 1) })));
    return [
      ...[...directories].filter(shown).map((path): TreeListingEntry => ({ path, mode: "040000", type: "tree", sha: subtree(path) })),
      ...files.filter((file) => shown(file.path)).map((file): TreeListingEntry => ({ path: file.path, mode: file.mode, type: "blob", sha: file.sha, size: this.blobs.get(file.sha)?.length ?? 0 })),
    ].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }
}
