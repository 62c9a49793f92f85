import { describe, expect, it } from "vitest";
import { responsesResponseSchema } from "../contract/agents";
import { conflictsResponseSchema, fileChangeResponseSchema, fileStructureResponseSchema, historyResponseSchema, type ProjectFile } from "../contract/files";
import { call, signUp } from "../../tests/setup/api";
import { tasksOf, waitForSettled } from "../../tests/setup/engine";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";

// A re-plan runs generators again; their new output is merged into the files the owner edited, with their
// previous output as the base. docs/REQUIREMENTS.md is re-written by every re-plan (the message joins it).

const REQUIREMENTS = "docs/REQUIREMENTS.md";

async function finishedProject() {
  const { token } = await signUp();
  const project = await createProject(token, { wizard_data: FULL_WIZARD });
  await call("POST", `/projects/${project.id}/start`, { token });
  expect((await waitForSettled(token, project.id)).status).toBe("completed");
  return { token, projectId: project.id };
}

async function fileOf(token: string, projectId: string, path: string): Promise<ProjectFile> {
  const structure = fileStructureResponseSchema.parse((await call("GET", `/project-files/${projectId}/files`, { token })).body).structure;
  const file = Object.values(structure).flatMap((group) => group.files).find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} is not stored`);
  return file;
}

async function save(token: string, projectId: string, file: ProjectFile, content: string) {
  const answer = await call("PUT", `/project-files/${projectId}/file`, { token, body: { path: file.path, content, baseHash: file.hash } });
  expect(answer.status).toBe(200);
  return fileChangeResponseSchema.parse(answer.body);
}

async function replan(token: string, projectId: string, message: string) {
  await call("POST", `/agents/${projectId}/message`, { token, body: { agent_type: "all", message } });
  expect((await waitForSettled(token, projectId)).status).toBe("completed");
}

const responsesOf = async (token: string, projectId: string) => responsesResponseSchema.parse((await call("GET", `/agents/${projectId}/responses`, { token })).body).responses;

describe("regeneration keeps the owner's edits", () => {
  it("merges a generator's re-run cleanly into an edited file", async () => {
    const { token, projectId } = await finishedProject();
    const requirements = await fileOf(token, projectId, REQUIREMENTS);
    // An edit far from where the generator's change lands (the top line).
    const edited = `<!-- Reviewed by the owner -->\n${requirements.content}`;
    await save(token, projectId, requirements, edited);

    await replan(token, projectId, "Orders need a pickup slot of two hours");
    const merged = await fileOf(token, projectId, REQUIREMENTS);
    expect(merged.content.startsWith("<!-- Reviewed by the owner -->\n")).toBe(true);
    expect(merged.content).toContain("Orders need a pickup slot of two hours");
    const said = (await responsesOf(token, projectId)).map((response) => response.response).join("\n");
    expect(said).toContain(`Merged the generator's changes into your edited ${REQUIREMENTS}: your edits are kept.`);
    expect(conflictsResponseSchema.parse((await call("GET", `/project-files/${projectId}/conflicts`, { token })).body).conflicts).toEqual([]);
    // The re-run's checkpoint says so.
    const history = historyResponseSchema.parse((await call("GET", `/project-files/${projectId}/checkpoints`, { token })).body);
    expect(history.checkpoints.some((checkpoint) => checkpoint.kind === "task" && checkpoint.reason.endsWith("(merged with edits)"))).toBe(true);
  });

  it("keeps the edited version of a file whose merge conflicts, lists the conflict with both sides, and lets the owner pick", async () => {
    const { token, projectId } = await finishedProject();
    const requirements = await fileOf(token, projectId, REQUIREMENTS);
    // The owner rewrote the whole file: the generator's new line lands where the owner changed everything.
    const mine = "# Requirements\n\nWritten by the owner.\n";
    await save(token, projectId, requirements, mine);

    await replan(token, projectId, "Orders need a pickup slot of two hours");
    expect((await fileOf(token, projectId, REQUIREMENTS)).content).toBe(mine);
    const conflicts = conflictsResponseSchema.parse((await call("GET", `/project-files/${projectId}/conflicts`, { token })).body).conflicts;
    expect(conflicts).toHaveLength(1);
    const [conflict] = conflicts;
    expect(conflict).toMatchObject({ path: REQUIREMENTS, mine, base: requirements.content });
    expect(conflict?.generated).toContain("Orders need a pickup slot of two hours");
    const said = (await responsesOf(token, projectId)).map((response) => response.response).join("\n");
    expect(said).toContain(`Conflicts in ${REQUIREMENTS}: the generator changed lines you edited, so your version is kept.`);

    // The owner takes the generator's version: a checkpoint, and the conflict is closed.
    const resolved = await call("POST", `/project-files/${projectId}/conflicts/${conflict?.id}/resolve`, { token, body: { pick: "generated" } });
    expect(resolved.status).toBe(200);
    expect(fileChangeResponseSchema.parse(resolved.body).checkpoint).toMatchObject({ kind: "user", files: [{ path: REQUIREMENTS, change: "modified" }] });
    expect((await fileOf(token, projectId, REQUIREMENTS)).content).toBe(conflict?.generated);
    expect(conflictsResponseSchema.parse((await call("GET", `/project-files/${projectId}/conflicts`, { token })).body).conflicts).toEqual([]);
    expect((await call("POST", `/project-files/${projectId}/conflicts/${conflict?.id}/resolve`, { token, body: { pick: "mine" } })).status).toBe(404);

    // The next re-run merges against the generator's latest output: the owner's choice is not a conflict again.
    await replan(token, projectId, "Customers can leave a note with an order");
    expect(conflictsResponseSchema.parse((await call("GET", `/project-files/${projectId}/conflicts`, { token })).body).conflicts).toEqual([]);
  });

  it("does not bring back a file deleted by hand, and refuses to resolve a conflict over a newer save", async () => {
    const { token, projectId } = await finishedProject();
    const requirements = await fileOf(token, projectId, REQUIREMENTS);
    const deleted = await call("POST", `/project-files/${projectId}/file/delete`, { token, body: { path: REQUIREMENTS, baseHash: requirements.hash } });
    expect(deleted.status).toBe(200);
    await replan(token, projectId, "Orders need a pickup slot of two hours");
    const structure = fileStructureResponseSchema.parse((await call("GET", `/project-files/${projectId}/files`, { token })).body).structure;
    expect(Object.values(structure).flatMap((group) => group.files).some((file) => file.path === REQUIREMENTS)).toBe(false);
    const said = (await responsesOf(token, projectId)).map((response) => response.response).join("\n");
    expect(said).toContain(`Left ${REQUIREMENTS} deleted, as it was deleted by hand`);

    // A conflict, then a save of the file before the owner picks: taking the generator's side would overwrite it.
    const readme = await fileOf(token, projectId, "README.md");
    await save(token, projectId, readme, "# Mine\n");
    await call("POST", `/agents/${projectId}/message`, { token, body: { agent_type: "all", message: "Rename the shop to Crumb and Co" } });
    await waitForSettled(token, projectId);
    const open = conflictsResponseSchema.parse((await call("GET", `/project-files/${projectId}/conflicts`, { token })).body).conflicts;
    const conflict = open.find((candidate) => candidate.path === "README.md");
    if (conflict) {
      await save(token, projectId, await fileOf(token, projectId, "README.md"), "# Mine, saved again\n");
      const refused = await call("POST", `/project-files/${projectId}/conflicts/${conflict.id}/resolve`, { token, body: { pick: "generated" } });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: "file_changed", current: { content: "# Mine, saved again\n" } });
      expect((await fileOf(token, projectId, "README.md")).content).toBe("# Mine, saved again\n");
    }
  });

  it("treats a restored generated file as its generator's again: a later re-plan replaces it, and qa passes", async () => {
    const { token, projectId } = await finishedProject();
    const start = historyResponseSchema.parse((await call("GET", `/project-files/${projectId}/checkpoints`, { token })).body).current ?? 0;
    await replan(token, projectId, "Orders need a pickup slot of two hours");
    expect((await fileOf(token, projectId, REQUIREMENTS)).content).toContain("Orders need a pickup slot of two hours");

    // Back to the files from before that message: the re-run's files are the earlier runs' output again.
    const restored = await call("POST", `/project-files/${projectId}/checkpoints/${start}/restore`, { token });
    expect(restored.status).toBe(200);
    expect((await fileOf(token, projectId, REQUIREMENTS)).content).not.toContain("Orders need a pickup slot of two hours");

    // Nobody edited the restored files, so the next re-plan's generators replace them with output that carries
    // both messages (the first one is still the project's), rather than merging as if the restore were an edit.
    await replan(token, projectId, "Customers can leave a note with an order");
    const requirements = (await fileOf(token, projectId, REQUIREMENTS)).content;
    expect(requirements).toContain("Orders need a pickup slot of two hours");
    expect(requirements).toContain("Customers can leave a note with an order");
    const said = (await responsesOf(token, projectId)).map((response) => response.response).join("\n");
    expect(said).not.toContain("Merged the generator's changes into your edited");
    expect(conflictsResponseSchema.parse((await call("GET", `/project-files/${projectId}/conflicts`, { token })).body).conflicts).toEqual([]);
    const qa = (await tasksOf(token, projectId)).filter((task) => task.key.startsWith("qa"));
    expect(qa.every((task) => task.status === "completed")).toBe(true);
  });

  it("does not re-run a generator only because its file was edited", async () => {
    const { token, projectId } = await finishedProject();
    const readme = await fileOf(token, projectId, "README.md");
    const history = historyResponseSchema.parse((await call("GET", `/project-files/${projectId}/checkpoints`, { token })).body);
    const wroteIt = history.checkpoints.find((checkpoint) => checkpoint.files.some((file) => file.path === "README.md"))?.taskId;
    const writer = (await tasksOf(token, projectId)).find((task) => task.id === wroteIt);
    if (!writer) throw new Error("no task wrote README.md");
    await save(token, projectId, readme, `${readme.content}\nOwner's note.\n`);
    // A message that changes the requirements, not what README.md's generator writes.
    await replan(token, projectId, "Keep the tone friendly");
    const reruns = (await tasksOf(token, projectId)).filter((task) => task.key.includes("#"));
    expect(reruns.length).toBeGreaterThan(0);
    expect(reruns.map((task) => task.key)).not.toContain(`${writer.key}#1`);
    expect((await fileOf(token, projectId, "README.md")).content).toContain("Owner's note.");
  });
});
