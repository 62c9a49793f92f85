import { describe, expect, it } from "vitest";
import { fileChangeResponseSchema, fileStructureResponseSchema } from "../contract/files";
import { previewStatusSchema } from "../contract/preview";
import { call, signUp } from "../../tests/setup/api";
import { waitForSettled } from "../../tests/setup/engine";
import { builtPreview, previewCall, previewFailure, previewSession } from "../../tests/setup/preview";
import { createProject } from "../../tests/setup/projects";
import { BAKERY } from "../engine/generators/test-inputs";

/**
 * An app on the Workers backend: the preview's API is the app's own backend code, so what the owner (or a model)
 * changes in it is live in the preview after the next build, through the real room, compile, Worker Loader and
 * preview database. The sandbox's own promises (no network, a loop stopped, previews apart) are in
 * backend-runner.test.ts.
 */

const RULES = "backend/src/rules/custom-rules.ts";
const SLOT = "// end of rule BIZ-9";

async function workersBakery(name: string) {
  const { token } = await signUp(name);
  const project = await createProject(token, { name: `${name} Bakery`, wizard_data: BAKERY.wizardData, tech_stack: ["react", "workers", "d1"] });
  expect((await call("POST", `/projects/${project.id}/start`, { token })).status).toBe(200);
  expect((await waitForSettled(token, project.id, 25_000)).status).toBe("completed");
  return { token, projectId: project.id, status: await builtPreview(token, project.id) };
}

async function save(token: string, projectId: string, path: string, edit: (content: string) => string) {
  const { structure } = fileStructureResponseSchema.parse((await call("GET", `/project-files/${projectId}/files`, { token })).body);
  const file = Object.values(structure)
    .flatMap((group) => group.files)
    .find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} is not among the project's files`);
  const saved = await call("PUT", `/project-files/${projectId}/file`, { token, body: { path, content: edit(file.content), baseHash: file.hash } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return fileChangeResponseSchema.parse(saved.body);
}

/** The preview's first account: it runs the app. */
async function manager(apiUrl: string): Promise<string> {
  const answer = await previewCall(apiUrl, "POST", "/api/auth/register", { body: { name: "Ada", email: "ada@example.com", password: "long enough" } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return previewSession.parse(answer.body).token;
}

const loaf = (name: string) => ({ name, description: "Baked today", price: 4, stock: 5, active: true, pickupSlotId: null });

describe("the preview of an app on the Workers backend", () => {
  it("runs the app's own backend, and a rule the owner writes in its rule hook refuses a record after the next build", async () => {
    const { token, projectId, status } = await workersBakery("Own Backend");
    expect(status.api).toBe("own");
    const staff = await manager(status.apiUrl);
    expect((await previewCall(status.apiUrl, "POST", "/api/products", { token: staff, body: loaf("Rye loaf") })).status).toBe(201);

    await save(token, projectId, RULES, (content) =>
      content.replace(SLOT, `if (change.topic === "products" && String(change.input.name).includes("Burnt")) refuse("name", "Nothing burnt is sold");\n  ${SLOT}`),
    );
    const rebuilt = await builtPreview(token, projectId, status.build?.version ?? null);
    const refused = await previewCall(rebuilt.apiUrl, "POST", "/api/products", { token: staff, body: loaf("Burnt loaf") });
    expect(refused.status).toBe(400);
    expect(previewFailure.parse(refused.body)).toEqual({ error: "Invalid input", issues: [{ path: "name", message: "Nothing burnt is sold" }] });
    // The records made before the rebuild are still there: the schema did not change.
    const listed = await previewCall(rebuilt.apiUrl, "GET", "/api/products", { token: staff });
    expect(JSON.stringify(listed.body)).toContain("Rye loaf");
  });

  it("answers an endless loop in the owner's code with its file and line, and keeps answering", async () => {
    const { token, projectId, status } = await workersBakery("Looping Backend");
    const staff = await manager(status.apiUrl);
    const saved = await save(token, projectId, RULES, (content) => content.replace(SLOT, `while (change.topic === "products") { /* waits for nothing */ }\n  ${SLOT}`));
    expect(saved.success).toBe(true);
    const rebuilt = await builtPreview(token, projectId, status.build?.version ?? null);
    const line = (await (await call("GET", `/project-files/${projectId}/download`, { token })).body) as { files: { path: string; content: string }[] };
    const rules = line.files.find((file) => file.path === RULES)?.content ?? "";
    const loopLine = rules.split("\n").findIndex((text) => text.includes("while (change.topic")) + 1;
    const answer = await previewCall(rebuilt.apiUrl, "POST", "/api/products", { token: staff, body: loaf("Spelt loaf") });
    expect(answer.status).toBe(500);
    expect(previewFailure.parse(answer.body).error).toContain(`The loop at ${RULES}:${loopLine} ran 5,000,000 times in one request`);
    expect((await previewCall(rebuilt.apiUrl, "GET", "/api/products", { token: staff })).status).toBe(200);
  });

  it("keeps the last build live when a backend edit does not compile, and names the file and line", async () => {
    const { token, projectId, status } = await workersBakery("Broken Backend");
    await save(token, projectId, RULES, (content) => content.replace(SLOT, `const broken = ;\n  ${SLOT}`));
    const deadline = Date.now() + 20_000;
    let failed = previewStatusSchema.parse((await call("GET", `/project-files/${projectId}/preview`, { token })).body);
    while (failed.attempt?.status !== "failed" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      failed = previewStatusSchema.parse((await call("GET", `/project-files/${projectId}/preview`, { token })).body);
    }
    expect(failed.build?.version).toBe(status.build?.version);
    expect(failed.attempt?.problems[0]).toMatchObject({ file: RULES, line: expect.any(Number) });
    expect((await previewCall(status.apiUrl, "GET", "/api/health")).status).toBe(200);
  });
});
