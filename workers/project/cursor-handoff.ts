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
 * The agent is launched with the task's prompt and followed to its end; its summary (and its branch or pull
 * request) becomes part of the task's response. The built-in engine's files stay the project's files, so
 * the project is whole whatever Cursor does; Cursor's changes are on its branch in the repository.
 * Without a Cursor key or a repository, the response says which is missing.
 */

/** The agents whose tasks are code Cursor can write. */
export const CURSOR_AGENTS: readonly AgentType[] = ["frontend", "backend", "devops"];
/** How long a task waits for Cursor's agent before it records where to follow it instead. */
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

function pollMs(env: Env): number {
  const configured = Number(env.CURSOR_POLL_MS);
  return env.CURSOR_POLL_MS !== undefined && env.CURSOR_POLL_MS !== "" && Number.isFinite(configured) && configured >= 0 ? configured : DEFAULT_CURSOR_POLL_MS;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** The lines the task's response gets for "Use Cursor AI". */
export async function cursorHandOff(input: HandOffInput): Promise<string[]> {
  const { env, secret, project, task, connections } = input;
  if (!CURSOR_AGENTS.includes(task.agentType as AgentType)) {
    return ["Use Cursor AI hands code tasks (frontend, backend, devops) to Cursor; the built-in engine did this one."];
  }
  const row = connections.find((connection) => connection.provider === "cursor");
  const token = row ? await openStoredToken(secret, row) : null;
  const repository = project.github_repo ? repositoryOf(project.github_repo) : null;
  if (!token || !repository) {
    const missing = [
      !token ? `no Cursor API key is connected (Integrations tab of your profile, ${INTEGRATIONS_PATH})` : null,
      !repository ? 'the project is not on GitHub yet ("Push to GitHub" on its Publish card)' : null,
    ].filter(Boolean);
    return [`Use Cursor AI is on, but ${missing.join(" and ")}: the built-in engine did this task.`];
  }
  const client: ProviderClient = { baseUrl: providerBaseUrl(env, "cursor"), token };
  let agent: CursorAgent;
  try {
    agent = await launchCursorAgent(client, { prompt: prompt(input), repository: `https://github.com/${repository}`, ref: "main" });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return [`Cursor did not take the task: ${error.message} The built-in engine did this task.`];
  }
  const lines = [`Handed to Cursor's background agent ${agent.id} on ${repository}, with this task's prompt.`];
  const deadline = Date.now() + CURSOR_FOLLOW_LIMIT_MS;
  const interval = pollMs(env);
  while (!(CURSOR_END_STATES as readonly string[]).includes(agent.status)) {
    if (Date.now() > deadline) {
      lines.push(`Cursor's agent was still ${agent.status} after 15 minutes${agent.target?.url ? `: follow it at ${agent.target.url}` : ""}. The built-in engine's files stand for this task meanwhile.`);
      return lines;
    }
    await wait(interval);
    try {
      agent = await cursorAgent(client, agent.id);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.failure === "rate_limited" || error.failure === "unavailable") continue;
      lines.push(`Cursor stopped answering about its agent: ${error.message} The built-in engine's files stand for this task.`);
      return lines;
    }
  }
  lines.push(ending(agent));
  return lines;
}
