import { Validator } from "@cfworker/json-schema";
import type { OperationSchema } from "./github-openapi";

/**
 * A local stand-in for GitHub's REST API (a paid outside service), strict where GitHub is:
 * - every request body is checked against the request-body schema of its operation in GitHub's OpenAPI
 *   description (@octokit/openapi, extracted Node-side by github-openapi.ts); a body that does not match,
 *   or one sent to an operation the description has no body for, is answered 422 like GitHub
 *   ("Invalid request.") and recorded as a violation;
 * - a repository with no commit answers 409 "Git Repository is empty." on the Git data endpoints
 *   (git/ref, git/refs, git/trees, git/commits, git/blobs), as GitHub's guide "Using the REST API to interact
 *   with your Git database" says, and is started through PUT /repos/{owner}/{repo}/contents/{path};
 * - a repository created without `auto_init` (GitHub's default: false) is empty;
 * - a description with a control character is refused 422 ("description control characters are not
 *   allowed"), and one longer than 350 characters too, with GitHub's validation error body.
 * Tokens: "bad-token" is refused (401), "limited-token" is out of rate limit (403 with
 * x-ratelimit-remaining: 0); any other token is the account loginFor(token). A repository named
 * "taken-name" already exists on every account (422). For tests: GET /_fake/repos/<owner>/<name> answers
 * what a repository holds now; GET /_fake/checks?login=<login> answers the bodies that account sent, each
 * with its operation, and the violations among them.
 */

interface Commit {
  tree: string;
  parents: string[];
  message: string;
}

interface Repo {
  owner: string;
  name: string;
  description: string | null;
  branch: string;
  commits: Map<string, Commit>;
  /** tree sha -> its files */
  trees: Map<string, FileEntry[]>;
  blobs: Map<string, string>;
  /** null: the repository is empty (no commit, no branch). */
  head: string | null;
}

interface FileEntry {
  path: string;
  mode: string;
  content: string;
}

interface Check {
  login: string;
  method: string;
  path: string;
  operation: string | null;
  errors: string[];
}

/** The account a token belongs to: named from a hash, so no part of the token shows in it. */
export function loginFor(token: string): string {
  let hash = 2166136261;
  for (const char of token) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `octo-${hash.toString(36)}`;
}

/** GitHub's longest repository description (its form and API refuse longer ones). */
const DESCRIPTION_MAX = 350;
const DOCS = "https://docs.github.com/rest";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === "string" ? value : "");

/** GitHub's validation error for a repository field. */
const repositoryRefusal = (field: string, message: string) =>
  json(422, { message: "Repository creation failed.", errors: [{ resource: "Repository", code: "custom", field, message }], documentation_url: `${DOCS}/repos/repos#create-a-repository-for-the-authenticated-user` });

/** What GitHub says of a description it refuses, or null. */
function descriptionProblem(description: unknown): string | null {
  if (typeof description !== "string") return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(description)) return "description control characters are not allowed";
  if (Array.from(description).length > DESCRIPTION_MAX) return `description is too long (maximum is ${DESCRIPTION_MAX} characters)`;
  return null;
}

interface Operation {
  operation: string;
  method: string;
  pattern: RegExp;
  validator: Validator;
}

const compile = (schemas: readonly OperationSchema[]): Operation[] =>
  schemas.map((entry) => ({ operation: entry.operation, method: entry.method, pattern: new RegExp(entry.pattern), validator: new Validator(entry.schema, "4", false) }));

export class FakeGitHub {
  private readonly repos = new Map<string, Repo>();
  private readonly operations: Promise<Operation[]>;
  private counter = 0;
  /** Every call, as "METHOD /path", for tests to see what was asked. */
  readonly calls: string[] = [];
  /** Every body received, with its operation and what GitHub's description says is wrong with it. */
  readonly checks: Check[] = [];

  /**
   * `schemas`: the operations' request-body schemas (githubRequestSchemas(), read Node side). Without them
   * the fake reads them itself on its first request; it only ever runs in Node (vitest's outbound handler,
   * the browser tests' local server), never in workerd, where only loginFor is used.
   */
  constructor(
    private readonly webBase: string,
    schemas?: readonly OperationSchema[],
  ) {
    this.operations = schemas ? Promise.resolve(compile(schemas)) : import("./github-openapi").then((module) => compile(module.githubRequestSchemas()));
  }

  private sha(): string {
    this.counter += 1;
    return this.counter.toString(16).padStart(40, "0");
  }

  private repoJson(repo: Repo) {
    return { full_name: `${repo.owner}/${repo.name}`, html_url: `${this.webBase}/${repo.owner}/${repo.name}`, default_branch: repo.branch, description: repo.description, private: true };
  }

  /** The body checked against its operation's schema: the 422 GitHub would answer, or null when it is valid. */
  private async check(login: string, method: string, path: string, body: unknown): Promise<Response | null> {
    const known = (await this.operations).find((entry) => entry.method === method && entry.pattern.test(path));
    const errors = known
      ? known.validator
          .validate(body)
          .errors.filter((error) => error.keyword !== "properties" && error.keyword !== "items")
          .map((error) => `${error.instanceLocation}: ${error.error}`)
      : ["no request body is described for this operation in GitHub's OpenAPI description"];
    this.checks.push({ login, method, path, operation: known?.operation ?? null, errors });
    return errors.length === 0 ? null : json(422, { message: `Invalid request.\n\n${errors.join("\n")}`, documentation_url: DOCS, status: "422" });
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v3/, "");
    const method = request.method;
    this.calls.push(`${method} ${path}`);
    const inspect = /^\/_fake\/repos\/([^/]+)\/([^/]+)$/.exec(path);
    if (inspect) {
      const repo = this.repos.get(`${inspect[1]}/${inspect[2]}`);
      if (!repo) return json(404, { message: "Not Found" });
      const commit = repo.head ? repo.commits.get(repo.head) : undefined;
      return json(200, { head: repo.head, message: commit?.message, parents: commit?.parents, files: commit ? repo.trees.get(commit.tree) : [], description: repo.description, commits: repo.commits.size });
    }
    if (path === "/_fake/checks") {
      const login = url.searchParams.get("login");
      return json(200, this.checks.filter((entry) => entry.login === login));
    }
    const token = (request.headers.get("authorization") ?? "").replace(/^Bearer /, "");
    if (!token || token === "bad-token") return json(401, { message: "Bad credentials", documentation_url: DOCS });
    if (token === "limited-token") {
      return json(403, { message: "API rate limit exceeded for user." }, { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(Math.floor(Date.UTC(2030, 0, 1, 12, 30) / 1000)) });
    }
    const login = loginFor(token);
    let body: unknown = null;
    if (method !== "GET") {
      try {
        body = JSON.parse(await request.text()) as unknown;
      } catch {
        return json(400, { message: "Problems parsing JSON", documentation_url: DOCS });
      }
      const refused = await this.check(login, method, path, body);
      if (refused) return refused;
    }
    const fields = isRecord(body) ? body : {};

    if (method === "GET" && path === "/user") return json(200, { login, id: 1, type: "User" });
    if (method === "POST" && path === "/user/repos") return this.createRepo(login, fields);
    const match = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path);
    const repo = match ? this.repos.get(`${match[1]}/${match[2]}`) : undefined;
    if (!match || !repo || repo.owner !== login) return json(404, { message: "Not Found", documentation_url: DOCS });
    const rest = match[3] ?? "";
    if (method === "GET" && rest === "") return json(200, this.repoJson(repo));
    const contents = /^\/contents\/(.+)$/.exec(rest);
    if (method === "PUT" && contents) return this.putContents(repo, decodeURIComponent(contents[1] ?? ""), fields);
    if (rest.startsWith("/git/")) return this.gitData(repo, method, rest, fields);
    return json(404, { message: "Not Found", documentation_url: DOCS });
  }

  private createRepo(login: string, fields: Record<string, unknown>): Response {
    const name = str(fields.name);
    if (name === "taken-name" || this.repos.has(`${login}/${name}`)) return repositoryRefusal("name", "name already exists on this account");
    const problem = descriptionProblem(fields.description);
    if (problem) return repositoryRefusal("description", problem);
    const repo: Repo = { owner: login, name, description: str(fields.description) || null, branch: "main", commits: new Map(), trees: new Map(), blobs: new Map(), head: null };
    if (fields.auto_init === true) {
      const tree = this.sha();
      repo.trees.set(tree, [{ path: "README.md", mode: "100644", content: `# ${name}\n\n${repo.description ?? ""}\n` }]);
      repo.head = this.sha();
      repo.commits.set(repo.head, { tree, parents: [], message: "Initial commit" });
    }
    this.repos.set(`${login}/${name}`, repo);
    return json(201, this.repoJson(repo));
  }

  /** The contents API: the one way to write to an empty repository. */
  private putContents(repo: Repo, path: string, fields: Record<string, unknown>): Response {
    const branch = str(fields.branch) || repo.branch;
    if (repo.head !== null && branch !== repo.branch) return json(404, { message: `Branch ${branch} not found`, documentation_url: DOCS });
    const content = str(fields.content);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(content.replace(/\s/g, ""))) return json(422, { message: "content is not valid Base64", documentation_url: DOCS });
    const text = Buffer.from(content, "base64").toString("utf8");
    const files = repo.head ? [...(repo.trees.get(repo.commits.get(repo.head)?.tree ?? "") ?? [])] : [];
    const existing = files.findIndex((file) => file.path === path);
    if (existing >= 0 && !fields.sha) return json(422, { message: 'Invalid request.\n\n"sha" wasn\'t supplied.', documentation_url: DOCS });
    const entry = { path, mode: "100644", content: text };
    if (existing >= 0) files[existing] = entry;
    else files.push(entry);
    const tree = this.sha();
    repo.trees.set(tree, files);
    const sha = this.sha();
    const parents = repo.head ? [repo.head] : [];
    repo.commits.set(sha, { tree, parents, message: str(fields.message) });
    repo.head = sha;
    repo.branch = branch;
    return json(existing >= 0 ? 200 : 201, { content: { name: path.split("/").at(-1), path, sha: this.sha(), type: "file" }, commit: { sha, tree: { sha: tree }, parents: parents.map((parent) => ({ sha: parent })), message: str(fields.message) } });
  }

  /** The Git data API (refs, trees, commits, blobs), which refuses an empty repository. */
  private gitData(repo: Repo, method: string, rest: string, fields: Record<string, unknown>): Response {
    if (repo.head === null) return json(409, { message: "Git Repository is empty.", documentation_url: `${DOCS}/git` });
    const head = repo.head;
    if (method === "GET" && rest === `/git/ref/heads/${repo.branch}`) return json(200, { ref: `refs/heads/${repo.branch}`, object: { sha: head, type: "commit" } });
    if (method === "POST" && rest === "/git/blobs") {
      const sha = this.sha();
      repo.blobs.set(sha, fields.encoding === "base64" ? Buffer.from(str(fields.content), "base64").toString("utf8") : str(fields.content));
      return json(201, { sha, url: "" });
    }
    if (method === "POST" && rest === "/git/trees") return this.createTree(repo, fields);
    if (method === "POST" && rest === "/git/commits") {
      const tree = str(fields.tree);
      const parents = Array.isArray(fields.parents) ? fields.parents.map(str) : [];
      if (!repo.trees.has(tree) || parents.some((parent) => !repo.commits.has(parent))) return json(422, { message: "Tree SHA does not exist", documentation_url: DOCS });
      const sha = this.sha();
      repo.commits.set(sha, { tree, parents, message: str(fields.message) });
      return json(201, { sha, tree: { sha: tree }, parents: parents.map((parent) => ({ sha: parent })) });
    }
    if (method === "PATCH" && rest === `/git/refs/heads/${repo.branch}`) {
      const sha = str(fields.sha);
      const commit = repo.commits.get(sha);
      if (!commit) return json(422, { message: "Object does not exist", documentation_url: DOCS });
      if (fields.force !== true && !commit.parents.includes(head)) return json(422, { message: "Update is not a fast forward", documentation_url: DOCS });
      repo.head = sha;
      return json(200, { ref: `refs/heads/${repo.branch}`, object: { sha, type: "commit" } });
    }
    return json(404, { message: "Not Found", documentation_url: DOCS });
  }

  private createTree(repo: Repo, fields: Record<string, unknown>): Response {
    const base = str(fields.base_tree);
    if (base && !repo.trees.has(base)) return json(422, { message: "Invalid tree info", documentation_url: DOCS });
    const files = new Map((base ? (repo.trees.get(base) ?? []) : []).map((file) => [file.path, file]));
    for (const entry of Array.isArray(fields.tree) ? fields.tree.filter(isRecord) : []) {
      const path = str(entry.path);
      // GitHub: "Use either tree.sha or content to specify the contents of the entry. Using both will return an error."
      if (entry.sha !== undefined && entry.content !== undefined) return json(422, { message: "Invalid tree info: use either sha or content", documentation_url: DOCS });
      if (entry.sha === null) {
        files.delete(path);
        continue;
      }
      const content = typeof entry.content === "string" ? entry.content : repo.blobs.get(str(entry.sha));
      if (entry.type !== "blob" || content === undefined) return json(422, { message: "Invalid tree info", documentation_url: DOCS });
      files.set(path, { path, mode: str(entry.mode), content });
    }
    const sha = this.sha();
    repo.trees.set(sha, [...files.values()]);
    return json(201, { sha, tree: [...files.values()].map((file) => ({ path: file.path, mode: file.mode, type: "blob" })) });
  }
}
