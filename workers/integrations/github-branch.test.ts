import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FILE_LIMITS } from "../contract/files";
import { toBase64 } from "../encoding";
import { ProviderError, pushToGitHub, type GitHubClient } from "./github";
import { branchChanges, COMPARE_FILES_MAX, defaultBranch } from "./github-branch";

/**
 * A branch's changes read back from GitHub, against the local stand-in (tests/setup/fake-github.ts), whose
 * comparison and blobs answer as GitHub's description has them: files "added", "modified", "removed" or
 * "renamed" (with previous_filename) since the merge base, at most 300; blobs base64 in 60-character lines.
 */

const API = env.GITHUB_API_URL;

/** A client for `token`, and the calls it made without a body ("METHOD /path"). */
function clientFor(token: string): { client: GitHubClient; read: string[] } {
  const read: string[] = [];
  const counting: typeof fetch = (input, init) => {
    if (init?.body === undefined || init.body === null) read.push(`${init?.method ?? "GET"} ${new URL(String(input)).pathname.replace(/^\/api\/v3/, "")}`);
    return fetch(input, init);
  };
  return { client: { baseUrl: API, token, fetch: counting }, read };
}

type OutsideFile = { path: string; content?: string; base64?: string; mode?: string };
/** A commit made on GitHub by someone other than AppForge: here, Cursor's agent on its branch. */
const commitOutside = async (fullName: string, change: { branch: string; from?: string; files?: OutsideFile[]; delete?: string[] }) =>
  z.object({ sha: z.string() }).parse(await (await fetch(`http://github.test/_fake/repos/${fullName}/commits`, { method: "POST", body: JSON.stringify(change) })).json());

const projectFiles = [
  { path: "README.md", content: "# Corner Bakery\n" },
  { path: "src/app.ts", content: "export const orders = [];\n" },
  { path: "src/old.ts", content: "export const legacy = true;\n" },
  { path: "src/moved.ts", content: "export const moved = 1;\n" },
];

async function pushedProject(token: string, name: string): Promise<{ client: GitHubClient; read: string[]; fullName: string }> {
  const { client, read } = clientFor(token);
  const pushed = await pushToGitHub(client, { name, description: "", existing: null, files: projectFiles, removed: [], message: "AppForge: Corner Bakery" });
  return { client, read, fullName: pushed.fullName };
}

const bytes = (...values: number[]) => toBase64(new Uint8Array(values));

describe("a branch's changes", () => {
  it("are the files it wrote (their text) and deleted since it left its base, whatever the base did meanwhile", async () => {
    const { client, read, fullName } = await pushedProject("gh-branch-token", "branch-changes");
    await commitOutside(fullName, {
      branch: "cursor/orders",
      from: "main",
      files: [
        { path: "src/app.ts", content: "export const orders = ['croissant'];\n" },
        { path: "src/new.ts", content: "export const fresh = 'é';\n" },
        { path: "src/lib/moved.ts", content: "export const moved = 1;\n" },
      ],
      delete: ["src/old.ts", "src/moved.ts"],
    });
    await commitOutside(fullName, {
      branch: "cursor/orders",
      files: [
        { path: "assets/logo.png", base64: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00) },
        { path: "docs/latin1.txt", base64: bytes(0x63, 0x61, 0x66, 0xe9) },
        { path: "data/big.json", content: "x".repeat(FILE_LIMITS.fileBytes + 1) },
        { path: "link", content: "src/app.ts", mode: "120000" },
      ],
    });
    // The default branch moves on meanwhile: its change is not the branch's.
    await commitOutside(fullName, { branch: "main", files: [{ path: "README.md", content: "# Changed on main\n" }] });

    const raw = z
      .object({ status: z.string(), files: z.array(z.object({ filename: z.string(), status: z.string(), previous_filename: z.string().optional() })) })
      .parse(await (await fetch(`${API}/repos/${fullName}/compare/main...cursor/orders`, { headers: { Authorization: "Bearer gh-branch-token" } })).json());
    expect(raw.status).toBe("diverged");
    expect(raw.files.find((file) => file.filename === "src/lib/moved.ts")).toEqual({ filename: "src/lib/moved.ts", status: "renamed", previous_filename: "src/moved.ts" });

    expect(await defaultBranch(client, fullName)).toBe("main");
    const before = read.length;
    const branch = await branchChanges(client, fullName, "main", "cursor/orders");
    expect(branch.changes).toEqual([
      { path: "src/app.ts", content: "export const orders = ['croissant'];\n" },
      { path: "src/lib/moved.ts", content: "export const moved = 1;\n" },
      { path: "src/moved.ts", content: null },
      { path: "src/new.ts", content: "export const fresh = 'é';\n" },
      { path: "src/old.ts", content: null },
    ]);
    expect(branch.skipped).toEqual([
      "assets/logo.png: binary, not UTF-8 text",
      `data/big.json: ${Math.ceil((FILE_LIMITS.fileBytes + 1) / 1000)} KB, over the 500 KB a project file may hold`,
      "docs/latin1.txt: binary, not UTF-8 text",
      "link: a symbolic link, not a file",
    ]);
    expect(branch).toMatchObject({ truncated: false, compareUrl: `http://github.test/${fullName}/compare/main...cursor/orders` });
    // The comparison, the head's tree, and a blob for each text read or checked: never the large file's nor the link's.
    const calls = read.slice(before);
    expect(calls[0]).toBe(`GET /repos/${fullName}/compare/main...cursor/orders`);
    expect(calls[1]).toMatch(new RegExp(`^GET /repos/${fullName}/git/trees/\\w+$`));
    expect(calls.slice(2).every((call) => call.startsWith(`GET /repos/${fullName}/git/blobs/`))).toBe(true);
    expect(calls.slice(2)).toHaveLength(5);
  });

  it("keep a renamed file's old path when its new one is left out", async () => {
    const { client, fullName } = await pushedProject("gh-rename-binary-token", "rename-binary");
    await commitOutside(fullName, { branch: "cursor/rename", from: "main", files: [{ path: "src/app.bin", base64: bytes(0xff, 0xfe, 0x00) }] });
    await commitOutside(fullName, { branch: "cursor/rename2", from: "cursor/rename", files: [{ path: "src/renamed.bin", base64: bytes(0xff, 0xfe, 0x00) }], delete: ["src/app.bin"] });
    const branch = await branchChanges(client, fullName, "cursor/rename", "cursor/rename2");
    expect(branch.changes).toEqual([]);
    expect(branch.skipped).toEqual(["src/renamed.bin: binary, not UTF-8 text (renamed from src/app.bin, which is kept)"]);
  });

  it("say when GitHub's list of 300 files was reached, and hold at most that many", async () => {
    const { client, fullName } = await pushedProject("gh-many-files-token", "many-files");
    const many = Array.from({ length: COMPARE_FILES_MAX + 5 }, (_, index) => ({ path: `gen/file-${String(index).padStart(3, "0")}.ts`, content: `export const n = ${index};\n` }));
    await commitOutside(fullName, { branch: "cursor/many", from: "main", files: many });
    const branch = await branchChanges(client, fullName, "main", "cursor/many");
    expect(branch.truncated).toBe(true);
    expect(branch.changes).toHaveLength(COMPARE_FILES_MAX);
    expect(branch.changes[0]).toEqual({ path: "gen/file-000.ts", content: "export const n = 0;\n" });
  });

  it("are none for a branch that changed nothing, and a branch that is not there is GitHub's not_found", async () => {
    const { client, fullName } = await pushedProject("gh-no-branch-token", "no-branch");
    await commitOutside(fullName, { branch: "cursor/idle", from: "main" });
    expect(await branchChanges(client, fullName, "main", "cursor/idle")).toMatchObject({ changes: [], skipped: [], truncated: false });
    const missing = await branchChanges(client, fullName, "main", "cursor/deleted").then(
      () => null,
      (error: unknown) => error,
    );
    expect(missing).toBeInstanceOf(ProviderError);
    expect(missing).toMatchObject({ failure: "not_found" });
  });
});
