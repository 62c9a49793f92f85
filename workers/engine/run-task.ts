import type { AgentType, ProcessOptions } from "../contract/agents";
import type { Project } from "../contract/projects";
import type { FileToWrite, UsageRecord } from "../db/agent-records";
import type { AgentMessageRow, TaskRow } from "../db/schema";
import { emittersFor } from "./generators";
import { modelFor } from "./planner";

export interface TaskRunInput {
  project: Project;
  task: TaskRow;
  /** Every message sent to this project's agents, for the app model. */
  allMessages: AgentMessageRow[];
  /** The messages this task is the first to read. */
  newMessages: AgentMessageRow[];
  options: ProcessOptions;
}

export interface TaskRunOutput {
  files: FileToWrite[];
  response: string;
  usage: Omit<UsageRecord, "agentType" | "taskId" | "response">;
}

export type TaskRunner = (input: TaskRunInput) => Promise<TaskRunOutput>;

/** The built-in engine: deterministic generators, no account, no network, no cost. */
export const builtinRunner: TaskRunner = async ({ project, task, allMessages, newMessages, options }) => {
  const model = modelFor({
    project,
    messages: allMessages.map((message) => ({ agentType: message.agentType, message: message.message })),
  });
  const emitter = emittersFor(model).find((candidate) => candidate.id === task.key);
  if (!emitter) throw new Error(`No generator produces "${task.name}" for this project's stack any more`);
  const files = emitter.emit(model);
  return {
    files,
    response: describeWork(task, project, files, newMessages, options),
    usage: { model: "builtin", tokensIn: 0, tokensOut: 0, cost: 0 },
  };
};

const AGENT_TITLES: Record<AgentType, string> = {
  architect: "Architect",
  frontend: "Frontend agent",
  backend: "Backend agent",
  devops: "DevOps agent",
  qa: "QA agent",
  deployment: "Deployment agent",
};

function describeWork(
  task: TaskRow,
  project: Project,
  files: FileToWrite[],
  messages: AgentMessageRow[],
  options: ProcessOptions,
): string {
  const title = AGENT_TITLES[task.agentType as AgentType] ?? task.agentType;
  const shown = files.slice(0, 6).map((file) => file.path);
  const more = files.length > shown.length ? ` and ${files.length - shown.length} more` : "";
  const lines = [
    `${title} completed "${task.name}" for ${project.name}.`,
    task.description,
    `Wrote ${files.length} file${files.length === 1 ? "" : "s"}: ${shown.join(", ")}${more}.`,
  ];
  const requirements = requirementList(task);
  if (requirements) lines.push(`Serves requirements ${requirements}.`);
  for (const message of messages) lines.push(`Read your message: "${message.message}" — recorded in docs/REQUIREMENTS.md.`);
  if (options.preferCursor) {
    lines.push("Cursor AI is not configured on this server, so the built-in engine did this task.");
  }
  return lines.join("\n");
}

function requirementList(task: TaskRow): string {
  const parsed: unknown = JSON.parse(task.requirementIds);
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string").join(", ") : "";
}
