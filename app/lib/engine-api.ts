import {
  engineResultSchema,
  progressResponseSchema,
  responsesResponseSchema,
  messageSentSchema,
  tasksResponseSchema,
  type MessageInput,
  type ProcessOptions,
} from "../../workers/contract/agents";
import { socketTicketResponseSchema } from "../../workers/contract/projects";
import { api, call, type CallOptions } from "./api-client";

// The project-detail screen's calls to the agent engine.

const agent = api.api.agents[":id"];
const agentTask = api.api.agents[":agentId"].tasks[":taskId"];
const project = api.api.projects[":id"];
const id = (projectId: string) => ({ param: { id: projectId } });
const task = (projectId: string, taskId: string) => ({ param: { agentId: projectId, taskId } });

export const getProgress = (projectId: string, options?: CallOptions) =>
  call((o) => agent.progress.$get(id(projectId), o), progressResponseSchema, options);

export const getTasks = (projectId: string, options?: CallOptions) =>
  call((o) => agent.tasks.$get({ ...id(projectId), query: {} }, o), tasksResponseSchema, options);

export const getResponses = (projectId: string, options?: CallOptions) =>
  call((o) => agent.responses.$get(id(projectId), o), responsesResponseSchema, options);

/** A fresh single-use ticket for the project's live channel, asked for before every (re)connect. */
export const getSocketTicket = (projectId: string) =>
  call((o) => project["socket-ticket"].$post(id(projectId), o), socketTicketResponseSchema);

export const startProject = (projectId: string) =>
  call((o) => project.start.$post(id(projectId), o), engineResultSchema);

export const retryProject = (projectId: string) =>
  call((o) => project.retry.$post(id(projectId), o), engineResultSchema);

export const processNextTask = (projectId: string, options: ProcessOptions) =>
  call((o) => agent.process.$post({ ...id(projectId), json: options }, o), engineResultSchema);

export const processTask = (projectId: string, taskId: string, options: ProcessOptions) =>
  call((o) => agentTask.process.$post({ ...task(projectId, taskId), json: options }, o), engineResultSchema);

export const retryTask = (projectId: string, taskId: string) =>
  call((o) => agentTask.retry.$post(task(projectId, taskId), o), engineResultSchema);

export const sendAgentMessage = (projectId: string, body: MessageInput) => call((o) => agent.message.$post({ ...id(projectId), json: body }, o), messageSentSchema);

/** The strategies the screens offer; the estimates also show balanced and premium. */
export type ChosenStrategy = "auto" | "budget";

/** useCostOptimization is true when the strategy is auto or budget. */
export function processOptions(strategy: ChosenStrategy, preferCursor: boolean): ProcessOptions {
  return { preferCursor, strategy, useCostOptimization: strategy === "auto" || strategy === "budget" };
}
