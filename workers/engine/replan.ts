import { emittersFor } from "./generators";
import type { AppModel } from "./model";
import { QA_EMITTER_ID, type StoredFile } from "./qa/qa-task";
import type { PlannedTask, QueuedTask } from "../contract/queue";

/**
 * A message sent after some of the plan ran re-plans: a re-plan task compares what each finished task
 * stored with what its generator writes for the app model now, and every task whose files would change
 * runs again as a new task ("data-model#2" re-runs the data-model generator for re-plan 2), then qa.
 */

const REPLAN_PREFIX = "replan-";

export const isReplanKey = (key: string): boolean => key.startsWith(REPLAN_PREFIX);

/** The generator a task runs: its key without the re-run suffix. */
export const emitterIdOf = (key: string): string => key.split("#")[0] ?? key;

const quoted = (text: string) => (text.length > 80 ? `"${text.slice(0, 77)}..."` : `"${text}"`);

/** The task a message after the plan ran adds: the round is how many re-plans the project has had, plus one. */
export function replanTask(round: number, message: string): PlannedTask {
  return {
    key: `${REPLAN_PREFIX}${round}`,
    agentType: "architect",
    name: `Re-plan for your message (${round})`,
    description: `Works out what ${quoted(message)} changes in the app and plans the tasks that re-write the affected files.`,
    dependsOnKeys: [],
    requirementIds: [],
  };
}

export const replanRoundOf = (key: string): number => Number(key.slice(REPLAN_PREFIX.length)) || 1;

const EDIT_PREFIX = "edit-";
const EDIT_MESSAGE = "The message: ";

export const isEditKey = (key: string): boolean => key.startsWith(EDIT_PREFIX);

/** What a message that needs code (not a change of records) says without a model, and how to configure one. */
export const EDITS_NEED_A_MODEL =
  "Writing code from a message (what the records cannot express, such as a colour or a total on a page) needs a model, and none is configured: " +
  "set OPENAI_BASE_URL and AI_MODELS (or AI_PROVIDER=workers-ai) as the README's Configuration section says. Meanwhile you can edit the files yourself in the Project Files panel.";

/**
 * The task a re-plan adds when a model is configured and the message asks for what the app model cannot
 * express: the owning agent asks the model for edits to the project's files. It runs after the re-plan's
 * re-runs (so it edits their output) and before its qa, which then checks the edits too. The whole message is
 * its description's last line, read back by `editMessageOf`.
 */
export function editTask(replanKey: string, message: string, agent: "frontend" | "backend" | "devops", followUps: readonly PlannedTask[]): { edit: PlannedTask; followUps: PlannedTask[] } {
  const round = replanRoundOf(replanKey);
  const key = `${EDIT_PREFIX}${round}`;
  const before = followUps.filter((task) => emitterIdOf(task.key) !== QA_EMITTER_ID).map((task) => task.key);
  const edit: PlannedTask = {
    key,
    agentType: agent,
    name: `Code for your message (${round})`,
    description: `Asks the model for the code edits your message needs, checks them with qa's checks and keeps them only if they pass.\n${EDIT_MESSAGE}${message}`,
    dependsOnKeys: [replanKey, ...before],
    requirementIds: [],
  };
  return {
    edit,
    followUps: followUps.map((task) => (emitterIdOf(task.key) === QA_EMITTER_ID ? { ...task, dependsOnKeys: [...task.dependsOnKeys, key] } : task)),
  };
}

/** The message an edit task acts on (its description's last line). */
export function editMessageOf(description: string): string {
  const at = description.indexOf(EDIT_MESSAGE);
  return at < 0 ? description : description.slice(at + EDIT_MESSAGE.length);
}

/**
 * Whether the files a generator writes now differ from what it wrote last time (an edited file is compared by
 * the generator's own output, so an edit alone never re-runs a generator).
 */
function differs(now: readonly { path: string; content: string }[], stored: readonly StoredFile[]): boolean {
  if (now.length !== stored.length) return true;
  const byPath = new Map(stored.map((file) => [file.path, file.generated ?? file.content]));
  return now.some((file) => byPath.get(file.path) !== file.content);
}

export interface FollowUps {
  tasks: PlannedTask[];
  /** Names of the finished tasks whose files change. */
  changed: string[];
}

/**
 * The new tasks of a re-plan: one per generator whose finished task stored files that differ from what it
 * writes now (a task still to run writes the new version anyway), in plan order, each after the re-plan
 * task and the re-runs it depends on; qa runs again after them when it has run before.
 */
export function followUpsFor(model: AppModel, stored: readonly StoredFile[], queue: readonly QueuedTask[], replanKey: string): FollowUps {
  const round = replanRoundOf(replanKey);
  const waiting = new Set(queue.filter((task) => task.status === "pending" || task.status === "in_progress").map((task) => emitterIdOf(task.key)));
  const emitters = emittersFor(model);
  const affected = emitters.filter((emitter) => {
    if (emitter.id === QA_EMITTER_ID || waiting.has(emitter.id)) return false;
    const own = stored.filter((file) => file.taskKey !== null && emitterIdOf(file.taskKey) === emitter.id);
    return own.length > 0 && differs(emitter.emit(model), own);
  });
  const qaRan = stored.some((file) => file.taskKey !== null && emitterIdOf(file.taskKey) === QA_EMITTER_ID);
  const withQa = affected.length > 0 && qaRan && !waiting.has(QA_EMITTER_ID);
  // Plan order: qa checks the re-runs before it; those after it (deployment) wait for it as they always do.
  const again = emitters.filter((emitter) => affected.includes(emitter) || (withQa && emitter.id === QA_EMITTER_ID));
  const keys = new Set(again.map((emitter) => emitter.id));
  const tasks = again.map((emitter, index): PlannedTask => {
    const after = emitter.id === QA_EMITTER_ID ? again.slice(0, index).map((other) => other.id) : emitter.dependsOn.filter((id) => keys.has(id));
    return {
      key: `${emitter.id}#${round}`,
      agentType: emitter.agent,
      name: `${emitter.name} (again, for re-plan ${round})`,
      description: emitter.description,
      dependsOnKeys: [replanKey, ...after.map((id) => `${id}#${round}`)],
      requirementIds: emitter.requirementIds(model),
    };
  });
  return { tasks, changed: affected.map((emitter) => emitter.name) };
}
