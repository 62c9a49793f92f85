import { describe, expect, it } from "vitest";
import { emitters, generated, model } from "./qa/test-project";
import type { StoredFile } from "./qa/qa-task";
import { emitterIdOf, followUpsFor, replanTask } from "./replan";
import type { QueuedTask } from "../contract/queue";

const stored: StoredFile[] = generated.map((file) => ({
  path: file.path,
  type: file.type,
  content: file.content,
  taskKey: file.emitterId ?? null,
  taskName: file.writer ?? null,
}));
const queue = (status: (key: string) => string): QueuedTask[] =>
  emitters.map((emitter) => ({
    id: emitter.id,
    key: emitter.id,
    agentType: emitter.agent,
    name: emitter.name,
    description: emitter.description,
    status: status(emitter.id),
    dependsOn: "[]",
    requirementIds: "[]",
  }));
const done = queue(() => "completed");

describe("followUpsFor", () => {
  it("plans nothing when every finished task's files are what its generator writes now", () => {
    expect(followUpsFor(model, stored, done, "replan-1")).toEqual({ tasks: [], changed: [] });
  });

  it("re-runs the generators whose stored files differ, in plan order and dependency, then qa", () => {
    const edited = stored
      .filter((file) => file.path !== "backend/src/app.ts")
      .map((file) => (file.path === "docs/ARCHITECTURE.md" ? { ...file, content: "old" } : file));
    const { tasks, changed } = followUpsFor(model, edited, done, "replan-2");
    // backend/src/app.ts is the REST API's; the REST API depends on the data model, which does not run again.
    expect(tasks.map((task) => task.key)).toEqual(["architecture#2", "rest-api#2", "qa#2"]);
    expect(changed).toEqual(tasks.slice(0, 2).map((task) => emitters.find((emitter) => emitter.id === emitterIdOf(task.key))?.name));
    expect(tasks.map((task) => task.dependsOnKeys)).toEqual([["replan-2"], ["replan-2"], ["replan-2", "architecture#2", "rest-api#2"]]);
    expect(tasks[0]?.name).toBe("Architecture & app model (again, for re-plan 2)");
  });

  it("keeps qa before the work that waits for it (deployment), so the re-runs never wait on each other in a circle", () => {
    const deployFile = generated.find((file) => file.emitterId === "deployment")?.path ?? "";
    const edited = stored.map((file) => (file.path === "docs/ARCHITECTURE.md" || file.path === deployFile ? { ...file, content: "old" } : file));
    const { tasks } = followUpsFor(model, edited, done, "replan-1");
    expect(tasks.map((task) => [task.key, task.dependsOnKeys])).toEqual([
      ["architecture#1", ["replan-1"]],
      ["qa#1", ["replan-1", "architecture#1"]],
      ["deployment#1", ["replan-1", "qa#1"]],
    ]);
  });

  it("leaves work that is still to run: it writes the new version anyway", () => {
    const edited = stored.map((file) => (file.path === "docs/ARCHITECTURE.md" ? { ...file, content: "old" } : file));
    expect(followUpsFor(model, edited, queue((key) => (key === "architecture" ? "pending" : "completed")), "replan-1").tasks).toEqual([]);
  });

  it("names a re-plan after the message", () => {
    expect(replanTask(3, "x".repeat(100))).toMatchObject({
      key: "replan-3",
      agentType: "architect",
      name: "Re-plan for your message (3)",
      description: `Works out what "${"x".repeat(77)}..." changes in the app and plans the tasks that re-write the affected files.`,
    });
  });
});
