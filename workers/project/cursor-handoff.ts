import type { AgentType } from "../contract/agents";
import { INTEGRATIONS_PATH, type IntegrationProvider } from "../contract/integrations";
import type { Project } from "../contract/projects";
import type { IntegrationRow } from "../db/schema";
import { readConfig, type Env, type TokenKeys } from "../env";
import { CURSOR_END_STATES, cursorAgent, launchCursorAgent, type CursorAgent } from "../integrations/cursor";
import { repositoryOf } from "../integrations/github";
import { branchChanges, COMPARE_FILES_MAX, defaultBranch, type BranchChanges } from "../integrations/github-branch";
import { ProviderError, type ProviderClient } from "../integrations/provider-http";
import { providerBaseUrl } from "../integrations/providers";
import { openStoredToken } from "../integrations/secrets";

/**
 * "Use Cursor AI": a code task handed to Cursor's background agent on the project's GitHub repository.
 * The agent is launched with the task's prompt; the room follows it to its end as a job, and its summary (and its branch or pull
 * request) becomes part of the task's response. The built-in engine's files stay the project's files, so
 * the project is whole whatever Cursor does. When the agent finishes on a branch, that branch's file
 * changes are read from GitHub with the owner's GitHub connection (followCursorAgent's `branch`), for the
 * room to offer as the project's next version. Without a Cursor key or a repository, the response says which
 * is missing.
 */

/** The agents whose tasks are code Cursor can write. */
export const CURSOR_AGENTS: readonly AgentType[] = ["frontend", "backend", "devops"];
/** How long the room follows Cursor's agent before it records where to follow it instead. */
export const CURSOR_FOLLOW_LIMIT_MS = 15 * 60 * 1000;

export interface HandOffInput {
  env: Env;
  keys: TokenKeys;
  project: Project;
  task: { name: string; description: string; agentType: string };
  /** The owner's connections (sealed tokens). */
  connections: readonly IntegrationRow[];
}

/** How long a task handed to Cursor waits between two looks at its agent (CURSOR_POLL_MS, read by the config). */
export const cursorPollMs = (env: Env): number => readConfig(env).CURSOR_POLL_MS;

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

/** The owner's client for a provider, from their stored connection; null when they have not connected it. */
async function clientFor(input: Pick<HandOffInput, "env" | "keys" | "connections">, provider: IntegrationProvider): Promise<ProviderClient | null> {
  const row = input.connections.find((connection) => connection.provider === provider);
  const token = row ? ((await openStoredToken(input.keys, row))?.token ?? null) : null;
  return token ? { baseUrl: providerBaseUrl(input.env, provider), token } : null;
}

/** Hands the task to Cursor (one call): the lines the task's response gets at once for "Use Cursor AI". */
export async function handOffToCursor(input: HandOffInput): Promise<HandOff> {
  const { project, task } = input;
  if (!CURSOR_AGENTS.includes(task.agentType as AgentType)) {
    return { lines: ["Use Cursor AI hands code tasks (frontend, backend, devops) to Cursor; the built-in engine did this one."], follow: null };
  }
  const client = await clientFor(input, "cursor");
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

/** A finished agent's branch as GitHub has it: its file changes since it left the branch Cursor started from. */
export interface CursorBranch extends BranchChanges {
  branchName: string;
}

/**
 * How a followed agent ended: the lines the task's response gets, and, when Cursor finished on a branch
 * that GitHub could show, that branch's changes (`branch.changes`: each path with its new text, or null for a
 * file the branch deleted). `branch` is null when Cursor ended otherwise or the branch could not be read;
 * a line then says why.
 */
export interface CursorEnd {
  lines: string[];
  branch: CursorBranch | null;
}

export interface FollowInput extends Pick<HandOffInput, "env" | "keys" | "connections"> {
  agentId: string;
  /** "owner/name": the repository the agent works on (the hand-off's `follow.repository`). */
  repository: string;
  giveUpAt: number;
}

const ended = (lines: string[]): CursorEnd => ({ lines, branch: null });

/** "a, b, c and 4 more" */
function someOf(paths: readonly string[], shown = 8): string {
  const listed = paths.slice(0, shown).join(", ");
  return paths.length > shown ? `${listed} and ${paths.length - shown} more` : listed;
}

function branchLines(branchName: string, read: BranchChanges): string[] {
  const written = read.changes.filter((change) => change.content !== null).length;
  const deleted = read.changes.length - written;
  const lines = [
    read.changes.length === 0
      ? `Cursor's branch ${branchName} has no changes to take into the project.`
      : `Cursor's branch ${branchName} changes ${read.changes.length} ${read.changes.length === 1 ? "file" : "files"} (${written} written, ${deleted} deleted): ${someOf(read.changes.map((change) => change.path))}.`,
  ];
  if (read.skipped.length > 0) lines.push(`Not taken from the branch: ${read.skipped.join("; ")}.`);
  if (read.truncated) lines.push(`GitHub lists at most ${COMPARE_FILES_MAX} changed files, so the branch may change more than these: ${read.compareUrl}`);
  return lines;
}

/**
 * The finished agent's branch read with the owner's GitHub connection, compared with the ref Cursor started
 * from (the repository's default branch when none was named, as AppForge launches it).
 */
async function readBranch(input: FollowInput, agent: CursorAgent, branchName: string): Promise<CursorEnd> {
  const github = await clientFor(input, "github");
  if (!github) {
    return ended([`AppForge did not read Cursor's branch ${branchName}: GitHub is not connected (Integrations tab of your profile, ${INTEGRATIONS_PATH}).`]);
  }
  try {
    const base = agent.source?.ref ?? (await defaultBranch(github, input.repository));
    const read = await branchChanges(github, input.repository, base, branchName);
    return { lines: branchLines(branchName, read), branch: { ...read, branchName } };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const why = error.failure === "not_found" ? `it is no longer on ${input.repository} on GitHub (the branch or the repository was deleted)` : error.message;
    return ended([`AppForge could not read Cursor's branch ${branchName}: ${why}`]);
  }
}

/**
 * One look at a handed-off agent: null while it works (look again later), else how it ended. A finished
 * agent's branch is read from GitHub at once (see CursorEnd).
 */
export async function followCursorAgent(input: FollowInput): Promise<CursorEnd | null> {
  const client = await clientFor(input, "cursor");
  if (!client) return ended(["The Cursor API key was removed, so AppForge stopped following its agent. The built-in engine's files stand for this task."]);
  let agent: CursorAgent;
  try {
    agent = await cursorAgent(client, input.agentId);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.failure !== "rate_limited" && error.failure !== "unavailable") {
      return ended([`Cursor stopped answering about its agent: ${error.message} The built-in engine's files stand for this task.`]);
    }
    return Date.now() > input.giveUpAt ? ended([`Cursor did not answer about its agent for 15 minutes: ${error.message}`]) : null;
  }
  if ((CURSOR_END_STATES as readonly string[]).includes(agent.status)) {
    const branchName = agent.target?.branchName;
    if (agent.status !== "FINISHED" || !branchName) return ended([ending(agent)]);
    const read = await readBranch(input, agent, branchName);
    return { lines: [ending(agent), ...read.lines], branch: read.branch };
  }
  if (Date.now() > input.giveUpAt) {
    return ended([
      `Cursor's agent was still ${agent.status} after 15 minutes${agent.target?.url ? `: follow it at ${agent.target.url}` : ""}. The built-in engine's files stand for this task meanwhile.`,
    ]);
  }
  return null;
}
