import { env, runInDurableObject, SELF } from "cloudflare:test";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import { fileChangeResponseSchema, fileStructureResponseSchema } from "../contract/files";
import { previewStatusSchema, previewVisitSchema, type PreviewVisit } from "../contract/preview";
import { appModelSchema } from "../engine/model";
import { call, signUp } from "../../tests/setup/api";
import { waitForSettled } from "../../tests/setup/engine";
import { builtPreview } from "../../tests/setup/preview";
import { createProject } from "../../tests/setup/projects";
import { BAKERY } from "../engine/generators/test-inputs";
import { builtinRunner, type TaskRunner } from "../engine/run-task";
import type { ProjectRoom } from "./project-room";

// AppForge builds every preview itself: after each checkpoint the project's room compiles the frontend in the
// Worker and publishes it; no browser takes part. A build that fails keeps the last one that compiled live.


async function settledBakery() {
  const { token } = await signUp("Build owner");
  const project = await createProject(token, { name: "Built Bakery", wizard_data: BAKERY.wizardData });
  expect((await call("POST", `/projects/${project.id}/start`, { token })).status).toBe(200);
  expect((await waitForSettled(token, project.id, 25_000)).status).toBe("completed");
  return { token, projectId: project.id, status: await builtPreview(token, project.id) };
}

async function fileOf(token: string, projectId: string, path: string) {
  const { structure } = fileStructureResponseSchema.parse((await call("GET", `/project-files/${projectId}/files`, { token })).body);
  const file = Object.values(structure).flatMap((group) => group.files).find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} is not among the project's files`);
  return file;
}

async function save(token: string, projectId: string, path: string, content: string) {
  const current = await fileOf(token, projectId, path);
  const saved = await call("PUT", `/project-files/${projectId}/file`, { token, body: { path, content, baseHash: current.hash } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return fileChangeResponseSchema.parse(saved.body);
}

const APP = "frontend/src/App.tsx";

describe("the preview AppForge builds", () => {
  it("is published after the agents' work, and again after a save through the API, with no browser", async () => {
    const { token, projectId, status } = await settledBakery();
    expect(status.frontend).toBe("react");
    const first = await (await SELF.fetch(`${status.documentUrl}app.js`)).text();
    expect(first).toContain("frontend/src/App.tsx".replace("frontend/", ""));

    const app = await fileOf(token, projectId, APP);
    await save(token, projectId, APP, `${app.content}\nexport const SAVED_THROUGH_THE_API = "saved through the API";\n`);
    const rebuilt = await builtPreview(token, projectId, status.build?.version ?? null);
    expect(rebuilt.build?.version).not.toBe(status.build?.version);
    const script = await (await SELF.fetch(`${rebuilt.documentUrl}app.js`)).text();
    expect(script).toContain("saved through the API");
  });

  it("keeps the last build that compiled live when a save breaks the frontend, and names the file and line", async () => {
    const { token, projectId, status } = await settledBakery();
    const app = await fileOf(token, projectId, APP);
    const lines = app.content.split("\n").length;
    await save(token, projectId, APP, `${app.content}\nexport const BROKEN = <div>;\n`);
    const deadline = Date.now() + 20_000;
    let failed = previewStatusSchema.parse((await call("GET", `/project-files/${projectId}/preview`, { token })).body);
    while (failed.attempt?.status !== "failed") {
      if (Date.now() > deadline) throw new Error(`the broken build was not reported: ${JSON.stringify(failed.attempt)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      failed = previewStatusSchema.parse((await call("GET", `/project-files/${projectId}/preview`, { token })).body);
    }
    expect(failed.attempt.problems[0]).toMatchObject({ file: APP, line: lines + 1 });
    // The published build is the one before the broken save, and it is still served.
    expect(failed.build).toEqual(status.build);
    const served = await SELF.fetch(`${failed.documentUrl}app.js`);
    expect(served.status).toBe(200);
    expect(await served.text()).not.toContain("BROKEN");

    // Fixed again: the next build is published and the failure is gone.
    const broken = await fileOf(token, projectId, APP);
    await save(token, projectId, APP, broken.content.replace("export const BROKEN = <div>;", "export const FIXED = true;"));
    const fixed = await builtPreview(token, projectId, status.build?.version ?? null);
    expect(fixed.attempt).toBeNull();
  });

  it("builds again when the owner asks, and only the owner", async () => {
    const { token, projectId, status } = await settledBakery();
    const stranger = await signUp("Stranger");
    expect((await call("POST", `/project-files/${projectId}/preview/build`, { token: stranger.token })).status).toBe(404);
    const asked = await call("POST", `/project-files/${projectId}/preview/build`, { token });
    expect(asked.status).toBe(202);
    // Same files: the same version, built and published again.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const now = previewStatusSchema.parse((await call("GET", `/project-files/${projectId}/preview`, { token })).body);
      if (now.build && now.build.builtAt !== status.build?.builtAt && now.attempt === null) {
        expect(now.build.version).toBe(status.build?.version);
        break;
      }
      if (Date.now() > deadline) throw new Error("the asked-for build was not published");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it("is built when the agents finish, even when the frontend's last tasks failed, and says what is missing", async () => {
    const { token } = await signUp("Build owner");
    const project = await createProject(token, { name: "Half-built Bakery", wizard_data: BAKERY.wizardData });
    // The frontend's features fail: every build asked for while they were waiting found the frontend half written.
    const runner: TaskRunner = async (input) => {
      if (input.task.agentType === "frontend" && input.task.key !== "app-shell" && input.task.key !== "screens") throw new Error("The feature could not be written");
      return builtinRunner(input);
    };
    await runInDurableObject(await getServerByName(env.ProjectRoom, project.id), (room: ProjectRoom) => room.setTaskRunner(runner));
    expect((await call("POST", `/projects/${project.id}/start`, { token })).status).toBe(200);
    expect((await waitForSettled(token, project.id, 25_000)).status).toBe("failed");
    // What the agents left is built once they have settled: the app shell imports screens no task wrote, and the
    // Preview card says so, file and line, instead of showing nothing at all.
    const deadline = Date.now() + 20_000;
    let status = previewStatusSchema.parse((await call("GET", `/project-files/${project.id}/preview`, { token })).body);
    while (status.attempt?.status !== "failed") {
      if (Date.now() > deadline) throw new Error(`no build was tried after the agents settled: ${JSON.stringify(status)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = previewStatusSchema.parse((await call("GET", `/project-files/${project.id}/preview`, { token })).body);
    }
    expect(status.build).toBeNull();
    expect(status.attempt.problems).toContainEqual(expect.objectContaining({ file: "frontend/src/App.tsx", text: expect.stringContaining("Cannot find") }));
  });
});

describe("the screen check of the builds AppForge makes", () => {
  const visitPlan = async (token: string, projectId: string) => previewVisitSchema.parse((await call("POST", `/project-files/${projectId}/preview/visit`, { token })).body);
  const reportAllRender = async (token: string, projectId: string, plan: PreviewVisit) => {
    const answer = await call("POST", `/project-files/${projectId}/preview/screens`, { token, body: { version: plan.version, results: plan.screens.map((screen) => ({ path: screen.path, ok: true, problems: [] })) } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };

  it("stores the report with the build it visited, and visits first the screens changed since the last checked build", async () => {
    const { token, projectId, status } = await settledBakery();
    const model = appModelSchema.parse(JSON.parse((await fileOf(token, projectId, "docs/app-model.json")).content));
    const [first, second] = model.entities;
    if (!first || !second) throw new Error("the bakery has several record types");
    // No build checked yet: the plan's own order, home first.
    const plain = await visitPlan(token, projectId);
    expect(plain.version).toBe(status.build?.version);
    expect(plain.screens[0]?.path).toBe("/");
    const plainPaths = plain.screens.map((screen) => screen.path);
    await reportAllRender(token, projectId, plain);
    const checked = previewStatusSchema.parse((await call("GET", `/project-files/${projectId}/preview`, { token })).body);
    expect(checked.screens).toMatchObject({ version: plain.version, results: expect.arrayContaining([{ path: "/", ok: true, problems: [] }]) });

    // One list screen changes, and a build is published but not checked; then another screen's list changes.
    const firstList = `frontend/src/screens/${first.route}/${first.plural}List.tsx`;
    const secondList = `frontend/src/screens/${second.route}/${second.plural}List.tsx`;
    await save(token, projectId, secondList, `${(await fileOf(token, projectId, secondList)).content}\nexport const CHANGED_SECOND = 1;\n`);
    const unchecked = await builtPreview(token, projectId, plain.version);
    await save(token, projectId, firstList, `${(await fileOf(token, projectId, firstList)).content}\nexport const CHANGED_FIRST = 1;\n`);
    const latest = await builtPreview(token, projectId, unchecked.build?.version ?? null);
    const touched = await visitPlan(token, projectId);
    expect(touched.version).toBe(latest.build?.version);
    // Both changes since the checked build, in the plan's order, then the rest in the plan's order.
    const lists = plainPaths.filter((path) => path === `/${first.route}` || path === `/${second.route}`);
    expect(touched.screens.map((screen) => screen.path)).toEqual([...lists, ...plainPaths.filter((path) => !lists.includes(path))]);
    // The report of the build before is of a build the preview no longer runs: refused, and nothing is kept.
    const stale = await call("POST", `/project-files/${projectId}/preview/screens`, { token, body: { version: plain.version, results: [{ path: "/", ok: false, problems: ["late"] }] } });
    expect(stale.status).toBe(409);
    expect(previewStatusSchema.parse((await call("GET", `/project-files/${projectId}/preview`, { token })).body).screens?.version).toBe(plain.version);
    await reportAllRender(token, projectId, touched);

    // The app's shell can change every screen: the plan's own order again.
    await save(token, projectId, APP, `${(await fileOf(token, projectId, APP)).content}\nexport const CHANGED_SHELL = 1;\n`);
    const shell = await builtPreview(token, projectId, latest.build?.version ?? null);
    const everything = await visitPlan(token, projectId);
    expect(everything.version).toBe(shell.build?.version);
    expect(everything.screens.map((screen) => screen.path)).toEqual(plainPaths);
  }, 90_000);
});
