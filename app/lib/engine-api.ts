import { z } from "zod";
import {
  engineResultSchema,
  progressResponseSchema,
  responsesResponseSchema,
  tasksResponseSchema,
  type AgentType,
  type ProcessOptions,
} from "../../workers/contract/agents";
import { apiRequest } from "./api";

// The project-detail screen's calls to the agent engine (spec section 7).

export const getProgress = (projectId: string) =>
  apiRequest(`/agents/${projectId}/progress`, { schema: progressResponseSchema });

export const getTasks = (projectId: string) => apiRequest(`/agents/${projectId}/tasks`, { schema: tasksResponseSchema });

export const getResponses = (projectId: string) =>
  apiRequest(`/agents/${projectId}/responses`, { schema: responsesResponseSchema });

export const startProject = (projectId: string) =>
  apiRequest(`/projects/${projectId}/start`, { method: "POST", schema: engineResultSchema });

export const retryProject = (projectId: string) =>
  apiRequest(`/projects/${projectId}/retry`, { method: "POST", schema: engineResultSchema });

export const processNextTask = (projectId: string, options: ProcessOptions) =>
  apiRequest(`/agents/${projectId}/process`, { method: "POST", body: options, schema: engineResultSchema });

export const processTask = (projectId: string, taskId: string, options: ProcessOptions) =>
  apiRequest(`/agents/${projectId}/tasks/${taskId}/process`, { method: "POST", body: options, schema: engineResultSchema });

export const retryTask = (projectId: string, taskId: string) =>
  apiRequest(`/agents/${projectId}/tasks/${taskId}/retry`, { method: "POST", schema: engineResultSchema });

export const sendAgentMessage = (
  projectId: string,
  body: { agent_type: AgentType | "all"; message: string; priority: "normal"; metadata: Record<string, string> },
) =>
  apiRequest(`/agents/${projectId}/message`, {
    method: "POST",
    body,
    schema: z.object({ success: z.literal(true), message: z.string() }),
  });

/** useCostOptimization is true when the strategy is auto or budget (spec section 7). */
export function processOptions(strategy: "auto" | "budget", preferCursor: boolean): ProcessOptions {
  return { preferCursor, strategy, useCostOptimization: strategy === "auto" || strategy === "budget" };
}
