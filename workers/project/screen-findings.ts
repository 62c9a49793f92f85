import type { AiResponse } from "../contract/agents";
import type { ReportScreens } from "../contract/preview";
import { appendToResponse, insertResponse, listFiles, listResponses } from "../db/agent-records";
import type { Db } from "../db/client";
import type { TaskRow } from "../db/schema";
import { failCompletedTasks, listTasks } from "../db/tasks";
import type { AppModel } from "../engine/model";
import { emitterIdOf } from "../engine/replan";
import { BUILTIN_USAGE } from "../engine/run-task";
import { QA_EMITTER_ID } from "../engine/qa/qa-task";
import { screenFinding } from "../engine/qa/screen-findings";

/**
 * A visit of the preview's screens, recorded as qa's finding (see ProjectRoom.reportScreens): the qa task's
 * response gets "Screens: N of M render" and the failing screens; when one fails, the frontend tasks that
 * wrote their page files and the qa task fail with it, so retrying the project runs them again.
 */

export interface RecordedScreens {
  /** The tasks that changed (sent back, or qa failed), for their task-update events. */
  changed: TaskRow[];
  /** The qa response as it now stands, for its response-update event. */
  response: AiResponse | undefined;
  /** In words, for the owner. */
  message: string;
}

/** The latest qa task of the plan (a re-plan adds "qa#2"...), or undefined. */
const latestQa = (rows: readonly TaskRow[]) =>
  rows.filter((row) => emitterIdOf(row.key) === QA_EMITTER_ID).sort((a, b) => b.position - a.position)[0];

export async function recordScreenFinding(db: Db, projectId: string, model: AppModel, report: ReportScreens): Promise<RecordedScreens> {
  const [rows, files] = await Promise.all([listTasks(db, projectId), listFiles(db, projectId)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const written = files.map((file) => {
    const writer = file.taskId ? byId.get(file.taskId) : undefined;
    return { path: file.path, taskKey: writer?.key ?? null, taskName: writer?.name ?? null };
  });
  const finding = screenFinding(model, report.version, report.results, written);
  const qa = latestQa(rows);
  if (!qa) return { changed: [], response: undefined, message: `${finding.lines[0]} The plan has no qa task to record it on.` };
  const text = finding.lines.join("\n");
  const latest = (await listResponses(db, projectId)).find((response) => response.task_id === qa.id);
  let response: AiResponse | undefined;
  if (latest) {
    response = await appendToResponse(db, projectId, latest.id, text);
  } else {
    // qa has not answered yet (it waits on a task that failed): the finding is its first response.
    const id = await insertResponse(db, projectId, { agentType: qa.agentType, taskId: qa.id, response: text, ...BUILTIN_USAGE });
    response = (await listResponses(db, projectId)).find((candidate) => candidate.id === id);
  }
  if (!finding.failure) return { changed: [], response, message: finding.lines[0] ?? "" };
  // The frontend tasks first, then qa: the same finding as qa's own blame (retrying the project runs them, then qa).
  const changed = await failCompletedTasks(db, projectId, [
    ...finding.failure.blame.map((entry) => ({ taskKey: entry.taskKey, message: entry.message })),
    { taskKey: qa.key, message: finding.failure.message },
  ]);
  return { changed, response, message: finding.failure.message };
}
