import { z } from "zod";
import { toBase64 } from "../encoding";
import { bearer, ProviderError, providerCall, type ProviderApi, type ProviderClient } from "./provider-http";

/**
 * GitHub over its REST API: who a token belongs to; a push of a project's files as one commit through the
 * Git data API (a tree built on the branch head's tree, a commit on that head, the branch moved to it),
 * whatever the number of files (a branch's own changes are read in github-branch.ts). GitHub's Git data API
 * refuses a repository with no commit (409 "Git Repository is empty."), so an empty repository, a new one
 * included, first gets one of the project's files through the contents API
 * (PUT /repos/{owner}/{repo}/contents/{path}), as GitHub's guide "Using the REST API to interact with your
 * Git database" says to. The base URL is configurable (GitHub Enterprise Server, a local server in tests).
 */

export const GITHUB_API_URL = "https://api.github.com";

export { ProviderError } from "./provider-http";
export type GitHubClient = ProviderClient;

const errorBody = z
  .object({
    message: z.string().optional(),
    errors: z.array(z.union([z.string(), z.object({ resource: z.string().optional(), field: z.string().optional(), code: z.string().optional(), message: z.string().optional() }).passthrough()])).optional(),
  })
  .passthrough();

/** GitHub's words for a repository that has no commit yet, on its Git data endpoints. */
export class EmptyRepository extends ProviderError {
  constructor(message: string) {
    super("refused", `GitHub says the repository is empty (${message}).`);
  }
}

/** What a refused call was doing, in the user's words. */
function operationOf(method: string, path: string): string {
  if (method === "POST" && path === "/user/repos") return "the repository's creation";
  if (path.includes("/contents/")) return "the repository's first file";
  if (path.includes("/git/")) return "the commit of the project's files";
  return `${method} ${path}`;
}

const githubApi: ProviderApi = {
  label: "GitHub",
  headers: (token) => ({ Accept: "application/vnd.github+json", ...bearer(token), "X-GitHub-Api-Version": "2022-11-28" }),
  // GitHub's validation errors: a message, and each refused field's own message or its field and code.
  messageOf: (body) => {
    const details = errorBody.safeParse(body);
    if (!details.success) return "";
    const errors = (details.data.errors ?? [])
      .map((error) => (typeof error === "string" ? error : (error.message ?? [error.field, error.code].filter(Boolean).join(" "))))
      .filter(Boolean);
    const message = (details.data.message ?? "").replace(/\s+/g, " ").trim();
    return errors.length > 0 ? `${message} (${errors.join("; ")})`.trim() : message;
  },
  classify: ({ status, message, headers, method, path }) => {
    const limited = headers.get("x-ratelimit-remaining") === "0" || status === 429 || /rate limit/i.test(message);
    if (limited) {
      const reset = Number(headers.get("x-ratelimit-reset"));
      const when = Number.isFinite(reset) && reset > 0 ? ` after ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC` : " later";
      return new ProviderError("rate_limited", `GitHub's rate limit for this token is reached: try again${when}.`);
    }
    if (status === 422 && /already exists/i.test(message)) return new ProviderError("name_taken", "name taken");
    if (status === 409 && /repository is empty/i.test(message)) return new EmptyRepository(message);
    if (status === 409) return new ProviderError("refused", `GitHub refused ${operationOf(method, path)}, which conflicts with the repository as it is now: ${message || "conflict"}`);
    if (status === 422) return new ProviderError("refused", `GitHub refused ${operationOf(method, path)}: ${message || "the request is not valid"}`);
    if (status === 403) return new ProviderError("refused", `GitHub refused: ${message || "forbidden"}. The token needs access to create repositories and write their contents.`);
    if (status === 404) return new ProviderError("not_found", `GitHub has no ${path}`);
    return null;
  },
};

/** One call to GitHub's REST API, its answer read with `schema`; any refusal is a ProviderError in the user's words. */
export const githubCall = <T>(client: GitHubClient, method: string, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> =>
  providerCall(githubApi, client, method, path, schema, body);
const call = githubCall;

const userSchema = z.object({ login: z.string() });
const repoSchema = z.object({ full_name: z.string(), html_url: z.string(), default_branch: z.string() });
const refSchema = z.object({ object: z.object({ sha: z.string() }) });
export const shaSchema = z.object({ sha: z.string() });
const commitSchema = z.object({ sha: z.string(), tree: shaSchema });
const contentsSchema = z.object({ commit: commitSchema });
/** GET git/trees/{tree_sha}?recursive=1: every entry below the tree; `truncated` past GitHub's 100,000 entries. */
export const treeListingSchema = z.object({
  sha: z.string(),
  truncated: z.boolean(),
  tree: z.array(z.object({ path: z.string(), mode: z.string(), type: z.string(), sha: z.string(), size: z.number().int().nonnegative().optional() })),
});

/** GitHub's longest repository description; it refuses control characters in one (422). */
export const DESCRIPTION_MAX = 350;

/** A description GitHub accepts: control characters and line breaks made spaces, spaces collapsed, at most 350 characters. */
export function repositoryDescription(text: string): string {
  const flat = text.replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, " ").replace(/\s+/g, " ").trim();
  // Cut by code point, so a character outside the BMP is never halved.
  return Array.from(flat).slice(0, DESCRIPTION_MAX).join("").trim();
}

/** The account a token belongs to ("connected as NAME"); a bad token is a ProviderError. */
export async function githubAccount(client: GitHubClient): Promise<string> {
  return (await call(client, "GET", "/user", userSchema)).login;
}

export interface PushRequest {
  /** The repository's name when one is created. */
  name: string;
  description: string;
  /** The project's repository from an earlier push (its web address): reused when it still exists. */
  existing: string | null;
  /** The project's files now: each is written, whatever the repository held at its path. */
  files: readonly { path: string; content: string }[];
  /**
   * Paths AppForge pushed before that the project no longer has (deleted or renamed in AppForge): deleted
   * from the repository when it still has them. Any other file in the repository (the user's own, a merged
   * pull request's) is kept.
   */
  removed: readonly string[];
  message: string;
}

export interface PushResult {
  url: string;
  fullName: string;
  /** The branch's head after the push: the new commit, or the head as it was when `unchanged`. */
  commit: string;
  branch: string;
  created: boolean;
  /** The branch already held exactly these files (and none of `removed`): no commit was made. */
  unchanged: boolean;
  /** The paths of `removed` the repository had, deleted by this push. */
  deleted: string[];
}

/** "owner/name" from a repository's web address, when it is one. */
export function repositoryOf(url: string): string | null {
  const match = /\/([^/]+)\/([^/]+?)\/?$/.exec(url);
  return match ? `${match[1]}/${match[2]}` : null;
}

async function repository(client: GitHubClient, request: PushRequest): Promise<{ repo: z.infer<typeof repoSchema>; created: boolean }> {
  const existing = request.existing ? repositoryOf(request.existing) : null;
  if (existing) {
    try {
      return { repo: await call(client, "GET", `/repos/${existing}`, repoSchema), created: false };
    } catch (error) {
      // A repository deleted since the last push is created again; anything else is the user's to know.
      if (!(error instanceof ProviderError && error.failure === "not_found")) throw error;
    }
  }
  try {
    const description = repositoryDescription(request.description);
    const repo = await call(client, "POST", "/user/repos", repoSchema, { name: request.name, ...(description ? { description } : {}), private: true });
    return { repo, created: true };
  } catch (error) {
    if (error instanceof ProviderError && error.failure === "name_taken") {
      throw new ProviderError("name_taken", `A repository named ${request.name} already exists on your GitHub account: rename the project, or remove or rename that repository.`);
    }
    throw error;
  }
}

/** The commit the default branch points at, or null when the repository has none yet (GitHub answers 409). */
async function headOf(client: GitHubClient, fullName: string, branch: string): Promise<string | null> {
  try {
    return (await call(client, "GET", `/repos/${fullName}/git/ref/heads/${branch}`, refSchema)).object.sha;
  } catch (error) {
    if (error instanceof EmptyRepository) return null;
    throw error;
  }
}

/** A path or branch name in a URL: each segment encoded, its slashes kept. */
export const encodePath = (path: string) => path.split("/").map(encodeURIComponent).join("/");

/**
 * An empty repository's first commit, through the contents API (the Git data API refuses an empty
 * repository): the project's README, or its first file. The push's own commit then builds on it.
 */
async function firstCommit(client: GitHubClient, fullName: string, request: PushRequest): Promise<z.infer<typeof commitSchema>> {
  const first = request.files.find((file) => file.path === "README.md") ?? request.files[0] ?? { path: "README.md", content: `# ${request.name}\n` };
  const created = await call(client, "PUT", `/repos/${fullName}/contents/${encodePath(first.path)}`, contentsSchema, {
    message: `AppForge: start the repository with ${first.path}`,
    content: toBase64(new TextEncoder().encode(first.content)),
  });
  return created.commit;
}

/**
 * The files of `removed` that the tree has, with their modes: GitHub refuses to delete a path its base tree
 * does not have (422), so a path the user already deleted on GitHub is left alone. Past GitHub's listing
 * limit (`truncated`) an unlisted path cannot be known to be there, and is left too.
 */
async function presentFiles(client: GitHubClient, fullName: string, tree: string, paths: readonly string[]): Promise<{ path: string; mode: string }[]> {
  if (paths.length === 0) return [];
  const listing = await call(client, "GET", `/repos/${fullName}/git/trees/${tree}?recursive=1`, treeListingSchema);
  const files = new Map(listing.tree.filter((entry) => entry.type === "blob").map((entry) => [entry.path, entry.mode]));
  return paths.flatMap((path) => {
    const mode = files.get(path);
    return mode === undefined ? [] : [{ path, mode }];
  });
}

const modeOf = (file: { path: string; content: string }) => (file.path.endsWith(".sh") || file.content.startsWith("#!") ? "100755" : "100644");

/**
 * The project's files in one commit on the repository's default branch; the repository is created when
 * needed. The new tree is the head's tree with every project file written over it and the `removed` paths
 * deleted, so files AppForge never wrote stay. GitHub names a tree by its content: a tree equal to the
 * head's means the branch already holds these files, and no empty commit is made.
 */
export async function pushToGitHub(client: GitHubClient, request: PushRequest): Promise<PushResult> {
  const { repo, created } = await repository(client, request);
  const branch = encodeURIComponent(repo.default_branch);
  const head = await headOf(client, repo.full_name, branch);
  const base = head ? await call(client, "GET", `/repos/${repo.full_name}/git/commits/${head}`, commitSchema) : await firstCommit(client, repo.full_name, request);
  const current = new Set(request.files.map((file) => file.path));
  const deleted = await presentFiles(client, repo.full_name, base.tree.sha, [...new Set(request.removed)].filter((path) => !current.has(path)));
  const tree = await call(client, "POST", `/repos/${repo.full_name}/git/trees`, shaSchema, {
    base_tree: base.tree.sha,
    tree: [
      ...request.files.map((file) => ({ path: file.path, mode: modeOf(file), type: "blob", content: file.content })),
      // "If the value is null then the file will be deleted."
      ...deleted.map((file) => ({ path: file.path, mode: file.mode, type: "blob", sha: null })),
    ],
  });
  const pushed = { url: repo.html_url, fullName: repo.full_name, branch: repo.default_branch, created, deleted: deleted.map((file) => file.path) };
  // The same tree: the head already has these files (a first commit made just now is this push's own).
  if (tree.sha === base.tree.sha) return { ...pushed, commit: base.sha, unchanged: head !== null };
  const commit = await call(client, "POST", `/repos/${repo.full_name}/git/commits`, shaSchema, { message: request.message, tree: tree.sha, parents: [base.sha] });
  await call(client, "PATCH", `/repos/${repo.full_name}/git/refs/heads/${branch}`, z.unknown(), { sha: commit.sha, force: false });
  return { ...pushed, commit: commit.sha, unchanged: false };
}
