import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signUp } from "../../tests/setup/api";
import { waitForSettled } from "../../tests/setup/engine";
import { followed } from "../../tests/setup/deployments";
import { loginFor } from "../../tests/setup/fake-github";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";
import { fileStructureResponseSchema, historyResponseSchema, type ProjectFile } from "../contract/files";
import { createDb } from "../db/client";
import { branchChanges } from "../integrations/github-branch";
import { commitOutsideChanges } from "./task-files";

// "Use Cursor AI" changes the project's files: a Cursor agent's finished branch is read from GitHub (the fake,
// tests/setup/fake-github.ts) and comes back as a checkpoint, merged with what the owner changed meanwhile.

async function files(token: string, projectId: string): Promise<Map<string, ProjectFile>> {
  const structure = fileStructureResponseSchema.parse((await call("GET", `/project-files/${projectId}/files`, { token })).body).structure;
  return new Map(Object.values(structure).flatMap((group) => group.files.map((file) => [file.path, file] as const)));
}

describe("a Cursor agent's branch", () => {
  it("comes back as a checkpoint of Cursor's, merged with the owner's edits since the hand-off", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { name: "Branch Bakery", wizard_data: FULL_WIZARD });
    await call("POST", `/projects/${project.id}/start`, { token });
    await waitForSettled(token, project.id);
    const githubToken = `cursor-branch-${crypto.randomUUID()}`;
    await call("PUT", "/integrations/github", { token, body: { token: githubToken } });
    expect((await call("POST", `/projects/${project.id}/deployments`, { token, body: { target: "github" } })).status).toBe(202);
    expect((await followed(token, project.id)).status).toBe("succeeded");
    const handedOffAt = historyResponseSchema.parse((await call("GET", `/project-files/${project.id}/checkpoints`, { token })).body).current;
    const fullName = `${loginFor(githubToken)}/branch-bakery`;
    const before = await files(token, project.id);
    const readme = before.get("README.md");
    const removed = [...before.keys()].find((path) => path.startsWith("docs/") && path !== "docs/REQUIREMENTS.md");
    if (!readme || !removed) throw new Error("the project lacks the files this test changes");

    // Cursor's agent works on its branch: appends to the README, adds a file, deletes one.
    const branch = "cursor/bc-test";
    const commit = await fetch(`http://github.test/_fake/repos/${fullName}/commits`, {
      method: "POST",
      body: JSON.stringify({
        branch,
        from: "main",
        files: [
          { path: "README.md", content: `${readme.content}\nSee docs/OPENING-HOURS.md.\n` },
          { path: "docs/OPENING-HOURS.md", content: "# Opening hours\n\nOrders close at 8 pm the day before.\n" },
        ],
        delete: [removed],
      }),
    });
    expect(commit.status).toBe(201);
    // Meanwhile the owner edits the README's first line in AppForge.
    const edited = readme.content.replace(/^.*$/m, "# Branch Bakery (edited by the owner)");
    expect((await call("PUT", `/project-files/${project.id}/file`, { token, body: { path: "README.md", content: edited, baseHash: readme.hash } })).status).toBe(200);

    const read = await branchChanges({ baseUrl: "http://github.test/api/v3", token: githubToken }, fullName, "main", branch);
    const outcome = await commitOutsideChanges(
      createDb(env.DB),
      project.id,
      { kind: "cursor", actor: "Cursor", reason: `Cursor's branch ${branch}`, taskName: `Cursor's branch ${branch}` },
      read.changes,
      handedOffAt,
    );
    expect(outcome.conflicts).toEqual([]);
    expect(outcome.merged).toEqual(["README.md"]);
    expect(outcome.checkpoint).toMatchObject({ kind: "cursor", actor: "Cursor" });
    expect(outcome.checkpoint?.files).toEqual(
      [
        { path: "README.md", change: "modified" },
        { path: "docs/OPENING-HOURS.md", change: "added" },
        { path: removed, change: "deleted" },
      ].sort((a, b) => a.path.localeCompare(b.path)),
    );
    const after = await files(token, project.id);
    expect(after.get("README.md")?.content).toBe(`${edited}\nSee docs/OPENING-HOURS.md.\n`);
    expect(after.get("docs/OPENING-HOURS.md")?.content).toContain("Orders close at 8 pm the day before.");
    expect(after.has(removed)).toBe(false);
    // The history shows it as Cursor's.
    const history = historyResponseSchema.parse((await call("GET", `/project-files/${project.id}/checkpoints`, { token })).body);
    expect(history.checkpoints[0]).toMatchObject({ kind: "cursor", reason: `Cursor's branch ${branch}` });
  });
});
