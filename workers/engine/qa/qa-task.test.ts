import { describe, expect, it } from "vitest";
import { QA_REPORT_PATH, runQaChecks, type StoredFile } from "./qa-task";
import { emitters, generated, model } from "./test-project";

describe("the qa task's checks over stored files", () => {
  const stored: StoredFile[] = generated
    .filter((file) => file.emitterId !== "qa" && file.emitterId !== "deployment")
    .map((file) => ({ path: file.path, type: file.type, content: file.content, taskKey: file.emitterId ?? null, taskName: file.writer ?? null }));
  const qa = emitters.find((emitter) => emitter.id === "qa");
  if (!qa) throw new Error("no qa emitter");

  it("writes the report and passes a clean project", () => {
    const outcome = runQaChecks(model, emitters, stored, qa.emit(model));
    expect(outcome.failure).toBeNull();
    const report = outcome.files.find((file) => file.path === QA_REPORT_PATH);
    expect(report?.type).toBe("documentation");
    expect(report?.content).toContain("Result: **passed**");
    expect(report?.content).toContain("| Every relative import resolves to a generated file | passed |");
    expect(outcome.files.map((file) => file.path)).toEqual([...qa.emit(model).map((file) => file.path), QA_REPORT_PATH]);
  });

  it("fails with the files and the tasks to retry, and blames no one for qa's own files", () => {
    const broken = stored.map((file) => (file.path === "frontend/src/api/client.ts" ? { ...file, content: "export const = 1;" } : file));
    const outcome = runQaChecks(model, emitters, broken, qa.emit(model));
    expect(outcome.failure?.message).toMatch(/^1 of 5 QA checks failed: parse \(1\)\. frontend\/src\/api\/client\.ts does not parse/);
    expect(outcome.failure?.message).toContain('Retry "App shell & design system (Creative)"');
    expect(outcome.failure?.blame).toEqual([
      expect.objectContaining({ taskKey: "app-shell", message: expect.stringContaining("frontend/src/api/client.ts does not parse") }),
    ]);
    const report = outcome.files.find((file) => file.path === QA_REPORT_PATH)?.content ?? "";
    expect(report).toContain("Result: **failed**");
    expect(report).toMatch(/\| parse \| frontend\/src\/api\/client\.ts:1 \| does not parse .* \| App shell & design system \(Creative\) \|/);

    const ownBroken = runQaChecks(
      model,
      emitters,
      stored,
      qa.emit(model).map((file) => (file.path.endsWith("api-contract.test.ts") ? { ...file, content: "import { x } from './nowhere';\n" } : file)),
    );
    expect(ownBroken.failure?.blame).toEqual([]);
    expect(ownBroken.failure?.message).toContain("backend/test/api-contract.test.ts");
  });
});
