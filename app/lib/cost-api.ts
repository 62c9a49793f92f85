import {
  aiStatusResponseSchema,
  costEstimateResponseSchema,
  costSettingsResponseSchema,
  type CostSettingsBody,
  costSummaryResponseSchema,
  projectCostResponseSchema,
  spendingResponseSchema,
  type Spending,
} from "../../workers/contract/cost";
import { api, call, type CallOptions } from "./api-client";

// The dashboard's and the detail screen's calls about AI spend.

const costs = api.api["cost-optimization"];
const id = (projectId: string) => ({ param: { id: projectId } });

export const getCostSummary = (options?: CallOptions) =>
  call((o) => costs.summary.$get({}, o), costSummaryResponseSchema, options).then((answer) => answer.data);

export const getCostEstimate = (projectId: string, options?: CallOptions) =>
  call((o) => costs[":id"].estimate.$get(id(projectId), o), costEstimateResponseSchema, options).then((answer) => answer.data);

/** The project's spend from /ai/cost/project/{id}, or from /cost-optimization/{id}/spending when that fails. */
export async function getProjectSpending(projectId: string, options?: CallOptions): Promise<Spending> {
  try {
    const answer = await call((o) => api.api.ai.cost.project[":id"].$get(id(projectId), o), projectCostResponseSchema, options);
    return answer.stats;
  } catch (error) {
    if (options?.signal?.aborted) throw error;
    console.error("Project cost failed; asking for its spending instead", error);
    const answer = await call((o) => costs[":id"].spending.$get(id(projectId), o), spendingResponseSchema, options);
    return answer.data;
  }
}

/** The model settings, checked: the problems the dashboard's notice and the cost card name. */
export const getAiStatus = (options?: CallOptions) =>
  call((o) => api.api.ai.status.$get({}, o), aiStatusResponseSchema, options).then((answer) => answer.data);

/** Saves the project's strategy and/or spending limit; a project paused at its limit runs again. */
export const saveCostSettings = (projectId: string, body: CostSettingsBody) =>
  call((o) => costs[":id"].settings.$put({ ...id(projectId), json: body }, o), costSettingsResponseSchema).then((answer) => answer.data);
