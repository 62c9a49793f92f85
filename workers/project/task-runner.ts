import { aiConfigFrom } from "../ai/config";
import { languageModelFor } from "../ai/provider";
import type { AgentType } from "../contract/agents";
import type { RoomEvent } from "../contract/events";
import { insertResponse } from "../db/agent-records";
import type { Db } from "../db/client";
import type { TaskRow } from "../db/schema";
import { SpentBeforeFailing } from "./architect-model";
import { modelRunner } from "./model-runner";
import { builtinRunner, type TaskRunner } from "../engine/run-task";
import type { Env } from "../env";

/** The built-in engine, with a language model writing the responses when the environment configures one. */
export function runnerFor(env: Env): TaskRunner {
  const ai = aiConfigFrom(env);
  if (ai.provider === "builtin") return builtinRunner;
  return modelRunner(builtinRunner, { models: ai.models, languageModel: languageModelFor(ai) });
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
