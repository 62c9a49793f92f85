import { Validator } from "@cfworker/json-schema";
import { z } from "zod";
import { GitStore, type TreeFile } from "./fake-git-store";
import { DOCS, FakeGitData, headOf, isRecord, json, notFound, str, utf8, type Repo } from "./fake-github-git";
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
 *   allowed"), and one longer than 350 characters too, with GitHub's validation error body;
 * - Git objects are named by their content (fake-git-store.ts; the Git data API and comparisons are served
 *   by fake-github-git.ts): the same files make the same tree SHA. A new tree starts from `base_tree`'s entries when one is given, else from nothing ("all files
 *   which were a part of the parent commit's tree and were not defined in the `tree` parameter will be listed
 *   as deleted"); an entry with `sha: null` deletes its path, and one for a path the base does not have is
 *   refused 422 "GitRPC::BadObjectState" ("Returns an error if you try to delete a file that does not
 *   exist"); an entry with both `sha` and `content` is refused;
 * - GET compare/{BASE...HEAD} answers the commits HEAD has since the merge base and the files changed since
 *   it (at most 300), each "added", "modified", "removed" or "renamed" (the same content under a new path,
 *   with previous_filename); GET git/blobs/{sha} answers a blob's bytes base64-encoded in 60-character lines.
 * Tokens: "bad-token" is refused (401), "limited-token" is out of rate limit (403 with
 * x-ratelimit-remaining: 0); any other token is the account loginFor(token). A repository named
 * "taken-name" already exists on every account (422). For tests: GET /_fake/repos/<owner>/<name>[?branch=]
 * answers what a repository (its default branch, or that branch) holds now; POST
 * /_fake/repos/<owner>/<name>/commits makes a commit as someone other than AppForge would (see
 * `commitHookSchema`), starting the branch from `from` when it does not exist yet; GET
 * /_fake/checks?login=<login> answers the bodies that account sent, each with its operation, and the
 * violations among them.
 */

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

/** A commit made by someone other than AppForge (a user's own push, a merged pull request, an agent's branch). */
const commitHookSchema = z.object({
  branch: z.string().min(1),
  /** The branch a new `branch` starts from (default: it starts with no parent when the repository is empty). */
  from: z.string().optional(),
  message: z.string().default("A change made outside AppForge"),
  /** Text as `content`, or any bytes as `base64`. */
  files: z.array(z.object({ path: z.string().min(1), content: z.string().optional(), base64: z.string().optional(), mode: z.string().default("100644") })).default([]),
  delete: z.array(z.string()).default([]),
});

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
    if (path.startsWith("/_fake/")) return this.testHook(method, path, url, request);
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
    if (!match || !repo || repo.owner !== login) return notFound();
    const rest = match[3] ?? "";
    const api = `${url.origin}${url.pathname.startsWith("/api/v3") ? "/api/v3" : ""}/repos/${repo.owner}/${repo.name}`;
    if (method === "GET" && rest === "") return json(200, this.repoJson(repo));
    const contents = /^\/contents\/(.+)$/.exec(rest);
    if (method === "PUT" && contents) return this.putContents(repo, decodeURIComponent(contents[1] ?? ""), fields);
    const git = new FakeGitData(repo, `${this.webBase}/${repo.owner}/${repo.name}`, api);
    const compare = /^\/compare\/(.+)$/.exec(rest);
    if (method === "GET" && compare) return git.compare(compare[1] ?? "");
    if (rest.startsWith("/git/")) return git.gitData(method, rest, fields, url.searchParams);
    return notFound();
  }

  /** What tests read and write directly: a repository as it is now, its checked bodies, a commit made by someone else. */
  private async testHook(method: string, path: string, url: URL, request: Request): Promise<Response> {
    if (path === "/_fake/checks") return json(200, this.checks.filter((entry) => entry.login === url.searchParams.get("login")));
    const match = /^\/_fake\/repos\/([^/]+)\/([^/]+)(\/commits)?$/.exec(path);
    const repo = match ? this.repos.get(`${match[1]}/${match[2]}`) : undefined;
    if (!match || !repo) return json(404, { message: "Not Found" });
    if (method === "POST" && match[3]) return this.commitFromOutside(repo, commitHookSchema.parse(await request.json()));
    const head = repo.git.branches.get(url.searchParams.get("branch") ?? repo.branch);
    const commit = head ? repo.git.commits.get(head) : undefined;
    const files = repo.git.filesAt(head).map((file) => ({ path: file.path, mode: file.mode, content: new TextDecoder().decode(repo.git.blobs.get(file.sha)) }));
    return json(200, { head: head ?? null, message: commit?.message, parents: commit?.parents, files, description: repo.description, commits: repo.git.commits.size });
  }

  private commitFromOutside(repo: Repo, change: z.infer<typeof commitHookSchema>): Response {
    const parent = repo.git.branches.get(change.branch) ?? (change.from === undefined ? undefined : repo.git.branches.get(change.from));
    if (change.from !== undefined && parent === undefined) return json(404, { message: `No branch ${change.from}` });
    const files = new Map(repo.git.filesAt(parent).map((file) => [file.path, file]));
    for (const path of change.delete) files.delete(path);
    for (const file of change.files) {
      const bytes = file.base64 !== undefined ? new Uint8Array(Buffer.from(file.base64, "base64")) : utf8(file.content ?? "");
      files.set(file.path, { path: file.path, mode: file.mode, sha: repo.git.writeBlob(bytes) });
    }
    const tree = repo.git.writeTree([...files.values()]);
    const sha = repo.git.writeCommit(tree, parent ? [parent] : [], change.message);
    if (repo.git.branches.size === 0) repo.branch = change.branch;
    repo.git.branches.set(change.branch, sha);
    return json(201, { sha, tree });
  }

  private createRepo(login: string, fields: Record<string, unknown>): Response {
    const name = str(fields.name);
    if (name === "taken-name" || this.repos.has(`${login}/${name}`)) return repositoryRefusal("name", "name already exists on this account");
    const problem = descriptionProblem(fields.description);
    if (problem) return repositoryRefusal("description", problem);
    const repo: Repo = { owner: login, name, description: str(fields.description) || null, branch: "main", git: new GitStore() };
    if (fields.auto_init === true) {
      const readme = repo.git.writeBlob(utf8(`# ${name}\n\n${repo.description ?? ""}\n`));
      const tree = repo.git.writeTree([{ path: "README.md", mode: "100644", sha: readme }]);
      repo.git.branches.set(repo.branch, repo.git.writeCommit(tree, [], "Initial commit"));
    }
    this.repos.set(`${login}/${name}`, repo);
    return json(201, this.repoJson(repo));
  }

  /** The contents API: the one way to write to an empty repository. */
  private putContents(repo: Repo, path: string, fields: Record<string, unknown>): Response {
    const branch = str(fields.branch) || repo.branch;
    const head = repo.git.branches.get(branch);
    const empty = headOf(repo) === null;
    if (!empty && head === undefined) return json(404, { message: `Branch ${branch} not found`, documentation_url: DOCS });
    const content = str(fields.content);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(content.replace(/\s/g, ""))) return json(422, { message: "content is not valid Base64", documentation_url: DOCS });
    const files = [...repo.git.filesAt(head)];
    const existing = files.findIndex((file) => file.path === path);
    if (existing >= 0 && !fields.sha) return json(422, { message: 'Invalid request.\n\n"sha" wasn\'t supplied.', documentation_url: DOCS });
    const entry: TreeFile = { path, mode: "100644", sha: repo.git.writeBlob(new Uint8Array(Buffer.from(content, "base64"))) };
    if (existing >= 0) files[existing] = entry;
    else files.push(entry);
    const tree = repo.git.writeTree(files);
    const parents = head ? [head] : [];
    const sha = repo.git.writeCommit(tree, parents, str(fields.message));
    repo.git.branches.set(branch, sha);
    // The first commit's branch is the repository's default branch.
    if (empty) repo.branch = branch;
    return json(existing >= 0 ? 200 : 201, {
      content: { name: path.split("/").at(-1), path, sha: entry.sha, type: "file" },
      commit: { sha, tree: { sha: tree }, parents: parents.map((parent) => ({ sha: parent })), message: str(fields.message) },
    });
  }
}
