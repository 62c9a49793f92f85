import { aiConfigFrom } from "../ai/config";
import { languageModelFor } from "../ai/provider";
import type { AgentType } from "../contract/agents";
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
  state: { status: "idle" | "busy" | "error"; current_task: string | null },
): RoomEvent {
  return { type: "agent-status", projectId, agentType, status: state.status, current_task: state.current_task };
}

/**
 * Model calls made before the one that stopped an attempt were paid for: they are recorded against the
 * task. Answers the error the attempt stopped for.
 */
export async function accountPaidCalls(db: Db, projectId: string, task: TaskRow, error: unknown): Promise<unknown> {
  if (!(error instanceof SpentBeforeFailing)) return error;
  await insertResponse(db, projectId, {
    agentType: task.agentType,
    taskId: task.id,
    response: `This attempt stopped after paid model calls: ${error.message}`,
    ...error.spend,
  });
  return error.reason;
}
