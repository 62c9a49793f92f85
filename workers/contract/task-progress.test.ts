import { describe, expect, it } from "vitest";
import type { AgentType, TaskStatus } from "./agents";
import { agentStatuses, completionPercent, countTasks, progressOf } from "./task-progress";

function task(name: string, agent_type: AgentType, status: TaskStatus) {
  return { name, agent_type, status };
}

describe("progressOf", () => {
  it("is 0 for an empty plan", () => {
    expect(progressOf([])).toBe(0);
  });

  it("is the completed share with one decimal", () => {
    const statuses = ["completed", "pending", "pending"].map((status) => ({ status }));
    expect(progressOf(statuses)).toBe(33.3);
    expect(progressOf([{ status: "completed" }, { status: "completed" }, { status: "failed" }])).toBe(66.7);
    expect(progressOf([{ status: "completed" }])).toBe(100);
  });
});

describe("countTasks", () => {
  it("counts each status and the total", () => {
    const statuses = ["completed", "pending", "pending", "in_progress", "failed"].map((status) => ({ status }));
    expect(countTasks(statuses)).toEqual({ total: 5, pending: 2, in_progress: 1, completed: 1, failed: 1 });
  });

  it("counts an unknown status in the total only", () => {
    expect(countTasks([{ status: "archived" }])).toEqual({ total: 1, pending: 0, in_progress: 0, completed: 0, failed: 0 });
  });
});

describe("completionPercent", () => {
  it.each([
    [0, 0, 0],
    [1, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [4, 4, 100],
  ])("%i of %i is %i%%", (part, whole, expected) => {
    expect(completionPercent(part, whole)).toBe(expected);
  });
});

describe("agentStatuses", () => {
  it("shows every agent idle without tasks", () => {
    const statuses = agentStatuses([]);
    expect(Object.keys(statuses)).toEqual(["architect", "frontend", "backend", "devops", "qa", "deployment"]);
    for (const state of Object.values(statuses)) expect(state).toEqual({ status: "idle", current_task: null });
  });

  it("is busy with the running task, even when another of its tasks failed", () => {
    const statuses = agentStatuses([
      task("Schema", "backend", "failed"),
      task("API", "backend", "in_progress"),
      task("Plan", "architect", "completed"),
    ]);
    expect(statuses.backend).toEqual({ status: "busy", current_task: "API" });
    expect(statuses.architect).toEqual({ status: "idle", current_task: null });
  });

  it("is in error naming the first failed task when nothing runs", () => {
    const statuses = agentStatuses([
      task("Screens", "frontend", "completed"),
      task("Routing", "frontend", "failed"),
      task("Forms", "frontend", "failed"),
    ]);
    expect(statuses.frontend).toEqual({ status: "error", current_task: "Routing" });
  });
});
