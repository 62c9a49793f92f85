import { env, runInDurableObject } from "cloudflare:test";
import { MockLanguageModelV4 } from "ai/test";
import { getServerByName } from "partyserver";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { previewSourcesSchema, previewStatusSchema } from "../contract/preview";
import { call, signUp } from "../../tests/setup/api";
import { waitForSettled } from "../../tests/setup/engine";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";
import { BAKERY_DESIGN } from "../engine/generators/test-inputs";
import { appModelSchema } from "../engine/model";
import { builtinRunner } from "../engine/run-task";
import { modelAgents } from "./model-runner";
import type { ProjectRoom } from "./project-room";

// The app model has one home: D1's app_models, with a version, computed when the project starts, when a design
// is adopted and when a message changes it. docs/app-model.json is written for the user and never read back.

async function stored(projectId: string) {
  const row = await env.DB.prepare("SELECT version, model FROM app_models WHERE project_id = ?").bind(projectId).first<{ version: number; model: string }>();
  return row ? { version: row.version, model: appModelSchema.parse(JSON.parse(row.model)) } : null;
}

async function docsFile(token: string, projectId: string) {
  const files = z.object({ files: z.array(z.object({ path: z.string(), content: z.string() })) }).parse((await call("GET", `/project-files/${projectId}/download`, { token })).body);
  return files.files.find((file) => file.path === "docs/app-model.json")?.content ?? null;
}

describe("the stored app model", () => {
  it("is computed at start, again for a message, and is what the generators wrote from", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    expect(await stored(project.id)).toBeNull();
    // Before the project starts nothing is decided: the preview says so.
    const before = previewStatusSchema.parse((await call("GET", `/project-files/${project.id}/preview`, { token })).body);
    expect(before).toMatchObject({ supported: false, reason: "The preview appears once development has started and the app model is decided: start development first." });

    await call("POST", `/projects/${project.id}/start`, { token });
    const first = await stored(project.id);
    expect(first?.version).toBe(1);
    expect((await waitForSettled(token, project.id)).status).toBe("completed");
    // The file for the user is the stored model, written out.
    expect(JSON.parse((await docsFile(token, project.id)) ?? "null")).toEqual(JSON.parse(JSON.stringify(first?.model)));

    await call("POST", `/agents/${project.id}/message`, { token, body: { agent_type: "all", message: "Customers can leave a tip at checkout" } });
    const second = await stored(project.id);
    expect(second?.version).toBe(2);
    expect(JSON.stringify(second?.model)).toContain("Customers can leave a tip at checkout");
    await waitForSettled(token, project.id);
  });

  it("takes the architect's adopted design as a new version, and every later task builds from it", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    const design = JSON.stringify({ summary: "Cakes and their orders.", ...BAKERY_DESIGN });
    const model = new MockLanguageModelV4({
      doGenerate: async (options) => ({
        content: [{ type: "text" as const, text: options.responseFormat?.type === "json" ? design : "Done." }],
        finishReason: { unified: "stop" as const, raw: undefined },
        usage: { inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 5, text: 5, reasoning: undefined } },
        warnings: [],
      }),
    });
    await runInDurableObject(await getServerByName(env.ProjectRoom, project.id), (room: ProjectRoom) => {
      room.setAgents(modelAgents(builtinRunner, { models: [{ id: "m", tier: "balanced", inputPerMTok: 1, outputPerMTok: 1 }], languageModel: () => model }));
    });
    await call("POST", `/projects/${project.id}/start`, { token });
    expect((await waitForSettled(token, project.id)).status).toBe("completed");
    const current = await stored(project.id);
    expect(current?.version).toBe(2);
    expect(current?.model.entities.map((entity) => entity.name)).toEqual(["Customer", "Cake", "CakeOrder"]);
    expect(JSON.parse((await docsFile(token, project.id)) ?? "null")).toEqual(JSON.parse(JSON.stringify(current?.model)));
  });

  it("is what the preview reads, whatever becomes of the generated docs/app-model.json", async () => {
    const { token } = await signUp();
    const project = await createProject(token, { wizard_data: FULL_WIZARD });
    await call("POST", `/projects/${project.id}/start`, { token });
    await waitForSettled(token, project.id);
    // The user's copy is only a file: breaking it changes nothing the product reads.
    await env.DB.prepare("UPDATE project_files SET content = 'not a model' WHERE project_id = ? AND path = 'docs/app-model.json'").bind(project.id).run();
    const status = previewStatusSchema.parse((await call("GET", `/project-files/${project.id}/preview`, { token })).body);
    expect(status).toMatchObject({ supported: true, frontend: "react", reason: null });
    const sources = previewSourcesSchema.parse((await call("GET", `/project-files/${project.id}/preview/sources`, { token })).body);
    expect(sources.appModelVersion).toBe(1);
  });
});
