import { env, runInDurableObject } from "cloudflare:test";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import { responsesResponseSchema } from "../contract/agents";
import { fileStructureResponseSchema } from "../contract/files";
import { call, signUp } from "../../tests/setup/api";
import { tasksOf, waitForSettled } from "../../tests/setup/engine";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";
import { builtinRunner, type TaskRunner } from "../engine/run-task";
import type { ProjectRoom } from "./project-room";

const REPORT = "docs/QA-REPORT.md";
const CORRUPTED = "frontend/src/api/client.ts";

async function filesOf(token: string, projectId: string) {
  const res = await call("GET", `/project-files/${projectId}/files`, { token });
  expect(res.status).toBe(200);
  return Object.values(fileStructureResponseSchema.parse(res.body).structure).flatMap((group) => group.files);
}

async function qaResponse(token: string, projectId: string, qaTaskId: string) {
  const res = await call("GET", `/agents/${projectId}/responses`, { token });
  const responses = responsesResponseSchema.parse(res.body).responses.filter((response) => response.task_id === qaTaskId);
  return responses.map((response) => response.response);
}

describe("the qa task", () => {
  it("checks the stored project, reports in its response and in docs/QA-REPORT.md", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    expect((await call("POST", `/projects/${project.id}/start`, { token })).status).toBe(200);
    expect((await waitForSettled(token, project.id)).status).toBe("completed");

    const qa = (await tasksOf(token, project.id)).find((task) => task.key === "qa");
    expect(qa).toMatchObject({ status: "completed", attempts: 1 });
    const [response] = await qaResponse(token, project.id, qa?.id ?? "");
    expect(response).toMatch(/QA checks passed: Checked \d+ files: all parse; \d+ relative imports resolve; \d+ packages declared; (\d+) of \1 requirements covered[.;]/);
    expect(response).toContain(REPORT);

    const report = (await filesOf(token, project.id)).find((file) => file.path === REPORT);
    expect(report).toMatchObject({ type: "documentation", category: "docs" });
    expect(report?.content).toContain("Result: **passed**");
    for (const title of ["Every JavaScript, TypeScript, Vue and JSON file parses", "Every relative import resolves to a generated file", "Every imported package is declared in its manifest", "Every requirement has code and a test"]) {
      expect(report?.content).toContain(`| ${title} | passed |`);
    }
  });

  it("lists what it cannot check (Python syntax, Vue templates) as not checked, never as passed", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD, tech_stack: ["vue", "python", "postgresql"] });
    expect((await call("POST", `/projects/${project.id}/start`, { token })).status).toBe(200);
    expect((await waitForSettled(token, project.id, 25_000)).status).toBe("completed");
    const qa = (await tasksOf(token, project.id)).find((task) => task.key === "qa");
    const [response] = await qaResponse(token, project.id, qa?.id ?? "");
    expect(response).toMatch(/not checked here: \d+ \.vue templates, \d+ \.py files \(syntax\)\./);
    const report = (await filesOf(token, project.id)).find((file) => file.path === REPORT)?.content ?? "";
    expect(report).toMatch(/\| \.py files \(syntax\) \| \d+ \| no Python parser in the engine/);
    expect(report).toMatch(/\| \.vue templates \| \d+ \|/);
  });

  it("fails on a stored file that no longer parses, names it and its task, and passes once that task is redone", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const stub = await getServerByName(env.ProjectRoom, project.id);
    // The app shell's first run writes the file broken (a generator's bug); its retry writes it whole again, which
    // the three-way merge takes since nobody edited the file since. qa must read what is stored.
    let corrupted = false;
    const corruptBeforeQa: TaskRunner = async (input) => {
      const output = await builtinRunner(input);
      if (input.task.key !== "app-shell" || corrupted) return output;
      corrupted = true;
      return { ...output, files: output.files.map((file) => (file.path === CORRUPTED ? { ...file, content: "export const client = ;\n" } : file)) };
    };
    await runInDurableObject(stub, (instance: ProjectRoom) => {
      instance.setTaskRunner(corruptBeforeQa);
    });
    await call("POST", `/projects/${project.id}/start`, { token });
    const settled = await waitForSettled(token, project.id);
    expect(settled.status).toBe("failed");
    expect(settled.agent_statuses.qa.status).toBe("error");
    expect(settled.agent_statuses.frontend.status).toBe("error");

    const tasks = await tasksOf(token, project.id);
    const qa = tasks.find((task) => task.key === "qa");
    const shell = tasks.find((task) => task.key === "app-shell");
    // A check failure is not retried automatically: the same files give the same answer.
    expect(qa).toMatchObject({ status: "failed", attempts: 1 });
    expect(qa?.error).toContain("1 of 5 QA checks failed: parse (1)");
    expect(qa?.error).toContain(`${CORRUPTED} does not parse`);
    expect(qa?.error).toContain(`written by task "${shell?.name}"`);
    expect(shell?.status).toBe("failed");
    expect(shell?.error).toContain(`QA found 1 problem in this task's work: ${CORRUPTED} does not parse`);
    expect(tasks.find((task) => task.key === "deployment")?.status).toBe("pending");

    const [response] = await qaResponse(token, project.id, qa?.id ?? "");
    expect(response).toContain("QA checks failed: Checked");
    expect(response).toContain("1 file does not parse");
    expect(response).toContain(`Sent back to "${shell?.name}" for a retry.`);
    const failedReport = (await filesOf(token, project.id)).find((file) => file.path === REPORT);
    expect(failedReport?.content).toContain("Result: **failed**");
    expect(failedReport?.content).toContain(`| parse | ${CORRUPTED}:1 | does not parse`);

    // Retrying the project redoes the app shell (rewriting the file), then qa, then deployment.
    const retried = await call("POST", `/projects/${project.id}/retry`, { token });
    expect(retried.status).toBe(200);
    expect((await waitForSettled(token, project.id)).status).toBe("completed");
    const after = await tasksOf(token, project.id);
    expect(after.every((task) => task.status === "completed")).toBe(true);
    const files = await filesOf(token, project.id);
    expect(files.find((file) => file.path === CORRUPTED)?.content).not.toContain("export const client = ;");
    expect(files.find((file) => file.path === REPORT)?.content).toContain("Result: **passed**");
    const responses = await qaResponse(token, project.id, qa?.id ?? "");
    expect(responses).toHaveLength(2);
    expect(responses[0]).toContain("QA checks passed");
  });

  it("says in its blame that a broken file was edited since its generator wrote it", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    await call("POST", `/projects/${project.id}/start`, { token });
    expect((await waitForSettled(token, project.id)).status).toBe("completed");
    const client = (await filesOf(token, project.id)).find((file) => file.path === CORRUPTED);
    if (!client) throw new Error(`${CORRUPTED} is not stored`);
    // The owner's save breaks the file (a broken save is kept); the next re-plan's qa reads it.
    const saved = await call("PUT", `/project-files/${project.id}/file`, { token, body: { path: CORRUPTED, content: `${client.content}\nexport const client = ;\n`, baseHash: client.hash } });
    expect(saved.status).toBe(200);
    await call("POST", `/agents/${project.id}/message`, { token, body: { agent_type: "all", message: "Keep the tone friendly" } });
    expect((await waitForSettled(token, project.id)).status).toBe("failed");

    const tasks = await tasksOf(token, project.id);
    const qa = tasks.find((task) => task.key.startsWith("qa#"));
    const edited = `${CORRUPTED} does not parse`;
    const note = "(edited by you, a model or Cursor since its generator wrote it)";
    expect(qa?.error).toContain(edited);
    expect(qa?.error).toContain(note);
    const blamed = tasks.filter((task) => task.status === "failed" && task.error?.startsWith("QA found"));
    expect(blamed.length).toBeGreaterThan(0);
    expect(blamed.every((task) => task.error?.includes(edited) && task.error.includes(note))).toBe(true);
  });
});
