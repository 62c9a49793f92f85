import type { AgentType } from "../contract/agents";
import { INTEGRATIONS_PATH } from "../contract/integrations";
import type { Project } from "../contract/projects";
import type { IntegrationRow } from "../db/schema";
import type { Env } from "../env";
import { CURSOR_END_STATES, cursorAgent, launchCursorAgent, type CursorAgent } from "../integrations/cursor";
import { repositoryOf } from "../integrations/github";
import { ProviderError, type ProviderClient } from "../integrations/provider-http";
import { providerBaseUrl } from "../integrations/providers";
import { openStoredToken } from "../integrations/secrets";

/**
 * "Use Cursor AI": a code task handed to Cursor's background agent on the project's GitHub repository.
 * The agent is launched with the task's prompt; the room follows it to its end as a job, and its summary (and its branch or pull
 * request) becomes part of the task's response. The built-in engine's files stay the project's files, so
 * the project is whole whatever Cursor does; Cursor's changes are on its branch in the repository.
 * Without a Cursor key or a repository, the response says which is missing.
 */

/** The agents whose tasks are code Cursor can write. */
export const CURSOR_AGENTS: readonly AgentType[] = ["frontend", "backend", "devops"];
/** How long the room follows Cursor's agent before it records where to follow it instead. */
export const CURSOR_FOLLOW_LIMIT_MS = 15 * 60 * 1000;
const DEFAULT_CURSOR_POLL_MS = 5000;

export interface HandOffInput {
  env: Env;
  secret: string;
  project: Project;
  task: { name: string; description: string; agentType: string };
  /** The owner's connections (sealed tokens). */
  connections: readonly IntegrationRow[];
}

export function cursorPollMs(env: Env): number {
  const configured = Number(env.CURSOR_POLL_MS);
  return env.CURSOR_POLL_MS !== undefined && env.CURSOR_POLL_MS !== "" && Number.isFinite(configured) && configured >= 0 ? configured : DEFAULT_CURSOR_POLL_MS;
}

function prompt(input: HandOffInput): string {
  return [
    `${input.task.name} for ${input.project.name}.`,
    input.task.description,
    `The project: ${input.project.description}`,
    "This repository holds the project as AppForge generated it (docs/app-model.json is its app model, docs/REQUIREMENTS.md its requirements). " +
      "Make this task's part of it work and pass its tests, and open a pull request with the change.",
  ].join("\n\n");
}

function ending(agent: CursorAgent): string {
  const where = agent.target?.prUrl ?? agent.target?.url ?? null;
  const branch = agent.target?.branchName ? ` on branch ${agent.target.branchName}` : "";
  if (agent.status === "FINISHED") {
    return [`Cursor finished${branch}: ${agent.summary ?? "it gave no summary"}.`, where ? `Its changes: ${where}` : null].filter(Boolean).join("\n");
  }
  return `Cursor's agent ended ${agent.status}${branch}${where ? ` (${where})` : ""}: the built-in engine's files stand for this task.`;
}

/** What the hand-off says at once, and the agent to follow when Cursor took the task. */
export interface HandOff {
  lines: string[];
  follow: { agentId: string; repository: string } | null;
}

async function cursorClient(input: Pick<HandOffInput, "env" | "secret" | "connections">): Promise<ProviderClient | null> {
  const row = input.connections.find((connection) => connection.provider === "cursor");
  const token = row ? await openStoredToken(input.secret, row) : null;
  return token ? { baseUrl: providerBaseUrl(input.env, "cursor"), token } : null;
}

/** Hands the task to Cursor (one call): the lines the task's response gets at once for "Use Cursor AI". */
export async function handOffToCursor(input: HandOffInput): Promise<HandOff> {
  const { project, task } = input;
  if (!CURSOR_AGENTS.includes(task.agentType as AgentType)) {
    return { lines: ["Use Cursor AI hands code tasks (frontend, backend, devops) to Cursor; the built-in engine did this one."], follow: null };
  }
  const client = await cursorClient(input);
  const repository = project.github_repo ? repositoryOf(project.github_repo) : null;
  if (!client || !repository) {
    const missing = [
      !client ? `no Cursor API key is connected (Integrations tab of your profile, ${INTEGRATIONS_PATH})` : null,
      !repository ? 'the project is not on GitHub yet ("Push to GitHub" on its Publish card)' : null,
    ].filter(Boolean);
    return { lines: [`Use Cursor AI is on, but ${missing.join(" and ")}: the built-in engine did this task.`], follow: null };
  }
  let agent: CursorAgent;
  try {
    // No ref: Cursor starts from the repository's default branch, which is where AppForge pushed the project.
    agent = await launchCursorAgent(client, { prompt: prompt(input), repository: `https://github.com/${repository}` });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return { lines: [`Cursor did not take the task: ${error.message} The built-in engine did this task.`], follow: null };
  }
  const lines = [`Handed to Cursor's background agent ${agent.id} on ${repository}, with this task's prompt.`];
  if ((CURSOR_END_STATES as readonly string[]).includes(agent.status)) return { lines: [...lines, ending(agent)], follow: null };
  return { lines: [...lines, "Its outcome is added here when it ends."], follow: { agentId: agent.id, repository } };
}

/** One look at a handed-off agent: null while it works, else the lines its end adds to the task's response. */
export async function followCursorAgent(
  input: Pick<HandOffInput, "env" | "secret" | "connections"> & { agentId: string; giveUpAt: number },
): Promise<string[] | null> {
  const client = await cursorClient(input);
  if (!client) return ["The Cursor API key was removed, so AppForge stopped following its agent. The built-in engine's files stand for this task."];
  let agent: CursorAgent;
  try {
    agent = await cursorAgent(client, input.agentId);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.failure !== "rate_limited" && error.failure !== "unavailable") {
      return [`Cursor stopped answering about its agent: ${error.message} The built-in engine's files stand for this task.`];
    }
    return Date.now() > input.giveUpAt ? [`Cursor did not answer about its agent for 15 minutes: ${error.message}`] : null;
  }
  if ((CURSOR_END_STATES as readonly string[]).includes(agent.status)) return [ending(agent)];
  if (Date.now() > input.giveUpAt) {
    return [
      `Cursor's agent was still ${agent.status} after 15 minutes${agent.target?.url ? `: follow it at ${agent.target.url}` : ""}. The built-in engine's files stand for this task meanwhile.`,
    ];
  }
  return null;
}
