import { describe, expect, it } from "vitest";
import { responsesResponseSchema } from "../contract/agents";
import { call, signUp } from "../../tests/setup/api";
import { tasksOf, waitForSettled } from "../../tests/setup/engine";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";

async function send(token: string, projectId: string, message: string) {
  return call("POST", `/agents/${projectId}/message`, { token, body: { agent_type: "all", message } });
}

async function filesOf(token: string, projectId: string) {
  return ((await call("GET", `/project-files/${projectId}/download`, { token })).body as { files: { path: string; content: string }[] }).files;
}

describe("a message after the plan ran re-plans (built-in engine)", () => {
  it("re-does the finished work the message changes as new tasks, then qa, and lists them", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    await call("POST", `/projects/${project.id}/start`, { token });
    expect((await waitForSettled(token, project.id)).status).toBe("completed");
    const before = await tasksOf(token, project.id);

    const sent = await send(token, project.id, "Orders need a pickup slot of two hours");
    expect(sent).toMatchObject({
      status: 201,
      body: { message: 'Message sent to all agents; the architect re-plans the finished work it changes ("Re-plan for your message (1)")' },
    });
    expect((await waitForSettled(token, project.id)).status).toBe("completed");

    const after = await tasksOf(token, project.id);
    const replan = after.find((task) => task.key === "replan-1");
    expect(replan).toMatchObject({ status: "completed", agent_type: "architect" });
    const followUps = after.filter((task) => task.key.endsWith("#1"));
    expect(followUps.length).toBeGreaterThan(0);
    expect(after).toHaveLength(before.length + 1 + followUps.length);
    expect(followUps.every((task) => task.status === "completed" && task.depends_on.includes(replan?.id ?? ""))).toBe(true);
    // qa checks the new work last.
    expect(followUps.at(-1)?.key).toBe("qa#1");

    const responses = responsesResponseSchema.parse((await call("GET", `/agents/${project.id}/responses`, { token })).body).responses;
    const said = responses.find((response) => response.task_id === replan?.id)?.response ?? "";
    expect(said).toContain('Read your message "Orders need a pickup slot of two hours" and compared the finished work with the app model it gives.');
    expect(said).toContain(`New tasks: ${followUps.map((task) => task.name).join("; ")}.`);
    // The message is now a requirement in the documents the re-runs wrote.
    const requirements = (await filesOf(token, project.id)).find((file) => file.path === "docs/REQUIREMENTS.md")?.content ?? "";
    expect(requirements).toContain("Orders need a pickup slot of two hours");
  });

  it("adds no task while nothing has finished: the tasks still to run read the message", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const sent = await send(token, project.id, "Keep it simple");
    expect(sent.body).toMatchObject({ message: "Message sent to all agents; the next task will read it" });
    expect(await tasksOf(token, project.id)).toHaveLength(0);
  });
});
