import type { Db } from "../db/client";
import { saveAppDesign } from "../db/project-state";
import type { TaskRow } from "../db/schema";
import { insertPlan, listTasks, retracePlan } from "../db/tasks";
import { planFromModel } from "../engine/planner";
import { recomputeAppModel } from "./app-model";
import { emitterIdOf } from "../engine/replan";
import type { TaskRunOutput } from "../engine/run-task";
import type { Project } from "../contract/projects";

export const MAX_TASK_ATTEMPTS = 3;

/**
 * What a task's run changes in the plan beyond its own files: a design the architect's model decided
 * (kept with the project; every task takes the name, description and requirements the new app model
 * gives it) and a re-plan's new tasks (a re-run's take-over of its generator's files is task-files.ts'). Answers every
 * task when the plan changed, for the room to broadcast; an empty list when it did not.
 */
export async function applyPlanChanges(
  db: Db,
  projectId: string,
  run: { project: Project; output: TaskRunOutput },
): Promise<TaskRow[]> {
  const { project, output } = run;
  let changed = false;
  if (output.design) {
    // A design adopted: the app model is computed from it and stored as the next version.
    await saveAppDesign(db, projectId, output.design);
    const { model } = await recomputeAppModel(db, project);
    await retracePlan(db, projectId, planFromModel(model));
    changed = true;
  }
  if (output.followUps && output.followUps.length > 0) {
    await insertPlan(db, projectId, output.followUps, MAX_TASK_ATTEMPTS);
    changed = true;
  }
  return changed ? listTasks(db, projectId) : [];
}

/** The tasks that ran the same generator before this one (a re-run's predecessors), whose files it takes over. */
export async function earlierRunsOf(db: Db, projectId: string, task: TaskRow): Promise<string[]> {
  const generator = emitterIdOf(task.key);
  if (generator === task.key) return [];
  return (await listTasks(db, projectId)).filter((row) => row.id !== task.id && emitterIdOf(row.key) === generator).map((row) => row.id);
}
