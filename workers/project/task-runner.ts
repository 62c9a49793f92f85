import { aiConfigFrom } from "../ai/config";
import { languageModelFor } from "../ai/provider";
import type { AgentStatus, AgentType } from "../contract/agents";
import type { RoomEvent } from "../contract/events";
import { insertResponse } from "../db/agent-records";
import type { Db } from "../db/client";
import type { TaskRow } from "../db/schema";
import { SpentBeforeFailing } from "./architect-model";
import { builtinAgents, modelAgents, type Agents } from "./model-runner";
import { builtinRunner } from "../engine/run-task";
import type { Env } from "../env";

/** The built-in engine, with a language model deciding the records and writing the reports when the environment configures one. */
export function agentsFor(env: Env): Agents {
  const ai = aiConfigFrom(env);
  if (ai.provider === "builtin") return builtinAgents;
  return modelAgents(builtinRunner, { models: ai.models, languageModel: languageModelFor(ai) });
}

export function agentEvent(
  projectId: string,
  agentType: AgentType,
  state: AgentStatus,
): RoomEvent {
  return { type: "agent-status", projectId, agentType, status: state.status, current_task: state.current_task };
}

/**
 * Model calls made before the one that stopped an attempt (a task's run or a report) were paid for, or may
 * be billed (a call given up): they are recorded against the task. Answers the error the attempt stopped for.
 */
export async function accountPaidCalls(db: Db, projectId: string, task: Pick<TaskRow, "agentType" | "id">, error: unknown): Promise<unknown> {
  if (!(error instanceof SpentBeforeFailing)) return error;
  await insertResponse(db, projectId, {
    agentType: task.agentType,
    taskId: task.id,
    response: `This attempt stopped after ${error.spend.modelCalls === 1 ? "a model call that is paid for" : "model calls that are paid for"}${error.spend.estimated ? " (tokens estimated)" : ""}: ${error.message}`,
    ...error.spend,
  });
  return error.reason;
}
