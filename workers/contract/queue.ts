import { z } from "zod";

// The shapes of a project's queue that the engine plans, reads and produces and storage (workers/db) keeps: here,
// below both, so storage never imports the engine and the engine never reads storage's types.

/** One task of the architect's plan before it is stored: dependencies and requirements named by plan key and id. */
export interface PlannedTask {
  key: string;
  agentType: string;
  name: string;
  description: string;
  dependsOnKeys: string[];
  requirementIds: string[];
}

/**
 * A task of a project's queue as the engine reads it. Dependencies (task ids) and requirement ids are
 * JSON arrays, as the queue keeps them; read them with `dependencyIds` and `requirementIdsOf`.
 */
export interface QueuedTask {
  id: string;
  key: string;
  agentType: string;
  name: string;
  description: string;
  status: string;
  dependsOn: string;
  requirementIds: string;
}

/** A message the user sent to one agent (or to "all"). */
export interface AgentMessage {
  agentType: string;
  message: string;
}

/** A file a task writes; a path written again replaces the earlier file. */
export interface FileToWrite {
  path: string;
  type: string;
  category: string;
  content: string;
}

/** What one task run said and what it cost (model, tokens, cost in nanodollars). */
export interface UsageRecord {
  agentType: string;
  taskId: string | null;
  response: string;
  model: string;
  tokensIn: number;
  tokensOut: number;
  costNanoUsd: number;
  /** Model calls the run made (two design answers are two); absent: none for the built-in engine, else one. */
  modelCalls?: number;
  /** Some of the tokens were counted by AppForge, not reported by the provider (no usage, or a call given up). */
  estimated?: boolean;
}

const idList = z.array(z.string());

/** The ids of the tasks this one waits for. */
export function dependencyIds(task: Pick<QueuedTask, "dependsOn">): string[] {
  return idList.parse(JSON.parse(task.dependsOn));
}

/** The requirement ids this task serves. */
export function requirementIdsOf(task: Pick<QueuedTask, "requirementIds">): string[] {
  return idList.parse(JSON.parse(task.requirementIds));
}
