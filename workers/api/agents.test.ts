import { SELF } from "cloudflare:test";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { responsesResponseSchema } from "../contract/agents";
import { call, signUp } from "../../tests/setup/api";
import { progressOf, tasksOf, waitForSettled } from "../../tests/setup/engine";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";

describe("agent routes before start", () => {
  it("shows an empty plan with idle agents and refuses to process", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const progress = await progressOf(token, project.id);
    expect(progress).toMatchObject({ status: "draft", progress: 0, counts: { total: 0 } });
    expect(progress.agent_statuses.architect).toEqual({ status: "idle", current_task: null });
    const res = await call("POST", `/agents/${project.id}/process`, { token, body: {} });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Start development first: there is no plan yet");
  });

  it("validates process options and task filters", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const bad = await call("POST", `/agents/${project.id}/process`, { token, body: { strategy: "cheapest" } });
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toContain("strategy");
    const filter = await call("GET", `/agents/${project.id}/tasks?status=done`, { token });
    expect(filter.status).toBe(400);
  });
});

describe("messages to the agents", () => {
  it("refuses a blank message and an unknown agent", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const blank = await call("POST", `/agents/${project.id}/message`, { token, body: { agent_type: "all", message: "   " } });
    expect(blank).toMatchObject({ status: 400, body: { message: "message: Message must not be blank" } });
    const unknown = await call("POST", `/agents/${project.id}/message`, { token, body: { agent_type: "cook", message: "hi" } });
    expect(unknown.status).toBe(400);
  });

  it("is read by the next task of that agent and shows in its response and the requirements", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const sent = await call("POST", `/agents/${project.id}/message`, {
      token,
      body: { agent_type: "backend", message: "Orders need a pickup slot", metadata: { user: "me" } },
    });
    expect(sent.status).toBe(201);
    await call("POST", `/projects/${project.id}/start`, { token });
    await waitForSettled(token, project.id);
    const { responses } = responsesResponseSchema.parse((await call("GET", `/agents/${project.id}/responses`, { token })).body);
    const reading = responses.filter((r) => r.response.includes("Orders need a pickup slot"));
    expect(reading).toHaveLength(1);
    expect(reading[0]?.agentType).toBe("backend");
  });

  it("filters tasks by agent and status", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    await call("POST", `/projects/${project.id}/start`, { token });
    await waitForSettled(token, project.id);
    const res = await call("GET", `/agents/${project.id}/tasks?agent_type=qa&status=completed`, { token });
    expect(res.status).toBe(200);
    const all = await tasksOf(token, project.id);
    const qa = all.filter((task) => task.agent_type === "qa");
    expect((res.body.tasks as unknown[]).length).toBe(qa.length);
    expect((res.body.tasks_by_agent as Record<string, unknown[]>).frontend).toEqual([]);
  });
});

describe("project files", () => {
  it("lists generated files by category and offers them for download, only to the owner", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const empty = await call("GET", `/project-files/${project.id}/files`, { token });
    expect(empty).toMatchObject({ status: 200, body: { success: true, structure: {} } });

    await call("POST", `/projects/${project.id}/start`, { token });
    await waitForSettled(token, project.id);
    const res = await call("GET", `/project-files/${project.id}/files`, { token });
    const structure = res.body.structure as Record<string, { files: { path: string; type: string }[] }>;
    const files = Object.values(structure).flatMap((group) => group.files);
    expect(files.length).toBeGreaterThan(10);
    expect(files.map((file) => file.path)).toContain("README.md");
    expect(new Set(files.map((file) => file.type))).toEqual(expect.any(Set));

    const download = await call("GET", `/project-files/${project.id}/download`, { token });
    expect(download.body).toMatchObject({ success: true, name: project.name });
    // The deployment task wrote the platform's files and says it published nothing.
    const responses = responsesResponseSchema.parse((await call("GET", `/agents/${project.id}/responses`, { token })).body).responses;
    expect(responses.find((response) => response.agentType === "deployment")?.response).toContain(
      "Nothing was deployed: deploying to Vercel needs Vercel connected. Connect Vercel on the Integrations tab of your profile (/profile?tab=integrations), " +
        'then press "Deploy to Vercel" on the project\'s Publish card, or download the project and follow the README\'s "Deploy to Vercel" steps. ' +
        "Meanwhile the Preview on the project screen runs the app from its generated code, with its sample records.",
    );
    expect((download.body.files as unknown[]).length).toBe(files.length);

    const stranger = await signUp();
    expect((await call("GET", `/project-files/${project.id}/files`, { token: stranger.token })).status).toBe(404);
    expect((await call("GET", `/project-files/${project.id}/download`, { token: stranger.token })).status).toBe(404);
  });

  it("gives the repository as a ZIP under the project's folder, scripts runnable, only to the owner", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { name: "Corner Bakery", wizard_data: FULL_WIZARD });
    const early = await call("GET", `/project-files/${project.id}/zip`, { token });
    expect(early).toMatchObject({ status: 409, body: { success: false, message: "The project has no files yet: they appear as the agents complete tasks." } });

    await call("POST", `/projects/${project.id}/start`, { token });
    await waitForSettled(token, project.id);
    const response = await SELF.fetch(`http://example.com/api/project-files/${project.id}/zip`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="corner-bakery.zip"');
    const zip = new Uint8Array(await response.arrayBuffer());
    const download = (await call("GET", `/project-files/${project.id}/download`, { token })).body as { files: { path: string; content: string }[] };
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual(download.files.map((file) => `corner-bakery/${file.path}`).sort());
    for (const file of download.files) expect(strFromU8(entries[`corner-bakery/${file.path}`] ?? new Uint8Array())).toBe(file.content);
    const modes = unixModes(zip);
    expect(modes.get("corner-bakery/scripts/check.sh")).toBe(0o100755);
    expect(modes.get("corner-bakery/README.md")).toBe(0o100644);

    const stranger = await signUp();
    expect((await call("GET", `/project-files/${project.id}/zip`, { token: stranger.token })).status).toBe(404);
    expect((await call("GET", `/project-files/${project.id}/zip`)).status).toBe(401);
  });
});

/** Each entry's Unix mode, read from the ZIP's central directory (the high half of its external attributes). */
function unixModes(zip: Uint8Array): Map<string, number> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const modes = new Map<string, number>();
  for (let at = 0; at + 46 <= zip.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    const name = strFromU8(zip.subarray(at + 46, at + 46 + nameLength));
    modes.set(name, view.getUint32(at + 38, true) >>> 16);
  }
  return modes;
}
