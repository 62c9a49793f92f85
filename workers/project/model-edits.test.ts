import { describe, expect, it } from "vitest";
import { responsesResponseSchema } from "../contract/agents";
import { fileStructureResponseSchema, historyResponseSchema } from "../contract/files";
import { call, signUp } from "../../tests/setup/api";
import { tasksOf, waitForSettled } from "../../tests/setup/engine";
import { endpointAgents, fresh, projectWithAgents, runToEnd } from "../../tests/setup/model-room";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";
import { EDITS_NEED_A_MODEL } from "../engine/replan";

// A message the records cannot express, with a model configured (the fake endpoint, tests/setup/fake-model.ts):
// the re-plan hands it to the agent that owns the code, whose model edits the files as a checkpoint.

async function send(token: string, projectId: string, message: string) {
  expect((await call("POST", `/agents/${projectId}/message`, { token, body: { agent_type: "all", message } })).status).toBe(201);
}

async function layoutOf(token: string, projectId: string): Promise<string> {
  const structure = fileStructureResponseSchema.parse((await call("GET", `/project-files/${projectId}/files`, { token })).body).structure;
  const files = Object.values(structure).flatMap((group) => group.files);
  return files.filter((file) => file.path.startsWith("frontend/src/") && file.content.includes("<header")).map((file) => file.content).join("\n");
}

const historyOf = async (token: string, projectId: string) => historyResponseSchema.parse((await call("GET", `/project-files/${projectId}/checkpoints`, { token })).body);

async function responseOf(token: string, projectId: string, taskKey: string): Promise<string> {
  const task = (await tasksOf(token, projectId)).find((candidate) => candidate.key === taskKey);
  const responses = responsesResponseSchema.parse((await call("GET", `/agents/${projectId}/responses`, { token })).body).responses;
  return responses.find((response) => response.task_id === task?.id)?.response ?? "";
}

describe("code from a message, written by the model", () => {
  it("makes the header green: the frontend agent's model edits the layout as a checkpoint, and says what changed", async () => {
    const { token, project } = await projectWithAgents(endpointAgents([{ id: fresh("editor") }]));
    expect((await runToEnd(token, project.id)).status).toBe("completed");
    expect(await layoutOf(token, project.id)).not.toContain("#15803d");

    await send(token, project.id, "Make the header green");
    expect((await runToEnd(token, project.id)).status).toBe("completed");
    const tasks = await tasksOf(token, project.id);
    const edit = tasks.find((task) => task.key === "edit-1");
    expect(edit).toMatchObject({ agent_type: "frontend", status: "completed", name: "Code for your message (1)" });
    expect(await layoutOf(token, project.id)).toContain("#15803d");
    const history = await historyOf(token, project.id);
    const made = history.checkpoints.find((checkpoint) => checkpoint.kind === "model");
    expect(made).toMatchObject({ actor: "frontend", taskId: edit?.id });
    expect(made?.files.every((file) => file.path.startsWith("frontend/src/"))).toBe(true);
    const said = await responseOf(token, project.id, "edit-1");
    expect(said).toContain(made?.files[0]?.path ?? "?");
    expect(await responseOf(token, project.id, "replan-1")).toContain('The frontend agent writes the code it needs: "Code for your message (1)".');
  });

  it("sends a broken edit back once with its problems, and keeps the fixed one", async () => {
    const { token, project } = await projectWithAgents(endpointAgents([{ id: fresh("editor-broken-once") }]));
    expect((await runToEnd(token, project.id)).status).toBe("completed");
    await send(token, project.id, "Make the header green");
    expect((await runToEnd(token, project.id)).status).toBe("completed");
    expect(await layoutOf(token, project.id)).toContain("#15803d");
    const models = (await historyOf(token, project.id)).checkpoints.filter((checkpoint) => checkpoint.kind === "model");
    // The broken edit, then the fix on top of it.
    expect(models).toHaveLength(2);
    expect((await historyOf(token, project.id)).checkpoints.some((checkpoint) => checkpoint.kind === "restore")).toBe(false);
  });

  it("restores the files when the edit is still broken after the problems went back, and says why", async () => {
    const { token, project } = await projectWithAgents(endpointAgents([{ id: fresh("editor-broken-twice") }]));
    expect((await runToEnd(token, project.id)).status).toBe("completed");
    const before = await layoutOf(token, project.id);
    await send(token, project.id, "Make the header green");
    expect((await runToEnd(token, project.id)).status).toBe("completed");
    expect(await layoutOf(token, project.id)).toBe(before);
    const history = await historyOf(token, project.id);
    // Its two broken checkpoints, then the restore (qa's re-run may follow).
    const edits = history.checkpoints.filter((checkpoint) => checkpoint.kind === "model" || checkpoint.kind === "restore").reverse();
    expect(edits.map((checkpoint) => checkpoint.kind)).toEqual(["model", "model", "restore"]);
    expect(edits[2]).toMatchObject({ actor: "frontend", restoredFrom: (edits[0]?.seq ?? 0) - 1 });
    expect(await responseOf(token, project.id, "edit-1")).toMatch(/restored/i);
  });

  it("offers the business rules the vocabulary cannot say to the model as a backend task before qa", async () => {
    const { token, project } = await projectWithAgents(endpointAgents([{ id: fresh("editor") }]), FULL_WIZARD);
    expect((await runToEnd(token, project.id)).status).toBe("completed");
    const tasks = await tasksOf(token, project.id);
    const ruleCode = tasks.find((task) => task.key === "rule-code");
    expect(ruleCode).toMatchObject({ agent_type: "backend", status: "completed" });
    expect(tasks.find((task) => task.key === "qa")?.depends_on).toContain(ruleCode?.id);
    // The fake model's edit is no rule's code: qa's report still lists the rule as offered, not written.
    const structure = fileStructureResponseSchema.parse((await call("GET", `/project-files/${project.id}/files`, { token })).body).structure;
    const report = Object.values(structure).flatMap((group) => group.files).find((file) => file.path === "docs/QA-REPORT.md")?.content ?? "";
    expect(report).toContain("offered to the model, not yet written");
  });

  it("without a model, the message's response says that code needs one and how to configure it", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    await call("POST", `/projects/${project.id}/start`, { token });
    await waitForSettled(token, project.id);
    await send(token, project.id, "Make the header green");
    await waitForSettled(token, project.id);
    expect(await responseOf(token, project.id, "replan-1")).toContain(EDITS_NEED_A_MODEL);
    expect((await tasksOf(token, project.id)).some((task) => task.key.startsWith("edit-"))).toBe(false);
  });
});
