import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loginFor } from "../../tests/setup/fake-github";
import { DESCRIPTION_MAX, ProviderError, pushToGitHub, repositoryDescription, type GitHubClient, type PushRequest } from "./github";

/**
 * The GitHub adapter against the local stand-in (tests/setup/fake-github.ts), which answers as GitHub's
 * OpenAPI description and documentation have it: every body checked against its operation's request-body
 * schema, 409 "Git Repository is empty." on the Git data endpoints of a repository with no commit, 422 for
 * a description with control characters.
 */

const API = env.GITHUB_API_URL;

/** A client for `token`, and the requests it sent with a body ("METHOD /path"). */
function clientFor(token: string): { client: GitHubClient; sent: string[] } {
  const sent: string[] = [];
  const counting: typeof fetch = (input, init) => {
    if (init?.body !== undefined && init.body !== null) sent.push(`${init.method ?? "GET"} ${new URL(String(input)).pathname.replace(/^\/api\/v3/, "")}`);
    return fetch(input, init);
  };
  return { client: { baseUrl: API, token, fetch: counting }, sent };
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

const request = (overrides: Partial<PushRequest> = {}): PushRequest => ({ name: "corner-bakery", description: "Orders for a small bakery", existing: null, files, message: "AppForge: Corner Bakery (3 files)", ...overrides });

const repoSchema = z.object({
  head: z.string().nullable(),
  parents: z.array(z.string()).optional(),
  files: z.array(z.object({ path: z.string(), mode: z.string(), content: z.string() })),
  description: z.string().nullable(),
  commits: z.number(),
});
const inspect = async (fullName: string) => repoSchema.parse(await (await fetch(`http://github.test/_fake/repos/${fullName}`)).json());

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

describe("every request body the GitHub adapter sends", () => {
  it("matches the request-body schema of its operation in GitHub's OpenAPI description", async () => {
    const token = "gh-schema-token";
    const { client, sent } = clientFor(token);
    const first = await pushToGitHub(client, request({ name: "schema-checked", description: "Checked\nagainst GitHub's description" }));
    await pushToGitHub(client, request({ existing: first.url }));
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
