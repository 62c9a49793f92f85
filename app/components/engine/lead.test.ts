import { describe, expect, it } from "vitest";
import { PROJECT_STATUSES, type ProjectStatus } from "../../../workers/contract/projects";
import { makeTask } from "../../lib/engine-test-data";
import { MANUAL_TASK_COUNT, pendingTasks, projectLead, type ProjectLead } from "./rules";

describe("projectLead", () => {
  it("leads with Start for a project not started, progress while it runs, the preview once done", () => {
    const leads: Record<ProjectStatus, ProjectLead> = {
      draft: "start",
      planning: "start",
      in_progress: "progress",
      completed: "done",
      failed: "retry",
      paused: "paused",
    };
    for (const status of PROJECT_STATUSES) expect(projectLead(status), status).toBe(leads[status]);
  });
});

describe("pendingTasks", () => {
  it("lists the pending tasks in plan order, at most five", () => {
    const tasks = [
      makeTask({ name: "done", status: "completed", position: 0 }),
      makeTask({ name: "third", position: 7 }),
      makeTask({ name: "first", position: 2 }),
      makeTask({ name: "running", status: "in_progress", position: 1 }),
      makeTask({ name: "failed", status: "failed", position: 3 }),
      makeTask({ name: "second", position: 5 }),
    ];
    expect(pendingTasks(tasks).map((task) => task.name)).toEqual(["first", "second", "third"]);
    const many = Array.from({ length: 9 }, (_, index) => makeTask({ name: `t${index}`, position: 9 - index }));
    expect(pendingTasks(many)).toHaveLength(MANUAL_TASK_COUNT);
    expect(pendingTasks(many)[0]?.name).toBe("t8");
    expect(pendingTasks([])).toEqual([]);
  });
});
