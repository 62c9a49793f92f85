import { describe, expect, it } from "vitest";
import { QA_REPORT_PATH, runQaChecks, type StoredFile } from "./qa-task";
import { emitters, generated, model } from "./test-project";

describe("the qa task's checks over stored files", () => {
  const stored: StoredFile[] = generated
    .filter((file) => file.emitterId !== "qa" && file.emitterId !== "deployment")
    .map((file) => ({ path: file.path, type: file.type, content: file.content, taskKey: file.emitterId ?? null, taskName: file.writer ?? null }));
  const qa = emitters.find((emitter) => emitter.id === "qa");
  if (!qa) throw new Error("no qa emitter");

  it("writes the report and passes a clean project", async () => {
    const outcome = await runQaChecks(model, emitters, stored, qa.emit(model));
    expect(outcome.failure).toBeNull();
    const report = outcome.files.find((file) => file.path === QA_REPORT_PATH);
    expect(report?.type).toBe("documentation");
    expect(report?.content).toContain("Result: **passed**");
    expect(report?.content).toContain("| Every relative import resolves to a generated file | passed |");
    expect(outcome.files.map((file) => file.path)).toEqual([...qa.emit(model).map((file) => file.path), QA_REPORT_PATH]);
  });

  it("fails with the files and the tasks to retry, and blames no one for qa's own files", async () => {
    const broken = stored.map((file) => (file.path === "frontend/src/api/client.ts" ? { ...file, content: "export const = 1;" } : file));
    const outcome = await runQaChecks(model, emitters, broken, qa.emit(model));
    expect(outcome.failure?.message).toMatch(/^1 of 5 QA checks failed: parse \(1\)\. frontend\/src\/api\/client\.ts does not parse/);
    expect(outcome.failure?.message).toContain('Retry "App shell & design system (Creative)"');
    expect(outcome.failure?.blame).toEqual([
      expect.objectContaining({ taskKey: "app-shell", message: expect.stringContaining("frontend/src/api/client.ts does not parse") }),
    ]);
    const report = outcome.files.find((file) => file.path === QA_REPORT_PATH)?.content ?? "";
    expect(report).toContain("Result: **failed**");
    expect(report).toMatch(/\| parse \| frontend\/src\/api\/client\.ts:1 \| does not parse .* \| App shell & design system \(Creative\) \|/);

    const ownBroken = await runQaChecks(
      model,
      emitters,
      stored,
      qa.emit(model).map((file) => (file.path.endsWith("api-contract.test.ts") ? { ...file, content: "import { x } from './nowhere';\n" } : file)),
    );
    expect(ownBroken.failure?.blame).toEqual([]);
    expect(ownBroken.failure?.message).toContain("backend/test/api-contract.test.ts");
  });

  it("says when a file behind a problem was edited since its generator wrote it (a retry merges into the edit)", async () => {
    const client = "frontend/src/api/client.ts";
    const brokenByHand = stored.map((file) => (file.path === client ? { ...file, content: "export const = 1;", generated: file.content } : file));
    const broken = await runQaChecks(model, emitters, brokenByHand, qa.emit(model));
    const note = "by you, a model or Cursor since its generator wrote it";
    expect(broken.failure?.blame).toEqual([
      expect.objectContaining({ taskKey: "app-shell", message: expect.stringMatching(new RegExp(`${client} does not parse .*\\(edited ${note}\\)`)) }),
    ]);
    expect(broken.failure?.message).toContain(`(edited ${note})`);

    // A requirement only the design documents serve, its id taken out of them by an edit: the blame names the edited file.
    const clean = await runQaChecks(model, emitters, stored, qa.emit(model));
    const designed = clean.check.requirements.find((requirement) => requirement.kind === "design documentation" && requirement.status === "covered");
    if (!designed) throw new Error("no requirement covered by the design documents");
    const documents = new Set(designed.otherFiles);
    const withoutId = stored.map((file) => (documents.has(file.path) ? { ...file, content: file.content.replaceAll(designed.id, "a requirement"), generated: file.content } : file));
    const uncovered = await runQaChecks(model, emitters, withoutId, qa.emit(model));
    const blamed = uncovered.failure?.blame.find((entry) => entry.taskKey === designed.servedBy[0]);
    expect(blamed?.message).toContain(`${designed.id} is not mentioned in any stored file of`);
    const edited = [...documents];
    expect(blamed?.message).toContain(edited.length === 1 ? `(${edited[0]} was edited ${note})` : "were edited by you, a model or Cursor since their generator wrote them)");

    // The same problem in a file nobody edited says nothing of edits.
    const untouched = await runQaChecks(model, emitters, withoutId.map(({ generated: _generated, ...file }) => file), qa.emit(model));
    expect(untouched.failure?.blame.map((entry) => entry.message).join("\n")).not.toContain("edited");
  });
});
