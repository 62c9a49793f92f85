import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loginFor } from "../../tests/setup/fake-github";
import { DESCRIPTION_MAX, ProviderError, pushToGitHub, repositoryDescription, type GitHubClient, type PushRequest } from "./github";

/**
 * The GitHub adapter against the local stand-in (tests/setup/fake-github.ts), which answers as GitHub's
 * OpenAPI description and documentation have it: every body checked against its operation's request-body
 * schema, 409 "Git Repository is empty." on the Git data endpoints of a repository with no commit, 422 for
 * a description with control characters, trees built on `base_tree` with null-sha deletions, trees named by
 * their content. A commit "by someone else" is made through the fake's own door (commitOutside).
 */

const API = env.GITHUB_API_URL;

/** A client for `token`, the requests it sent with a body ("METHOD /path"), and the ones it sent without. */
function clientFor(token: string): { client: GitHubClient; sent: string[]; read: string[] } {
  const sent: string[] = [];
  const read: string[] = [];
  const counting: typeof fetch = (input, init) => {
    const call = `${init?.method ?? "GET"} ${new URL(String(input)).pathname.replace(/^\/api\/v3/, "")}`;
    (init?.body !== undefined && init.body !== null ? sent : read).push(call);
    return fetch(input, init);
  };
  return { client: { baseUrl: API, token, fetch: counting }, sent, read };
}

/** A client whose GitHub answers every call with `status` and `body`. */
const answering = (status: number, body: unknown): GitHubClient => ({
  baseUrl: API,
  token: "t",
  fetch: () => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })),
});

const files = [
  { path: "README.md", content: "# Corner Bakery\n\nOrders for a small bakery.\n" },
  { path: "backend/src/index.ts", content: "export const ready = true;\n" },
  { path: "scripts/start.sh", content: "#!/bin/sh\nnode backend/dist/index.js\n" },
];

const request = (overrides: Partial<PushRequest> = {}): PushRequest => ({
  name: "corner-bakery",
  description: "Orders for a small bakery",
  existing: null,
  files,
  removed: [],
  message: "AppForge: Corner Bakery (3 files)",
  ...overrides,
});

const repoSchema = z.object({
  head: z.string().nullable(),
  parents: z.array(z.string()).optional(),
  files: z.array(z.object({ path: z.string(), mode: z.string(), content: z.string() })),
  description: z.string().nullable(),
  commits: z.number(),
});
const inspect = async (fullName: string) => repoSchema.parse(await (await fetch(`http://github.test/_fake/repos/${fullName}`)).json());
const pathsOf = async (fullName: string) => (await inspect(fullName)).files.map((file) => file.path).sort();

/** A commit made on GitHub by someone other than AppForge (the user, a merged pull request). */
const commitOutside = async (fullName: string, change: { branch: string; from?: string; files?: { path: string; content?: string; base64?: string; mode?: string }[]; delete?: string[] }) =>
  z.object({ sha: z.string() }).parse(await (await fetch(`http://github.test/_fake/repos/${fullName}/commits`, { method: "POST", body: JSON.stringify(change) })).json());

const checkSchema = z.array(z.object({ method: z.string(), path: z.string(), operation: z.string().nullable(), errors: z.array(z.string()) }));
const checksOf = async (token: string) => checkSchema.parse(await (await fetch(`http://github.test/_fake/checks?login=${loginFor(token)}`)).json());

const github = (method: string, path: string, token: string, body?: unknown) =>
  fetch(`${API}${path}`, { method, headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });

const refusal = async (promise: Promise<unknown>): Promise<ProviderError> => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
};

describe("a repository's description", () => {
  it("is one GitHub accepts: control characters and line breaks made spaces, collapsed, at most 350 characters", () => {
    expect(repositoryDescription("Orders\nfor a\r\n\tsmall\u0000bakery\u007f\u2028 ")).toBe("Orders for a small bakery");
    const long = repositoryDescription(`${"🥐".repeat(200)} ${"x".repeat(400)}`);
    expect(Array.from(long)).toHaveLength(DESCRIPTION_MAX);
    expect(long.startsWith("🥐".repeat(200))).toBe(true);
    expect(repositoryDescription("\n\n")).toBe("");
  });

  it("with a line break no longer fails the push: the repository is created with the description made one line", async () => {
    const { client } = clientFor("gh-description-token");
    const pushed = await pushToGitHub(client, request({ name: "multi-line", description: `Orders for a small bakery.\nPickup and delivery.\t${"Long. ".repeat(100)}` }));
    const repo = await inspect(pushed.fullName);
    expect(repo.description).toMatch(/^Orders for a small bakery\. Pickup and delivery\. Long\. /);
    expect(Array.from(repo.description ?? "").length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });

  it("is refused by GitHub (and its stand-in) with a control character, and that 422 is read into what GitHub refused", async () => {
    const answer = await github("POST", "/user/repos", "gh-refusal-token", { name: "raw-description", description: "two\nlines" });
    expect(answer.status).toBe(422);
    const body = await answer.json();
    expect(body).toMatchObject({ message: "Repository creation failed.", errors: [{ resource: "Repository", field: "description", message: "description control characters are not allowed" }] });

    const read = await refusal(pushToGitHub(answering(422, body), request()));
    expect(read.failure).toBe("refused");
    expect(read.message).toBe("GitHub refused the repository's creation: Repository creation failed. (description control characters are not allowed)");
    expect(read.message).not.toContain("try again in a moment");
  });
});

describe("pushing to a repository with no commit", () => {
  it("answers 409 \"Git Repository is empty.\" on every Git data endpoint of an empty repository, as GitHub does", async () => {
    const token = "gh-empty-probe-token";
    const login = loginFor(token);
    expect((await github("POST", "/user/repos", token, { name: "empty-probe" })).status).toBe(201);
    const probes = [
      github("GET", `/repos/${login}/empty-probe/git/ref/heads/main`, token),
      github("POST", `/repos/${login}/empty-probe/git/blobs`, token, { content: "hi" }),
      github("POST", `/repos/${login}/empty-probe/git/trees`, token, { tree: [{ path: "a.txt", mode: "100644", type: "blob", content: "a" }] }),
      github("POST", `/repos/${login}/empty-probe/git/commits`, token, { message: "m", tree: "0".repeat(40) }),
      github("PATCH", `/repos/${login}/empty-probe/git/refs/heads/main`, token, { sha: "0".repeat(40) }),
    ];
    for (const answer of await Promise.all(probes)) {
      expect(answer.status).toBe(409);
      expect(await answer.json()).toMatchObject({ message: "Git Repository is empty." });
    }
  });

  it("starts a new repository through the contents API, then commits every file on top of it", async () => {
    const token = "gh-new-repo-token";
    const { client, sent } = clientFor(token);
    const pushed = await pushToGitHub(client, request());
    expect(pushed).toMatchObject({ fullName: `${loginFor(token)}/corner-bakery`, branch: "main", created: true });
    expect(sent).toEqual([
      "POST /user/repos",
      `PUT /repos/${pushed.fullName}/contents/README.md`,
      `POST /repos/${pushed.fullName}/git/trees`,
      `POST /repos/${pushed.fullName}/git/commits`,
      `PATCH /repos/${pushed.fullName}/git/refs/heads/main`,
    ]);
    const repo = await inspect(pushed.fullName);
    expect(repo.head).toBe(pushed.commit);
    expect(repo.files.map((file) => file.path).sort()).toEqual(files.map((file) => file.path).sort());
    expect(repo.files.find((file) => file.path === "scripts/start.sh")?.mode).toBe("100755");
    expect(repo.parents).toHaveLength(1);

    // Pushed again: the repository has a commit now, so the push builds on its head.
    const again = await pushToGitHub(client, request({ existing: pushed.url, files: [...files, { path: "docs/NOTES.md", content: "More\n" }] }));
    expect(again.created).toBe(false);
    expect((await inspect(pushed.fullName)).parents).toEqual([repo.head]);
  });

  it("pushes to an existing repository that is empty (created on GitHub without a first commit)", async () => {
    const token = "gh-existing-empty-token";
    const created = z.object({ html_url: z.string(), full_name: z.string() }).parse(await (await github("POST", "/user/repos", token, { name: "made-by-hand", auto_init: false })).json());
    const { client, sent } = clientFor(token);
    const pushed = await pushToGitHub(client, request({ name: "corner-bakery", existing: created.html_url }));
    expect(pushed).toMatchObject({ fullName: created.full_name, created: false });
    expect(sent[0]).toBe(`PUT /repos/${created.full_name}/contents/README.md`);
    expect((await inspect(created.full_name)).files.map((file) => file.path).sort()).toEqual(files.map((file) => file.path).sort());
  });

  it("reads a 409 by what GitHub says: an empty repository is not a taken name, nor is a moved branch", async () => {
    const moved = await refusal(pushToGitHub(answering(409, { message: "Reference cannot be updated", documentation_url: "https://docs.github.com/rest" }), request()));
    expect(moved.failure).toBe("refused");
    expect(moved.message).toBe("GitHub refused the repository's creation, which conflicts with the repository as it is now: Reference cannot be updated");
    const empty = await refusal(pushToGitHub(answering(409, { message: "Git Repository is empty." }), request()));
    expect(empty.failure).not.toBe("name_taken");
    expect(empty.message).toContain("Git Repository is empty.");
  });
});

describe("pushing over what the repository already holds", () => {
  it("keeps a file someone else committed: the next push builds on the head's tree", async () => {
    const { client } = clientFor("gh-foreign-token");
    const pushed = await pushToGitHub(client, request({ name: "kept-foreign" }));
    // The user adds a file on GitHub, and changes one of AppForge's.
    const outside = await commitOutside(pushed.fullName, {
      branch: "main",
      files: [
        { path: "docs/CONTRIBUTING.md", content: "Open a pull request.\n" },
        { path: "backend/src/index.ts", content: "export const ready = false;\n" },
      ],
    });

    const again = await pushToGitHub(client, request({ existing: pushed.url, files: [...files, { path: "docs/NOTES.md", content: "More\n" }] }));
    expect(again).toMatchObject({ unchanged: false, deleted: [] });
    const repo = await inspect(pushed.fullName);
    expect(repo.parents).toEqual([outside.sha]);
    expect(repo.files.map((file) => file.path).sort()).toEqual(["README.md", "backend/src/index.ts", "docs/CONTRIBUTING.md", "docs/NOTES.md", "scripts/start.sh"]);
    expect(repo.files.find((file) => file.path === "docs/CONTRIBUTING.md")?.content).toBe("Open a pull request.\n");
    // A project file is the project's: its current content is what the push writes.
    expect(repo.files.find((file) => file.path === "backend/src/index.ts")?.content).toBe("export const ready = true;\n");
  });

  it("deletes a path AppForge pushed before and no longer has, and only when the repository still has it", async () => {
    const { client } = clientFor("gh-removed-token");
    const withOld = [...files, { path: "src/old.ts", content: "old\n" }, { path: "src/gone.ts", content: "gone\n" }];
    const pushed = await pushToGitHub(client, request({ name: "removes-paths", files: withOld }));
    // The user already deleted src/gone.ts on GitHub: deleting it again would be refused (422), so it is left out.
    await commitOutside(pushed.fullName, { branch: "main", delete: ["src/gone.ts"], files: [{ path: "LICENSE", content: "MIT\n" }] });

    const again = await pushToGitHub(client, request({ existing: pushed.url, removed: ["src/old.ts", "src/gone.ts", "never/pushed.ts", "README.md"] }));
    // README.md is one of the project's files now: named in `removed` by mistake, it is written, not deleted.
    expect(again).toMatchObject({ unchanged: false, deleted: ["src/old.ts"] });
    expect(await pathsOf(pushed.fullName)).toEqual(["LICENSE", "README.md", "backend/src/index.ts", "scripts/start.sh"]);
  });

  it("makes no empty commit when the branch already holds these files, and says so", async () => {
    const { client, sent } = clientFor("gh-unchanged-token");
    const pushed = await pushToGitHub(client, request({ name: "unchanged-push" }));
    await commitOutside(pushed.fullName, { branch: "main", files: [{ path: "docs/CONTRIBUTING.md", content: "Hello\n" }] });
    const before = await inspect(pushed.fullName);
    const sentBefore = sent.length;

    const again = await pushToGitHub(client, request({ existing: pushed.url }));
    expect(again).toMatchObject({ unchanged: true, commit: before.head, deleted: [], created: false });
    expect(sent.slice(sentBefore)).toEqual([`POST /repos/${pushed.fullName}/git/trees`]);
    const after = await inspect(pushed.fullName);
    expect(after.head).toBe(before.head);
    expect(after.commits).toBe(before.commits);
  });

  it("a new repository's first push is never reported unchanged, even when the first file is all there is", async () => {
    const { client } = clientFor("gh-readme-only-token");
    const pushed = await pushToGitHub(client, request({ name: "readme-only", files: [files[0] ?? { path: "README.md", content: "x" }] }));
    expect(pushed).toMatchObject({ created: true, unchanged: false });
    expect((await inspect(pushed.fullName)).head).toBe(pushed.commit);
  });
});

describe("GitHub's tree creation, as its stand-in answers it", () => {
  it("refuses a null sha for a path the base tree does not have (\"Returns an error if you try to delete a file that does not exist\")", async () => {
    const token = "gh-null-sha-token";
    const { client } = clientFor(token);
    const pushed = await pushToGitHub(client, request({ name: "null-sha" }));
    const base = z.object({ tree: z.object({ sha: z.string() }) }).parse(await (await github("GET", `/repos/${pushed.fullName}/git/commits/${pushed.commit}`, token)).json()).tree.sha;
    const missing = await github("POST", `/repos/${pushed.fullName}/git/trees`, token, { base_tree: base, tree: [{ path: "not/there.ts", mode: "100644", type: "blob", sha: null }] });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ message: "GitRPC::BadObjectState" });

    const deleting = await github("POST", `/repos/${pushed.fullName}/git/trees`, token, { base_tree: base, tree: [{ path: "scripts/start.sh", mode: "100755", type: "blob", sha: null }] });
    expect(deleting.status).toBe(201);
    const tree = z.object({ sha: z.string(), tree: z.array(z.object({ path: z.string() })) }).parse(await deleting.json());
    expect(tree.tree.map((entry) => entry.path)).toEqual(["README.md", "backend"]);
    // Without base_tree, only the entries given.
    const alone = z.object({ tree: z.array(z.object({ path: z.string() })) }).parse(await (await github("POST", `/repos/${pushed.fullName}/git/trees`, token, { tree: [{ path: "a.txt", mode: "100644", type: "blob", content: "a" }] })).json());
    expect(alone.tree.map((entry) => entry.path)).toEqual(["a.txt"]);
    // The same files make the same tree.
    const same = z.object({ sha: z.string() }).parse(await (await github("POST", `/repos/${pushed.fullName}/git/trees`, token, { base_tree: base, tree: [] })).json());
    expect(same.sha).toBe(base);
  });
});

describe("every request body the GitHub adapter sends", () => {
  it("matches the request-body schema of its operation in GitHub's OpenAPI description", async () => {
    const token = "gh-schema-token";
    const { client, sent } = clientFor(token);
    const first = await pushToGitHub(client, request({ name: "schema-checked", description: "Checked\nagainst GitHub's description" }));
    // The second push deletes a file (a tree entry with a null sha) and changes another.
    const second = await pushToGitHub(client, request({ existing: first.url, files: [...files.slice(0, 2), { path: "docs/NOTES.md", content: "Notes\n" }], removed: ["scripts/start.sh"] }));
    expect(second.deleted).toEqual(["scripts/start.sh"]);
    const empty = z.object({ html_url: z.string() }).parse(await (await github("POST", "/user/repos", token, { name: "schema-empty" })).json());
    const fromEmpty = clientFor(token);
    await pushToGitHub(fromEmpty.client, request({ existing: empty.html_url }));

    const checks = await checksOf(token);
    // One check per body sent (the adapter's, and the one this test sent itself), each against a described operation.
    expect(checks).toHaveLength(sent.length + fromEmpty.sent.length + 1);
    expect(checks.filter((check) => check.errors.length > 0 || check.operation === null)).toEqual([]);
    expect(new Set(checks.map((check) => check.operation))).toEqual(
      new Set([
        "POST /user/repos",
        "PUT /repos/{owner}/{repo}/contents/{path}",
        "POST /repos/{owner}/{repo}/git/trees",
        "POST /repos/{owner}/{repo}/git/commits",
        "PATCH /repos/{owner}/{repo}/git/refs/{ref}",
      ]),
    );
  });

  it("would be refused, and recorded, when it does not match: the stand-in answers 422 like GitHub", async () => {
    const token = "gh-invalid-body-token";
    const answer = await github("POST", "/user/repos", token, { name: 42, private: "yes" });
    expect(answer.status).toBe(422);
    expect(z.object({ message: z.string() }).parse(await answer.json()).message).toMatch(/^Invalid request\.\n\n/);
    const unknownOperation = await github("POST", "/repos/x/y/git/matches", token, { any: true });
    expect(unknownOperation.status).toBe(422);
    const checks = await checksOf(token);
    expect(checks.map((check) => [check.operation, check.errors.length > 0])).toEqual([
      ["POST /user/repos", true],
      [null, true],
    ]);
  });
});
