import { z } from "zod";
import { toBase64 } from "../encoding";
import { bearer, ProviderError, providerCall, type ProviderApi, type ProviderClient } from "./provider-http";

/**
 * GitHub over its REST API: who a token belongs to, and a push of a project's files as one commit through
 * the Git data API (the tree with every file's content inline, a commit on the branch's head, the branch
 * moved to it), whatever the number of files. GitHub's Git data API refuses a repository with no commit
 * (409 "Git Repository is empty."), so an empty repository, a new one included, first gets one of the
 * project's files through the contents API (PUT /repos/{owner}/{repo}/contents/{path}), as GitHub's guide
 * "Using the REST API to interact with your Git database" says to. The base URL is configurable (GitHub
 * Enterprise Server, a local server in tests).
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

const call = <T>(client: GitHubClient, method: string, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> => providerCall(githubApi, client, method, path, schema, body);

const userSchema = z.object({ login: z.string() });
const repoSchema = z.object({ full_name: z.string(), html_url: z.string(), default_branch: z.string() });
const refSchema = z.object({ object: z.object({ sha: z.string() }) });
const shaSchema = z.object({ sha: z.string() });
const contentsSchema = z.object({ commit: shaSchema });

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
  files: readonly { path: string; content: string }[];
  message: string;
}

export interface PushResult {
  url: string;
  fullName: string;
  commit: string;
  branch: string;
  created: boolean;
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

const encodePath = (path: string) => path.split("/").map(encodeURIComponent).join("/");

/**
 * An empty repository's first commit, through the contents API (the Git data API refuses an empty
 * repository): the project's README, or its first file. The push's own commit then builds on it.
 */
async function firstCommit(client: GitHubClient, fullName: string, request: PushRequest): Promise<string> {
  const first = request.files.find((file) => file.path === "README.md") ?? request.files[0] ?? { path: "README.md", content: `# ${request.name}\n` };
  const created = await call(client, "PUT", `/repos/${fullName}/contents/${encodePath(first.path)}`, contentsSchema, {
    message: `AppForge: start the repository with ${first.path}`,
    content: toBase64(new TextEncoder().encode(first.content)),
  });
  return created.commit.sha;
}

/** Every file in one commit on the repository's default branch; the repository is created when needed. */
export async function pushToGitHub(client: GitHubClient, request: PushRequest): Promise<PushResult> {
  const { repo, created } = await repository(client, request);
  const branch = encodeURIComponent(repo.default_branch);
  const parent = (await headOf(client, repo.full_name, branch)) ?? (await firstCommit(client, repo.full_name, request));
  const tree = await call(client, "POST", `/repos/${repo.full_name}/git/trees`, shaSchema, {
    tree: request.files.map((file) => ({
      path: file.path,
      mode: file.path.endsWith(".sh") || file.content.startsWith("#!") ? "100755" : "100644",
      type: "blob",
      content: file.content,
    })),
  });
  const commit = await call(client, "POST", `/repos/${repo.full_name}/git/commits`, shaSchema, { message: request.message, tree: tree.sha, parents: [parent] });
  await call(client, "PATCH", `/repos/${repo.full_name}/git/refs/heads/${branch}`, z.unknown(), { sha: commit.sha, force: false });
  return { url: repo.html_url, fullName: repo.full_name, commit: commit.sha, branch: repo.default_branch, created };
}
