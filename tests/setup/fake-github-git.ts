import type { GitStore } from "./fake-git-store";

/**
 * The fake GitHub's Git data API (refs, trees, commits, blobs) and comparisons, over one repository's
 * objects (fake-git-store.ts), answering as GitHub's description and documentation have them; the
 * behaviours are listed at the head of fake-github.ts, which routes the requests here.
 */

export interface Repo {
  owner: string;
  name: string;
  description: string | null;
  /** The default branch. */
  branch: string;
  git: GitStore;
}

export const DOCS = "https://docs.github.com/rest";
/** The most files a comparison lists ("up to 300 changed files for the entire comparison"). */
const COMPARE_FILES_MAX = 300;
/** The most commits a comparison lists without paging (the newest ones, the last being the newest). */
const COMPARE_COMMITS_MAX = 250;
const PERSON = { name: "The Octocat", email: "octocat@example.test", date: "2026-01-01T00:00:00Z" };
const UNSIGNED = { verified: false, reason: "unsigned", signature: null, payload: null, verified_at: null };

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
export const notFound = () => json(404, { message: "Not Found", documentation_url: DOCS, status: "404" });
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
export const str = (value: unknown): string => (typeof value === "string" ? value : "");
export const utf8 = (text: string) => new TextEncoder().encode(text);
/** The default branch's head, or null for an empty repository. */
export const headOf = (repo: Repo): string | null => repo.git.branches.get(repo.branch) ?? null;

export class FakeGitData {
  /** `web`: the repository's web address; `api`: its REST address (for the URLs GitHub's answers carry). */
  constructor(
    private readonly repo: Repo,
    private readonly web: string,
    private readonly api: string,
  ) {}

  /** A commit as a comparison lists it (GitHub's "commit" schema). */
  private commitJson(sha: string) {
    const commit = this.repo.git.commits.get(sha);
    return {
      sha,
      node_id: `C_${sha.slice(0, 16)}`,
      url: `${this.api}/commits/${sha}`,
      html_url: `${this.web}/commit/${sha}`,
      comments_url: `${this.api}/commits/${sha}/comments`,
      commit: { url: `${this.api}/git/commits/${sha}`, author: PERSON, committer: PERSON, message: commit?.message ?? "", comment_count: 0, tree: { sha: commit?.tree ?? "", url: `${this.api}/git/trees/${commit?.tree ?? ""}` }, verification: UNSIGNED },
      author: null,
      committer: null,
      parents: (commit?.parents ?? []).map((parent) => ({ sha: parent, url: `${this.api}/commits/${parent}`, html_url: `${this.web}/commit/${parent}` })),
    };
  }

  /** GET compare/{BASE...HEAD}: HEAD's commits since the merge base, and the files changed since it. */
  compare(basehead: string): Response {
    const sides = basehead.split("...");
    if (sides.length !== 2) return notFound();
    const [baseName = "", headName = ""] = sides.map((side) => decodeURIComponent(side));
    const git = this.repo.git;
    const base = git.resolve(baseName);
    const head = git.resolve(headName);
    if (!base || !head) return notFound();
    const mergeBase = git.mergeBase(base, head);
    if (!mergeBase) return json(404, { message: `No common ancestor between ${baseName} and ${headName}.`, documentation_url: DOCS });
    const ahead = git.commitsAhead(base, head);
    const behind = git.commitsAhead(head, base);
    const files = git.diff(git.filesAt(mergeBase), git.filesAt(head)).slice(0, COMPARE_FILES_MAX);
    return json(200, {
      url: `${this.api}/compare/${baseName}...${headName}`,
      html_url: `${this.web}/compare/${baseName}...${headName}`,
      permalink_url: `${this.web}/compare/${this.repo.owner}:${base.slice(0, 7)}...${this.repo.owner}:${head.slice(0, 7)}`,
      diff_url: `${this.web}/compare/${baseName}...${headName}.diff`,
      patch_url: `${this.web}/compare/${baseName}...${headName}.patch`,
      base_commit: this.commitJson(base),
      merge_base_commit: this.commitJson(mergeBase),
      status: ahead.length > 0 && behind.length > 0 ? "diverged" : ahead.length > 0 ? "ahead" : behind.length > 0 ? "behind" : "identical",
      ahead_by: ahead.length,
      behind_by: behind.length,
      total_commits: ahead.length,
      commits: ahead.slice(-COMPARE_COMMITS_MAX).map((commit) => this.commitJson(commit.sha)),
      files: files.map((file) => ({
        ...file,
        changes: file.additions + file.deletions,
        blob_url: `${this.web}/blob/${head}/${file.filename}`,
        raw_url: `${this.web}/raw/${head}/${file.filename}`,
        contents_url: `${this.api}/contents/${file.filename}?ref=${head}`,
      })),
    });
  }

  /** The Git data API (refs, trees, commits, blobs), which refuses an empty repository. */
  gitData(method: string, rest: string, fields: Record<string, unknown>, search: URLSearchParams): Response {
    if (headOf(this.repo) === null) return json(409, { message: "Git Repository is empty.", documentation_url: `${DOCS}/git` });
    const git = this.repo.git;
    const [, kind = "", name = ""] = /^\/git\/([a-z]+)(?:\/(.+))?$/.exec(rest) ?? [];
    const id = decodeURIComponent(name);
    if (method === "GET" && kind === "ref" && id.startsWith("heads/")) {
      const sha = git.branches.get(id.slice("heads/".length));
      return sha ? json(200, { ref: `refs/${id}`, object: { sha, type: "commit" } }) : notFound();
    }
    if (method === "POST" && kind === "refs" && !name) return this.createRef(fields);
    if (method === "PATCH" && kind === "refs" && id.startsWith("heads/")) return this.updateRef(id.slice("heads/".length), fields);
    if (method === "POST" && kind === "blobs" && !name) {
      const content = str(fields.content);
      const sha = git.writeBlob(fields.encoding === "base64" ? new Uint8Array(Buffer.from(content, "base64")) : utf8(content));
      return json(201, { sha, url: `${this.api}/git/blobs/${sha}` });
    }
    if (method === "GET" && kind === "blobs" && name) {
      const bytes = git.blobs.get(id);
      if (!bytes) return notFound();
      const content = Buffer.from(bytes).toString("base64").replace(/.{60}/g, "$&\n");
      return json(200, { sha: id, node_id: `B_${id.slice(0, 16)}`, size: bytes.length, url: `${this.api}/git/blobs/${id}`, content, encoding: "base64" });
    }
    if (method === "POST" && kind === "trees" && !name) return this.createTree(fields);
    if (method === "GET" && kind === "trees" && name) {
      const tree = git.resolveTree(id);
      if (!tree) return notFound();
      const entries = git.listing(tree, search.has("recursive")).map((entry) => ({ ...entry, url: `${this.api}/git/${entry.type}s/${entry.sha}` }));
      return json(200, { sha: tree, url: `${this.api}/git/trees/${tree}`, tree: entries, truncated: false });
    }
    if (method === "POST" && kind === "commits" && !name) {
      const tree = str(fields.tree);
      const parents = Array.isArray(fields.parents) ? fields.parents.map(str) : [];
      if (!git.trees.has(tree) || parents.some((parent) => !git.commits.has(parent))) return json(422, { message: "Tree SHA does not exist", documentation_url: DOCS });
      const sha = git.writeCommit(tree, parents, str(fields.message));
      return json(201, { sha, tree: { sha: tree }, parents: parents.map((parent) => ({ sha: parent })), message: str(fields.message) });
    }
    if (method === "GET" && kind === "commits" && name) {
      const commit = git.commits.get(id);
      if (!commit) return notFound();
        return json(200, {
        sha: id,
        node_id: `C_${id.slice(0, 16)}`,
        url: `${this.api}/git/commits/${id}`,
        html_url: `${this.web}/commit/${id}`,
        author: PERSON,
        committer: PERSON,
        tree: { sha: commit.tree, url: `${this.api}/git/trees/${commit.tree}` },
        message: commit.message,
        parents: commit.parents.map((parent) => ({ sha: parent, url: `${this.api}/git/commits/${parent}`, html_url: `${this.web}/commit/${parent}` })),
        verification: UNSIGNED,
      });
    }
    return notFound();
  }

  private createRef(fields: Record<string, unknown>): Response {
    const ref = str(fields.ref);
    const sha = str(fields.sha);
    if (!/^refs\/heads\/.+/.test(ref)) return json(422, { message: "Reference name is invalid", documentation_url: DOCS });
    const branch = ref.slice("refs/heads/".length);
    if (this.repo.git.branches.has(branch)) return json(422, { message: "Reference already exists", documentation_url: DOCS });
    if (!this.repo.git.commits.has(sha)) return json(422, { message: "Object does not exist", documentation_url: DOCS });
    this.repo.git.branches.set(branch, sha);
    return json(201, { ref, object: { sha, type: "commit" } });
  }

  /** A branch moved: only forward (its head must be an ancestor of the new commit) unless `force`. */
  private updateRef(branch: string, fields: Record<string, unknown>): Response {
    const current = this.repo.git.branches.get(branch);
    const sha = str(fields.sha);
    if (current === undefined) return json(422, { message: "Reference does not exist", documentation_url: DOCS });
    if (!this.repo.git.commits.has(sha)) return json(422, { message: "Object does not exist", documentation_url: DOCS });
    if (fields.force !== true && !this.repo.git.ancestors(sha).has(current)) return json(422, { message: "Update is not a fast forward", documentation_url: DOCS });
    this.repo.git.branches.set(branch, sha);
    return json(200, { ref: `refs/heads/${branch}`, object: { sha, type: "commit" } });
  }

  /** POST git/trees, as GitHub's description of "Create a tree" has it (see the header above). */
  private createTree(fields: Record<string, unknown>): Response {
    const git = this.repo.git;
    const base = str(fields.base_tree);
    if (base && !git.trees.has(base)) return json(422, { message: "Invalid tree info", documentation_url: DOCS });
    const files = new Map((base ? (git.trees.get(base) ?? []) : []).map((file) => [file.path, file]));
    for (const entry of Array.isArray(fields.tree) ? fields.tree.filter(isRecord) : []) {
      const path = str(entry.path);
      const hasSha = entry.sha !== undefined;
      const hasContent = entry.content !== undefined;
      // "Use either tree.sha or content to specify the contents of the entry. Using both will return an error."
      if (hasSha === hasContent) return json(422, { message: "Must supply either tree.sha or tree.content. Request will be rejected if both are present.", documentation_url: DOCS });
      if (entry.sha === null) {
        // "If the value is null then the file will be deleted." ... "Returns an error if you try to delete a file that does not exist."
        if (!files.has(path)) return json(422, { message: "GitRPC::BadObjectState", documentation_url: `${DOCS}/git/trees#create-a-tree`, status: "422" });
        files.delete(path);
        continue;
      }
      // The stand-in holds files only: a subtree or submodule entry is beyond what AppForge sends.
      const sha = hasContent ? git.writeBlob(utf8(str(entry.content))) : str(entry.sha);
      if (entry.type !== "blob" || !git.blobs.has(sha)) return json(422, { message: "Invalid tree info", documentation_url: DOCS });
      files.set(path, { path, mode: str(entry.mode), sha });
    }
    const sha = git.writeTree([...files.values()]);
    const tree = git.listing(sha, false).map((entry) => ({ ...entry, url: `${this.api}/git/${entry.type}s/${entry.sha}` }));
    return json(201, { sha, url: `${this.api}/git/trees/${sha}`, tree, truncated: false });
  }
}
