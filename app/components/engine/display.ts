import { AGENT_TYPES, type AgentType, type TaskStatus } from "../../../workers/contract/agents";

/** The words and colours the engine cards show. */

export const AGENT_LABELS: Record<AgentType, string> = {
  architect: "Architect",
  frontend: "Frontend",
  backend: "Backend",
  devops: "DevOps",
  qa: "QA",
  deployment: "Deployment",
};

function isAgentType(value: string): value is AgentType {
  return (AGENT_TYPES as readonly string[]).includes(value);
}

export function agentLabel(agent: string): string {
  return isAgentType(agent) ? AGENT_LABELS[agent] : agent;
}

/** Busy blue, idle grey, error red, anything else yellow. */
export function agentStatusClass(status: string): string {
  switch (status) {
    case "busy":
      return "bg-blue-100 text-blue-800 ring-blue-600/20";
    case "idle":
      return "bg-slate-100 text-slate-700 ring-slate-500/20";
    case "error":
      return "bg-red-100 text-red-800 ring-red-600/20";
    default:
      return "bg-yellow-100 text-yellow-800 ring-yellow-600/30";
  }
}

const TASK_STATUS_CLASSES: Record<TaskStatus, string> = {
  pending: "bg-slate-100 text-slate-700 ring-slate-500/20",
  in_progress: "bg-blue-100 text-blue-800 ring-blue-600/20",
  completed: "bg-green-100 text-green-800 ring-green-600/20",
  failed: "bg-red-100 text-red-800 ring-red-600/20",
};

export function taskStatusClass(status: TaskStatus): string {
  return TASK_STATUS_CLASSES[status];
}

/** 'in_progress' reads 'in progress'. */
export function statusWords(status: string): string {
  return status.replaceAll("_", " ");
}

/** Progress on the detail screen has one decimal. */
export function formatProgress(progress: number): string {
  const clamped = Number.isFinite(progress) ? Math.min(100, Math.max(0, progress)) : 0;
  return `${clamped.toFixed(1)}%`;
}

export const PILL = "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset";
