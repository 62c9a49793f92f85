import { describe, expect, it } from "vitest";
import { PROJECT_STATUSES } from "../../workers/contract/projects";
import { agentCompletion, formatDuration, taskStatistics, taskTimeline } from "../components/engine/analytics";
import { agentLabel, agentStatusClass, formatProgress } from "../components/engine/display";
import { canRetryProject, canStart, recentTasks } from "../components/engine/rules";
import { makeTask } from "./engine-test-data";

describe("formatProgress", () => {
  it.each([
    [0, "0.0%"],
    [33.333, "33.3%"],
    [66.66, "66.7%"],
    [100, "100.0%"],
    [140, "100.0%"],
    [-3, "0.0%"],
    [Number.NaN, "0.0%"],
  ])("%d reads %s", (value, expected) => expect(formatProgress(value)).toBe(expected));
});

describe("agent display", () => {
  it("colours busy blue, idle grey, error red and anything else yellow", () => {
    expect(agentStatusClass("busy")).toContain("blue");
    expect(agentStatusClass("idle")).toContain("slate");
    expect(agentStatusClass("error")).toContain("red");
    expect(agentStatusClass("waiting")).toContain("yellow");
  });

  it("names the known agents and shows others as they are", () => {
    expect(agentLabel("devops")).toBe("DevOps");
    expect(agentLabel("qa")).toBe("QA");
    expect(agentLabel("robot")).toBe("robot");
  });
});

describe("rules", () => {
  it("offers Start Development only for draft and planning", () => {
    expect(PROJECT_STATUSES.filter(canStart)).toEqual(["draft", "planning"]);
  });

  it("offers Retry Failed Tasks only for failed", () => {
    expect(PROJECT_STATUSES.filter(canRetryProject)).toEqual(["failed"]);
  });

  it("recent tasks are the five most recently updated, plan order among equals", () => {
    const tasks = [
      makeTask({ name: "a", updated_at: "2025-03-20T12:00:01.000Z" }),
      makeTask({ name: "b", updated_at: "2025-03-20T12:00:05.000Z" }),
      makeTask({ name: "c", updated_at: "2025-03-20T12:00:03.000Z" }),
      makeTask({ name: "d", updated_at: "2025-03-20T12:00:03.000Z" }),
      makeTask({ name: "e", updated_at: "2025-03-20T12:00:00.000Z" }),
      makeTask({ name: "f", updated_at: "2025-03-20T12:00:09.000Z" }),
      makeTask({ name: "g", updated_at: "2025-03-20T12:00:02.000Z" }),
    ];
    expect(recentTasks(tasks).map((t) => t.name)).toEqual(["f", "b", "c", "d", "g"]);
    expect(recentTasks([])).toEqual([]);
  });
});

describe("analytics", () => {
  const tasks = [
    makeTask({ agent_type: "architect", status: "completed", started_at: "2025-03-20T12:00:00.000Z", completed_at: "2025-03-20T12:00:04.000Z" }),
    makeTask({ agent_type: "backend", status: "completed", started_at: "2025-03-20T12:00:10.000Z", completed_at: "2025-03-20T12:02:15.000Z" }),
    makeTask({ agent_type: "backend", status: "failed", started_at: "2025-03-20T12:00:05.000Z" }),
    makeTask({ agent_type: "backend", status: "in_progress", started_at: "2025-03-20T12:03:00.000Z" }),
    makeTask({ agent_type: "qa", status: "pending" }),
  ];

  it("counts tasks by status with a completion rate", () => {
    expect(taskStatistics(tasks)).toEqual({
      total: 5,
      pending: 1,
      in_progress: 1,
      completed: 2,
      failed: 1,
      completionRate: 40,
    });
    expect(taskStatistics([]).completionRate).toBe(0);
  });

  it("gives every agent its completion percentage, 0 without tasks", () => {
    const rows = agentCompletion(tasks);
    expect(rows.map((row) => row.agent)).toEqual(["architect", "frontend", "backend", "devops", "qa", "deployment"]);
    expect(rows.find((row) => row.agent === "architect")).toMatchObject({ total: 1, completed: 1, percent: 100 });
    expect(rows.find((row) => row.agent === "backend")).toMatchObject({ total: 3, completed: 1, percent: 33 });
    expect(rows.find((row) => row.agent === "qa")).toMatchObject({ total: 1, completed: 0, percent: 0 });
    expect(rows.find((row) => row.agent === "frontend")).toMatchObject({ total: 0, percent: 0 });
  });

  it("orders the timeline by start time and leaves out tasks not started", () => {
    const timeline = taskTimeline(tasks);
    expect(timeline.map((entry) => entry.agent)).toEqual(["architect", "backend", "backend", "backend"]);
    expect(timeline.map((entry) => entry.status)).toEqual(["completed", "failed", "completed", "in_progress"]);
    expect(timeline.map((entry) => entry.durationSeconds)).toEqual([4, null, 125, null]);
  });

  it.each([
    [null, "—"],
    [0, "0 s"],
    [59, "59 s"],
    [60, "1 min"],
    [125, "2 min 5 s"],
  ])("a duration of %s reads %s", (seconds, expected) => expect(formatDuration(seconds)).toBe(expected));
});
