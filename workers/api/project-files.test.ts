import { describe, expect, it } from "vitest";
import {
  conflictsResponseSchema,
  diffResponseSchema,
  fileChangedSchema,
  fileChangeResponseSchema,
  fileStructureResponseSchema,
  FILE_LIMITS,
  historyResponseSchema,
  type ProjectFile,
} from "../contract/files";
import { call, signUp } from "../../tests/setup/api";
import { waitForSettled } from "../../tests/setup/engine";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";

async function finishedProject() {
  const { token } = await signUp();
  const project = await createProject(token, { wizard_data: FULL_WIZARD });
  await call("POST", `/projects/${project.id}/start`, { token });
  expect((await waitForSettled(token, project.id)).status).toBe("completed");
  return { token, projectId: project.id };
}

async function filesOf(token: string, projectId: string): Promise<Map<string, ProjectFile>> {
  const structure = fileStructureResponseSchema.parse((await call("GET", `/project-files/${projectId}/files`, { token })).body).structure;
  return new Map(Object.values(structure).flatMap((group) => group.files.map((file) => [file.path, file] as const)));
}

const history = async (token: string, projectId: string) => historyResponseSchema.parse((await call("GET", `/project-files/${projectId}/checkpoints`, { token })).body);

describe("editing a project's files", () => {
  it("saves an edit as a checkpoint of the owner's, with qa's problems in the file, and the files API, ZIP and preview read it", async () => {
    const { token, projectId } = await finishedProject();
    const files = await filesOf(token, projectId);
    const app = [...files.values()].find((file) => file.path.startsWith("frontend/src/") && file.path.endsWith(".tsx"));
    if (!app) throw new Error("no frontend component");
    const before = await history(token, projectId);
    // Each task of the plan made a checkpoint.
    expect(before.checkpoints.some((checkpoint) => checkpoint.kind === "task")).toBe(true);

    const edited = `${app.content}\nexport const EDITED = "by hand";\n`;
    const saved = await call("PUT", `/project-files/${projectId}/file`, { token, body: { path: app.path, content: edited, baseHash: app.hash } });
    expect(saved.status).toBe(200);
    const answer = fileChangeResponseSchema.parse(saved.body);
    expect(answer.checkpoint).toMatchObject({ kind: "user", actor: "you", reason: `Edited ${app.path}`, files: [{ path: app.path, change: "modified" }] });
    expect(answer.checkpoint?.seq).toBe((before.current ?? 0) + 1);
    expect(answer.problems).toEqual([]);
    expect(answer.checked).toBe(1);
    expect(answer.file?.content).toBe(edited);
    expect((await filesOf(token, projectId)).get(app.path)?.content).toBe(edited);
    const sources = (await call("GET", `/project-files/${projectId}/preview/sources`, { token })).body as { files: { path: string; content: string }[] };
    expect(sources.files.find((file) => file.path === app.path)?.content).toBe(edited);

    // A broken save is kept (nothing is lost) and answers the problem with its file and line.
    const broken = `${edited}\nexport const BROKEN = {;\n`;
    const current = (await filesOf(token, projectId)).get(app.path);
    const refused = fileChangeResponseSchema.parse((await call("PUT", `/project-files/${projectId}/file`, { token, body: { path: app.path, content: broken, baseHash: current?.hash } })).body);
    expect(refused.problems[0]).toMatchObject({ path: app.path, check: "parse" });
    expect(refused.problems[0]?.line).toBeGreaterThan(1);
    expect((await filesOf(token, projectId)).get(app.path)?.content).toBe(broken);
  });

  it("answers 409 with both versions to a save from an older version, and overwrites nothing", async () => {
    const { token, projectId } = await finishedProject();
    const readme = (await filesOf(token, projectId)).get("README.md");
    if (!readme) throw new Error("no README");
    const first = await call("PUT", `/project-files/${projectId}/file`, { token, body: { path: "README.md", content: "# Tab one\n", baseHash: readme.hash } });
    expect(first.status).toBe(200);
    const second = await call("PUT", `/project-files/${projectId}/file`, { token, body: { path: "README.md", content: "# Tab two\n", baseHash: readme.hash } });
    expect(second.status).toBe(409);
    const changed = fileChangedSchema.parse(second.body);
    expect(changed.message).toContain("README.md changed since you opened it");
    expect(changed.current?.content).toBe("# Tab one\n");
    expect(changed.yours).toEqual({ path: "README.md", content: "# Tab two\n" });
    expect((await filesOf(token, projectId)).get("README.md")?.content).toBe("# Tab one\n");

    // Creating a path that exists is refused too; deleting from an older version as well.
    expect((await call("PUT", `/project-files/${projectId}/file`, { token, body: { path: "README.md", content: "x", baseHash: null } })).status).toBe(409);
    expect((await call("POST", `/project-files/${projectId}/file/delete`, { token, body: { path: "README.md", baseHash: readme.hash } })).status).toBe(409);
  });

  it("checks paths and sizes, with the field and the limit named", async () => {
    const { token, projectId } = await finishedProject();
    for (const path of ["../escape.txt", "/etc/passwd", "a/../../b", "a//b", ".git/config", "frontend/.GIT/hooks/x", "C:/x", "a\\b", "bad\u0000name", "cafe\u0301.md"]) {
      const answer = await call("PUT", `/project-files/${projectId}/file`, { token, body: { path, content: "x", baseHash: null } });
      expect(answer.status, path).toBe(400);
      expect(String(answer.body.message), path).toMatch(/^path: /);
    }
    // A folder, a file as a folder, and a name differing only in case.
    for (const [path, said] of [
      ["frontend", "frontend is a folder of the project"],
      ["README.md/notes.md", "README.md is a file, so it cannot hold README.md/notes.md"],
      ["readme.md", "README.md exists already, differing only in case"],
    ] as const) {
      const answer = await call("PUT", `/project-files/${projectId}/file`, { token, body: { path, content: "x", baseHash: null } });
      expect(answer.status, path).toBe(409);
      expect(String(answer.body.message), path).toContain(said);
    }
    const long = await call("PUT", `/project-files/${projectId}/file`, { token, body: { path: "big.txt", content: "x".repeat(FILE_LIMITS.fileBytes + 1), baseHash: null } });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^content: must be at most 500,000 characters/);
    // Within the characters, past the bytes: each euro sign is three bytes in UTF-8.
    const big = await call("PUT", `/project-files/${projectId}/file`, { token, body: { path: "big.txt", content: "\u20ac".repeat(200_000), baseHash: null } });
    expect(big.status).toBe(413);
    expect(big.body.message).toContain("big.txt is 600 KB: a file may hold at most 500 KB");
    expect((await filesOf(token, projectId)).has("big.txt")).toBe(false);
  });

  it("creates, renames and deletes files, each a checkpoint", async () => {
    const { token, projectId } = await finishedProject();
    const created = fileChangeResponseSchema.parse((await call("PUT", `/project-files/${projectId}/file`, { token, body: { path: "notes/ideas.md", content: "# Ideas\n", baseHash: null } })).body);
    expect(created.checkpoint?.files).toEqual([{ path: "notes/ideas.md", change: "added" }]);
    expect(created.file).toMatchObject({ type: "documentation", category: "docs" });
    const renamed = fileChangeResponseSchema.parse(
      (await call("POST", `/project-files/${projectId}/file/rename`, { token, body: { from: "notes/ideas.md", to: "docs/ideas.md", baseHash: created.file?.hash } })).body,
    );
    expect(renamed.checkpoint?.files).toEqual([
      { path: "docs/ideas.md", change: "added" },
      { path: "notes/ideas.md", change: "deleted" },
    ]);
    const deleted = fileChangeResponseSchema.parse(
      (await call("POST", `/project-files/${projectId}/file/delete`, { token, body: { path: "docs/ideas.md", baseHash: renamed.file?.hash } })).body,
    );
    expect(deleted.checkpoint?.files).toEqual([{ path: "docs/ideas.md", change: "deleted" }]);
    expect((await filesOf(token, projectId)).has("docs/ideas.md")).toBe(false);
  });

  it("shows the diff between two checkpoints and restores one as a new checkpoint", async () => {
    const { token, projectId } = await finishedProject();
    const readme = (await filesOf(token, projectId)).get("README.md");
    if (!readme) throw new Error("no README");
    const start = (await history(token, projectId)).current ?? 0;
    await call("PUT", `/project-files/${projectId}/file`, { token, body: { path: "README.md", content: `${readme.content}Edited line\n`, baseHash: readme.hash } });
    const diff = diffResponseSchema.parse((await call("GET", `/project-files/${projectId}/checkpoints/diff?from=${start}&to=${start + 1}`, { token })).body);
    expect(diff.files).toHaveLength(1);
    expect(diff.files[0]).toMatchObject({ path: "README.md", change: "modified" });
    expect(diff.files[0]?.hunks.flatMap((hunk) => hunk.lines)).toContain("+Edited line");

    const restored = fileChangeResponseSchema.parse((await call("POST", `/project-files/${projectId}/checkpoints/${start}/restore`, { token })).body);
    expect(restored.checkpoint).toMatchObject({ kind: "restore", restoredFrom: start, seq: start + 2, files: [{ path: "README.md", change: "modified" }] });
    expect((await filesOf(token, projectId)).get("README.md")?.content).toBe(readme.content);
    // The restore stored no content twice: the README's original was already kept.
    const after = await history(token, projectId);
    expect(after.checkpoints[0]?.seq).toBe(start + 2);

    expect((await call("POST", `/project-files/${projectId}/checkpoints/999/restore`, { token })).status).toBe(404);
    expect((await call("GET", `/project-files/${projectId}/checkpoints/diff?from=0&to=999`, { token })).status).toBe(404);
    expect((await call("GET", `/project-files/${projectId}/checkpoints/diff?from=x&to=1`, { token })).status).toBe(400);
  });

  it("has no conflicts while nothing was regenerated over an edit", async () => {
    const { token, projectId } = await finishedProject();
    expect(conflictsResponseSchema.parse((await call("GET", `/project-files/${projectId}/conflicts`, { token })).body).conflicts).toEqual([]);
    const missing = await call("POST", `/project-files/${projectId}/conflicts/${crypto.randomUUID()}/resolve`, { token, body: { pick: "mine" } });
    expect(missing.status).toBe(404);
  });
});
