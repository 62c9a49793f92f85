/**
 * A local stand-in for GitHub's REST API (a paid outside service): the calls AppForge makes, with GitHub's
 * request and answer shapes and its error answers. Tokens: "bad-token" is refused (401), "limited-token"
 * is out of rate limit (403 with x-ratelimit-remaining: 0); any other token is the account loginFor(token).
 * A repository named "taken-name" already exists on every account (422). GET /_fake/repos/<owner>/<name>
 * answers what a repository holds now, for tests to check the push.
 */

interface Repo {
  owner: string;
  name: string;
  branch: string;
  /** commit sha -> tree sha, tree sha -> files */
  commits: Map<string, { tree: string; parents: string[]; message: string }>;
  trees: Map<string, { path: string; mode: string; content: string }[]>;
  head: string;
}

/** The account a token belongs to: named from a hash, so no part of the token shows in it. */
export function loginFor(token: string): string {
  let hash = 2166136261;
  for (const char of token) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `octo-${hash.toString(36)}`;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

export class FakeGitHub {
  private readonly repos = new Map<string, Repo>();
  private counter = 0;
  /** Every call, as "METHOD /path", for tests to see what was asked. */
  readonly calls: string[] = [];

  constructor(private readonly webBase: string) {}

  private sha(): string {
    this.counter += 1;
    return this.counter.toString(16).padStart(40, "0");
  }

  private repoJson(repo: Repo) {
    return { full_name: `${repo.owner}/${repo.name}`, html_url: `${this.webBase}/${repo.owner}/${repo.name}`, default_branch: repo.branch, private: true };
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v3/, "");
    this.calls.push(`${request.method} ${path}`);
    const inspect = /^\/_fake\/repos\/([^/]+)\/([^/]+)$/.exec(path);
    if (inspect) {
      const repo = this.repos.get(`${inspect[1]}/${inspect[2]}`);
      if (!repo) return json(404, { message: "Not Found" });
      const commit = repo.commits.get(repo.head);
      return json(200, { head: repo.head, message: commit?.message, parents: commit?.parents, files: commit ? repo.trees.get(commit.tree) : [] });
    }
    const token = (request.headers.get("authorization") ?? "").replace(/^Bearer /, "");
    if (!token || token === "bad-token") return json(401, { message: "Bad credentials", documentation_url: "https://docs.github.com/rest" });
    if (token === "limited-token") {
      return json(403, { message: "API rate limit exceeded for user." }, { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(Math.floor(Date.UTC(2030, 0, 1, 12, 30) / 1000)) });
    }
    const login = loginFor(token);
    const body = request.method === "GET" ? null : ((await request.json()) as Record<string, unknown>);

    if (request.method === "GET" && path === "/user") return json(200, { login, id: 1, type: "User" });
    if (request.method === "POST" && path === "/user/repos") {
      const name = String(body?.name ?? "");
      if (name === "taken-name" || this.repos.has(`${login}/${name}`)) {
        return json(422, { message: "Repository creation failed.", errors: [{ resource: "Repository", code: "custom", field: "name", message: "name already exists on this account" }] });
      }
      const first = this.sha();
      const tree = this.sha();
      const repo: Repo = { owner: login, name, branch: "main", commits: new Map([[first, { tree, parents: [], message: "Initial commit" }]]), trees: new Map([[tree, []]]), head: first };
      this.repos.set(`${login}/${name}`, repo);
      return json(201, this.repoJson(repo));
    }
    const match = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path);
    const repo = match ? this.repos.get(`${match[1]}/${match[2]}`) : undefined;
    if (!match || !repo || repo.owner !== login) return json(404, { message: "Not Found" });
    const rest = match[3] ?? "";
    if (request.method === "GET" && rest === "") return json(200, this.repoJson(repo));
    if (request.method === "GET" && rest === `/git/ref/heads/${repo.branch}`) return json(200, { ref: `refs/heads/${repo.branch}`, object: { sha: repo.head, type: "commit" } });
    if (request.method === "POST" && rest === "/git/trees") {
      const entries = (body?.tree ?? []) as { path: string; mode: string; type: string; content?: string }[];
      if (entries.some((entry) => entry.type !== "blob" || typeof entry.content !== "string" || !["100644", "100755"].includes(entry.mode))) {
        return json(422, { message: "Invalid tree info" });
      }
      const sha = this.sha();
      repo.trees.set(sha, entries.map((entry) => ({ path: entry.path, mode: entry.mode, content: entry.content ?? "" })));
      return json(201, { sha, tree: entries.map((entry) => ({ path: entry.path, mode: entry.mode, type: "blob" })) });
    }
    if (request.method === "POST" && rest === "/git/commits") {
      const tree = String(body?.tree ?? "");
      const parents = (body?.parents ?? []) as string[];
      if (!repo.trees.has(tree) || parents.some((parent) => !repo.commits.has(parent))) return json(422, { message: "Tree SHA does not exist" });
      const sha = this.sha();
      repo.commits.set(sha, { tree, parents, message: String(body?.message ?? "") });
      return json(201, { sha, tree: { sha: tree }, parents: parents.map((parent) => ({ sha: parent })) });
    }
    if (request.method === "PATCH" && rest === `/git/refs/heads/${repo.branch}`) {
      const sha = String(body?.sha ?? "");
      const commit = repo.commits.get(sha);
      if (!commit) return json(422, { message: "Object does not exist" });
      if (!body?.force && !commit.parents.includes(repo.head)) return json(422, { message: "Update is not a fast forward" });
      repo.head = sha;
      return json(200, { ref: `refs/heads/${repo.branch}`, object: { sha, type: "commit" } });
    }
    return json(404, { message: "Not Found" });
  }
}
