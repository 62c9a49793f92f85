import { APICallError } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { beforeAll, describe, expect, it } from "vitest";
import { aiConfigFrom, type ModelSetting } from "../ai/config";
import { countTokens } from "../ai/tokens";
import { languageModelFor } from "../ai/provider";
import { passingFailure } from "../ai/retry";
import { previewProblems } from "../engine/edits/edit-checks";
import type { EditBrief } from "../engine/edits/types";
import { generateProject } from "../engine/generators";
import { BAKERY, modelOf } from "../engine/generators/test-inputs";
import { buildAppModel, type AppModel } from "../engine/model";
import { FilesChangedMeanwhile, type TaskRunInput } from "../engine/run-task";
import { fresh, seenBy } from "../../tests/setup/model-room";
import { SpentBeforeFailing } from "./architect-model";
import { runCodeEdit, type CodeEditDeps } from "./code-edit";

// The code edits on the real OpenAI-compatible provider talking HTTP to the stand-in endpoint at model.test
// (tests/setup/fake-model.ts), over a generated project's files kept in memory as checkpoints.

const BAKERY_MODEL = buildAppModel(BAKERY);
const GREEN_HEADER: EditBrief = { instruction: "make the header green", agent: "frontend", focusPaths: [] };

/** Checkpoints in memory: what the room's history keeps, and a log of what the run did to it. */
function memoryHistory(model: AppModel) {
  const first = new Map(generateProject(model).map((file) => [file.path, file.content]));
  const states: Map<string, string>[] = [first];
  const log: string[] = [];
  const now = () => states.at(-1) ?? first;
  const write = (changes: readonly { path: string; content: string | null }[]) => {
    const next = new Map(now());
    for (const change of changes) {
      if (change.content === null) next.delete(change.path);
      else next.set(change.path, change.content);
    }
    if ([...next].every(([path, content]) => now().get(path) === content) && next.size === now().size) return null;
    states.push(next);
    return states.length;
  };
  const deps: CodeEditDeps = {
    files: async () => [...now()].map(([path, content]) => ({ path, content, type: "code" })),
    // As the room does: refused when a file is not as the caller read it.
    commit: async (changes, _reason, expected) => {
      const moved = [...expected].filter(([path, content]) => (now().get(path) ?? null) !== content).map(([path]) => path);
      if (moved.length > 0) throw new FilesChangedMeanwhile(moved);
      const seq = write(changes);
      if (seq !== null) log.push(`commit ${seq}`);
      return seq;
    },
    revert: async (changes, _reason, restoredFrom) => {
      const back = changes.filter((change) => (now().get(change.path) ?? null) === change.from);
      const seq = write(back.map((change) => ({ path: change.path, content: change.to })));
      if (seq !== null) log.push(`restore ${restoredFrom ?? "none"} as ${seq}`);
      return back.map((change) => change.path);
    },
    current: async () => states.length,
  };
  const changedFrom = (seq: number) => [...now()].filter(([path, content]) => states[seq - 1]?.get(path) !== content).map(([path]) => path);
  /** Someone else's save (the owner's), as the room makes it. */
  const save = (path: string, content: string) => {
    const seq = write([{ path, content }]);
    log.push(`save ${seq}`);
  };
  return { deps, log, first, now, changedFrom, save };
}

function inputFor(model: AppModel, checkpoints: CodeEditDeps): TaskRunInput {
  return {
    project: {
      id: crypto.randomUUID(),
      name: model.name,
      description: model.description,
      status: "completed",
      progress: 100,
      tech_stack: [],
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-01-01T00:00:00.000Z",
      github_repo: null,
      render_url: null,
      wizard_data: BAKERY.wizardData,
    },
    task: { id: "edit-1", key: "edit:1", agentType: "frontend", name: "Make the header green", description: "", status: "in_progress", dependsOn: "[]", requirementIds: "[]" },
    allMessages: [],
    newMessages: [],
    options: { preferCursor: false, useCostOptimization: true, strategy: "auto" },
    storedFiles: async () => [],
    spend: { spentNanoUsd: 0, limitNanoUsd: null },
    design: null,
    model,
    queue: [],
    connected: [],
    checkpoints,
  };
}

/** A model id of the stand-in endpoint, as AI_MODELS would configure it, with the provider's model for it. */
function endpointModel(behaviour: string, extra: Record<string, unknown> = {}) {
  const id = fresh(behaviour);
  const config = aiConfigFrom({ OPENAI_BASE_URL: "http://model.test/v1", AI_MODELS: JSON.stringify([{ id, tier: "balanced", inputPerMTok: 1, outputPerMTok: 2, ...extra }]) });
  if (config.provider !== "openai-compatible") throw new Error("the test's AI_MODELS are refused");
  const setting = config.models[0] as ModelSetting;
  return { id, setting, languageModel: languageModelFor(config)(id) };
}

async function editOn(behaviour: string, options: { brief?: EditBrief; model?: AppModel; extra?: Record<string, unknown> } = {}) {
  const model = options.model ?? BAKERY_MODEL;
  const history = memoryHistory(model);
  const { id, setting, languageModel } = endpointModel(behaviour, options.extra);
  const output = await runCodeEdit({ brief: options.brief ?? GREEN_HEADER, input: inputFor(model, history.deps), setting, languageModel, deps: history.deps });
  const seen = (await seenBy(id)).map((entry) => entry.body);
  return { id, output, seen, ...history };
}

/** The user's question of a request body the endpoint received. */
const questionOf = (body: Record<string, unknown>) => JSON.stringify(body.messages);

describe("a code edit by the model", () => {
  // A question of the bakery's files comes near the default context, so its tokens are counted: the tokenizer's
  // first load (seconds on a busy machine) is made here rather than in the first test.
  beforeAll(() => countTokens("warm").then(() => undefined), 60_000);

  it("applies a good edit as one checkpoint, and says what changed, where and why", async () => {
    const { id, output, seen, log, now, changedFrom } = await editOn("editor");
    expect(log).toEqual(["commit 2"]);
    const [path] = changedFrom(1);
    expect(changedFrom(1)).toHaveLength(1);
    // The app's own header, on every screen.
    expect(path).toBe("frontend/src/components/Layout.tsx");
    expect(now().get(path ?? "")).toContain('style={{ backgroundColor: "#15803d" }}');
    expect(await previewProblems([{ path: path ?? "", content: now().get(path ?? "") ?? "" }])).toEqual([]);
    expect(output.files).toEqual([]);
    expect(output.response).toBe(
      [`The header is green now: its background is #15803d.`, `${id} changed 1 file for "make the header green": ${path} (changed).`, "Saved as checkpoint 2."].join("\n"),
    );
    expect(output.usage).toMatchObject({ model: id, modelCalls: 1, estimated: false });
    expect(output.usage.costNanoUsd).toBeGreaterThan(0);
    // The endpoint holds the model to the schema: it is sent as the response format, not in the prompt.
    expect(seen).toHaveLength(1);
    expect(seen[0]?.response_format).toMatchObject({ type: "json_schema", json_schema: { strict: false } });
    expect(questionOf(seen[0] ?? {})).toContain(`<file path=\\"${path}\\">`);
  });

  it("sends problems back once with the files as they are, and keeps the fixed edit", async () => {
    const { id, output, seen, log, now, changedFrom } = await editOn("editor-broken-once");
    expect(log).toEqual(["commit 2", "commit 3"]);
    expect(seen).toHaveLength(2);
    const [path] = changedFrom(1);
    const again = questionOf(seen[1] ?? {});
    expect(again).toMatch(new RegExp(`Problems to fix: \\(1\\) ${path?.replace(/[./]/g, "\\$&")}:\\d+ \\(parse\\) does not parse`));
    // The second question shows the broken file as it is now.
    expect(again).toMatch(/style=\{\{ backgroundColor: \\"#15803d\\" \}(?!\})/);
    expect(now().get(path ?? "")).toContain('style={{ backgroundColor: "#15803d" }}');
    expect(output.response).toContain(`${id} changed 1 file for "make the header green": ${path} (changed).`);
    expect(output.response).toContain("Its first edits had 1 problem, which its second answer fixed:");
    expect(output.response).toContain("Saved as checkpoint 3.");
    expect(output.usage).toMatchObject({ modelCalls: 2 });
  });

  it("restores the checkpoint from before when the edit is still broken after one retry", async () => {
    const { id, output, seen, log, now, first } = await editOn("editor-broken-twice");
    expect(log).toEqual(["commit 2", "commit 3", "restore 1 as 4"]);
    expect(seen).toHaveLength(2);
    expect(now()).toEqual(first);
    expect(output.response).toMatch(
      new RegExp(`^No file changed for "make the header green": the edits of ${id} still had problems after one retry, so the files were restored to checkpoint 1\\.\nThe problems: \\(1\\) frontend/`),
    );
    expect(output.usage).toMatchObject({ modelCalls: 2 });
  });

  it("reads edits wrapped in a Markdown fence, from an endpoint that only takes json_object", async () => {
    const { output, seen, log } = await editOn("editor-fenced", { extra: { structuredOutput: "json-object" } });
    expect(log).toEqual(["commit 2"]);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.response_format).toEqual({ type: "json_object" });
    expect(questionOf(seen[0] ?? {})).toContain("matching this JSON schema");
    expect(output.response).toContain("changed 1 file");
  });

  it("sends back a search text that is not in the file, and applies the answer that quotes it right", async () => {
    const { output, seen, log } = await editOn("editor-misquotes");
    expect(log).toEqual(["commit 2"]);
    expect(questionOf(seen[1] ?? {})).toMatch(/Problems to fix: \(1\) edit 1: the search text is not in frontend\/src\/[^ ]+ \(the closest is line \d+/);
    expect(questionOf(seen[1] ?? {})).toContain("None of your previous edits were applied.");
    expect(output.response).toContain("Its first edits had 1 problem, which its second answer fixed: edit 1: the search text is not in");
  });

  it("says why nothing changed when the files already do what is asked", async () => {
    const layout = "frontend/src/components/Layout.tsx";
    const model = BAKERY_MODEL;
    const history = memoryHistory(model);
    const green = (history.first.get(layout) ?? "").replace('className="app-header"', 'className="app-header" style={{ backgroundColor: "#15803d" }}');
    history.save(layout, green);
    const { setting, languageModel } = endpointModel("editor");
    const brief = { ...GREEN_HEADER, focusPaths: [layout] };
    const output = await runCodeEdit({ brief, input: inputFor(model, history.deps), setting, languageModel, deps: history.deps });
    expect(history.log).toEqual(["save 2"]);
    expect(output.response).toBe('No file changed for "make the header green": The header already has a green background.');
  });

  it("makes the header of a Vue frontend green in the template's own syntax", async () => {
    const { output, log, now, changedFrom } = await editOn("editor", { model: modelOf("crm on vercel with vue, python and mongodb") });
    expect(log).toEqual(["commit 2"]);
    const [path] = changedFrom(1);
    expect(path).toBe("frontend/src/components/AppLayout.vue");
    expect(now().get(path ?? "")).toContain('style="background-color: #15803d"');
    expect(output.response).toContain("changed 1 file");
  });

  it("appends to the first file shown for an instruction with no header in it", async () => {
    const brief: EditBrief = { instruction: "orders close at 8 pm the day before", agent: "backend", focusPaths: [] };
    const { output, now, changedFrom } = await editOn("editor", { brief });
    const [path] = changedFrom(1);
    expect(path).toMatch(/^backend\//);
    expect(now().get(path ?? "")).toContain("AppForge edit: orders close at 8 pm the day before");
    expect(output.response).toContain("changed 1 file");
  });

  it("lets a rate limit fail the attempt as the provider's, for the room to wait out, having changed nothing", async () => {
    const history = memoryHistory(BAKERY_MODEL);
    const { setting, languageModel } = endpointModel("rate-limited");
    const failed = await runCodeEdit({ brief: GREEN_HEADER, input: inputFor(BAKERY_MODEL, history.deps), setting, languageModel, deps: history.deps }).catch((error: unknown) => error);
    expect(passingFailure(failed)).toMatchObject({ reason: expect.stringContaining("is rate limited (429)"), retryAfterMs: 1000 });
    expect(history.log).toEqual([]);
  });

  it("restores its own commit before a failed second call, so that a retry does not apply the edits twice", async () => {
    const history = memoryHistory(BAKERY_MODEL);
    const layout = history.first.get("frontend/src/components/Layout.tsx") ?? "";
    expect(layout).toContain('<header className="app-header"');
    const broken = JSON.stringify({
      summary: "Green.",
      edits: [{ path: "frontend/src/components/Layout.tsx", search: '<header className="app-header"', replace: '<header className="app-header" style={{ color: "x" }' }],
    });
    let calls = 0;
    const languageModel = new MockLanguageModelV4({
      doGenerate: async () => {
        calls += 1;
        if (calls > 1) throw new APICallError({ message: "Busy", url: "http://x.test/v1/chat/completions", requestBodyValues: {}, statusCode: 503 });
        return {
          content: [{ type: "text" as const, text: broken }],
          finishReason: { unified: "stop" as const, raw: undefined },
          usage: { inputTokens: { total: 900, noCache: 900, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 80, text: 80, reasoning: undefined } },
          warnings: [],
        };
      },
    });
    const { setting } = endpointModel("editor");
    const failed = await runCodeEdit({ brief: GREEN_HEADER, input: inputFor(BAKERY_MODEL, history.deps), setting, languageModel, deps: history.deps }).catch((error: unknown) => error);
    expect(history.log).toEqual(["commit 2", "restore 1 as 3"]);
    expect(history.now()).toEqual(history.first);
    // The first call is paid for; the room records it and waits out the 503.
    expect(failed).toBeInstanceOf(SpentBeforeFailing);
    expect((failed as SpentBeforeFailing).spend).toMatchObject({ modelCalls: 1, tokensIn: 900, tokensOut: 80 });
    expect(passingFailure((failed as SpentBeforeFailing).reason)).toMatchObject({ reason: expect.stringContaining("answered 503") });
  });

  it("puts back only its own files when someone saved while the model was thinking", async () => {
    const history = memoryHistory(BAKERY_MODEL);
    const layout = "frontend/src/components/Layout.tsx";
    const broken = JSON.stringify({
      summary: "Green.",
      edits: [{ path: layout, search: '<header className="app-header"', replace: '<header className="app-header" style={{ color: "x" }' }],
    });
    let calls = 0;
    const languageModel = new MockLanguageModelV4({
      doGenerate: async () => {
        calls += 1;
        if (calls > 1) {
          history.save("README.md", "# Saved meanwhile\n");
          throw new APICallError({ message: "Busy", url: "http://x.test/v1/chat/completions", requestBodyValues: {}, statusCode: 503 });
        }
        return {
          content: [{ type: "text" as const, text: broken }],
          finishReason: { unified: "stop" as const, raw: undefined },
          usage: { inputTokens: { total: 900, noCache: 900, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 80, text: 80, reasoning: undefined } },
          warnings: [],
        };
      },
    });
    const { setting } = endpointModel("editor");
    await expect(runCodeEdit({ brief: GREEN_HEADER, input: inputFor(BAKERY_MODEL, history.deps), setting, languageModel })).rejects.toBeInstanceOf(SpentBeforeFailing);
    // commit 2: the edit; save 3: the owner's; then the edit taken back, file by file.
    expect(history.log).toEqual(["commit 2", "save 3", "restore 1 as 4"]);
    expect(history.changedFrom(1)).toEqual(["README.md"]);
  });

  it("applies nothing over a save made to the same file while the model was answering, and keeps that save", async () => {
    const history = memoryHistory(BAKERY_MODEL);
    const layout = "frontend/src/components/Layout.tsx";
    const good = JSON.stringify({
      summary: "Green.",
      edits: [{ path: layout, search: '<header className="app-header"', replace: '<header className="app-header" style={{ backgroundColor: "#15803d" }}' }],
    });
    const saved = `${history.first.get(layout) ?? ""}\n// the owner's line\n`;
    const languageModel = new MockLanguageModelV4({
      doGenerate: async () => {
        // The owner saves the layout while the model answers.
        history.save(layout, saved);
        return {
          content: [{ type: "text" as const, text: good }],
          finishReason: { unified: "stop" as const, raw: undefined },
          usage: { inputTokens: { total: 900, noCache: 900, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 80, text: 80, reasoning: undefined } },
          warnings: [],
        };
      },
    });
    const { setting } = endpointModel("editor");
    const failed = await runCodeEdit({ brief: GREEN_HEADER, input: inputFor(BAKERY_MODEL, history.deps), setting, languageModel, deps: history.deps }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(SpentBeforeFailing);
    expect((failed as SpentBeforeFailing).reason).toBeInstanceOf(FilesChangedMeanwhile);
    expect(history.log).toEqual(["save 2"]);
    expect(history.now().get(layout)).toBe(saved);
  });
});
