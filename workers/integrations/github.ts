import { z } from "zod";
import { bearer, ProviderError, providerCall, type ProviderApi, type ProviderClient } from "./provider-http";

/**
 * GitHub over its REST API: who a token belongs to, and a push of a project's files as one commit through
 * the Git data API (the tree with every file's content inline, a commit on the branch's head, the branch
 * moved to it): six calls whatever the number of files. The base URL is configurable (GitHub Enterprise
 * Server, a local server in tests).
 */

export const GITHUB_API_URL = "https://api.github.com";

export { ProviderError } from "./provider-http";
export type GitHubClient = ProviderClient;

const errorBody = z.object({ message: z.string().optional(), errors: z.array(z.object({ message: z.string().optional() }).passthrough()).optional() }).passthrough();

const githubApi: ProviderApi = {
  label: "GitHub",
  headers: (token) => ({ Accept: "application/vnd.github+json", ...bearer(token), "X-GitHub-Api-Version": "2022-11-28" }),
  messageOf: (body) => {
    const details = errorBody.safeParse(body);
    if (!details.success) return "";
    const errors = (details.data.errors ?? []).map((error) => error.message ?? "").filter(Boolean);
    return [details.data.message ?? "", ...errors].filter(Boolean).join("; ");
  },
  classify: ({ status, message, headers, path }) => {
    const limited = headers.get("x-ratelimit-remaining") === "0" || status === 429 || /rate limit/i.test(message);
    if (limited) {
      const reset = Number(headers.get("x-ratelimit-reset"));
      const when = Number.isFinite(reset) && reset > 0 ? ` after ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC` : " later";
      return new ProviderError("rate_limited", `GitHub's rate limit for this token is reached: try again${when}.`);
    }
    if (status === 422 && /already exists/i.test(message)) return new ProviderError("name_taken", "name taken");
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
    // auto_init gives the repository a first commit, which the Git data API needs to build on.
    const repo = await call(client, "POST", "/user/repos", repoSchema, { name: request.name, description: request.description, private: true, auto_init: true });
    return { repo, created: true };
  } catch (error) {
    if (error instanceof ProviderError && error.failure === "name_taken") {
      throw new ProviderError("name_taken", `A repository named ${request.name} already exists on your GitHub account: rename the project, or remove or rename that repository.`);
    }
    throw error;
  }
}

/** Every file in one commit on the repository's default branch; the repository is created when needed. */
export async function pushToGitHub(client: GitHubClient, request: PushRequest): Promise<PushResult> {
  const { repo, created } = await repository(client, request);
  const branch = encodeURIComponent(repo.default_branch);
  const head = await call(client, "GET", `/repos/${repo.full_name}/git/ref/heads/${branch}`, refSchema);
  const tree = await call(client, "POST", `/repos/${repo.full_name}/git/trees`, shaSchema, {
    tree: request.files.map((file) => ({
      path: file.path,
      mode: file.path.endsWith(".sh") || file.content.startsWith("#!") ? "100755" : "100644",
      type: "blob",
      content: file.content,
    })),
  });
  const commit = await call(client, "POST", `/repos/${repo.full_name}/git/commits`, shaSchema, { message: request.message, tree: tree.sha, parents: [head.object.sha] });
  await call(client, "PATCH", `/repos/${repo.full_name}/git/refs/heads/${branch}`, z.unknown(), { sha: commit.sha, force: false });
  return { url: repo.html_url, fullName: repo.full_name, commit: commit.sha, branch: repo.default_branch, created };
}
