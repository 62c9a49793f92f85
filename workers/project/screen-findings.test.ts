import { env, runInDurableObject } from "cloudflare:test";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import { call, signUp } from "../../tests/setup/api";
import { tasksOf, waitForSettled } from "../../tests/setup/engine";
import { builtPreview } from "../../tests/setup/preview";
import { createProject } from "../../tests/setup/projects";
import { previewVisitSchema, reportScreensResponseSchema } from "../contract/preview";
import { BAKERY } from "../engine/generators/test-inputs";
import { builtinRunner, type TaskRunner } from "../engine/run-task";
import type { ProjectRoom } from "./project-room";

async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("a screen report that comes while the agents work", () => {
  it("changes nothing until they finish, then is qa's finding", async () => {
    const owner = await signUp("Waiting Screens");
    const project = await createProject(owner.token, { name: "Waiting Bakery", wizard_data: BAKERY.wizardData });
    // qa waits until released: the frontend is written and its preview built while the project still works.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await runInDurableObject(await getServerByName(env.ProjectRoom, project.id), (room: ProjectRoom) => {
      const holdingQa: TaskRunner = async (input) => {
        if (input.task.key === "qa") await held;
        return builtinRunner(input);
      };
      room.setTaskRunner(holdingQa);
    });
    expect((await call("POST", `/projects/${project.id}/start`, { token: owner.token })).status).toBe(200);
    await until(async () => (await tasksOf(owner.token, project.id)).some((task) => task.key === "qa" && task.status === "in_progress"));
    // AppForge builds the preview once the frontend is written; qa's own files later do not change it.
    const version = (await builtPreview(owner.token, project.id)).build?.version ?? "none";
    const visit = previewVisitSchema.parse((await call("POST", `/project-files/${project.id}/preview/visit`, { token: owner.token })).body);
    const failing = visit.screens.find((screen) => screen.path === "/dashboard")?.path;
    expect(failing).toBe("/dashboard");
    const results = visit.screens.map(({ path }) => (path === failing ? { path, ok: false, problems: ["GET /api/analytics/summary answered 500"] } : { path, ok: true, problems: [] }));

    const answer = await call("POST", `/project-files/${project.id}/preview/screens`, { token: owner.token, body: { version, results } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(reportScreensResponseSchema.parse(answer.body).outcome).toBe("waiting");
    expect((await tasksOf(owner.token, project.id)).some((task) => task.status === "failed")).toBe(false);

    release();
    expect((await waitForSettled(owner.token, project.id, 45_000)).status).toBe("failed");
    const tasks = await tasksOf(owner.token, project.id);
    const failed = tasks.filter((task) => task.status === "failed");
    // The dashboard's own task wrote its screen.
    expect(failed.map((task) => task.key).sort()).toEqual(["qa", "ui-dashboard"]);
    expect(failed.find((task) => task.key === "ui-dashboard")?.error).toContain("/dashboard: GET /api/analytics/summary answered 500 (frontend/src/screens/Dashboard.tsx)");
    // Once recorded, never again for the same build.
    const again = await call("POST", `/project-files/${project.id}/preview/screens`, { token: owner.token, body: { version, results } });
    expect(reportScreensResponseSchema.parse(again.body).outcome).toBe("already");
  }, 90_000);
});
