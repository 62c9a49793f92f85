import { env, runInDurableObject } from "cloudflare:test";
import { getServerByName } from "partyserver";
import { expect } from "vitest";
import { z } from "zod";
import { aiConfigFrom } from "../../workers/ai/config";
import { languageModelFor } from "../../workers/ai/provider";
import { responsesResponseSchema } from "../../workers/contract/agents";
import type { WizardDataInput } from "../../workers/contract/projects";
import { modelAgents, type Agents } from "../../workers/project/model-runner";
import type { ProjectRoom } from "../../workers/project/project-room";
import { builtinRunner } from "../../workers/engine/run-task";
import { call, signUp } from "./api";
import { waitForSettled } from "./engine";
import { createProject, FULL_WIZARD } from "./projects";

// A project whose room runs on a language model: a test model given directly, or the real OpenAI-compatible
// provider talking HTTP to the fake endpoint at model.test (tests/setup/fake-model.ts).

/** The room's stored jobs (reports, follow-ups) still to do. */
export async function jobsLeft(projectId: string): Promise<number> {
  const stub = await getServerByName(env.ProjectRoom, projectId);
  return runInDurableObject(stub, async (_room: ProjectRoom, state) => (await state.storage.list({ prefix: "job:" })).size);
}

/** Waits until the project settles and every report it asked for is written (reports follow the code). */
export async function waitForReports(token: string, projectId: string, timeout = 20_000) {
  const settled = await waitForSettled(token, projectId, timeout);
  await expect.poll(() => jobsLeft(projectId), { timeout }).toBe(0);
  return settled;
}

/** Starts the project, waits until it settles and its reports are written, and answers its responses. */
export async function runToEnd(token: string, projectId: string, timeout?: number) {
  await call("POST", `/projects/${projectId}/start`, { token });
  const settled = await waitForReports(token, projectId, timeout);
  const responses = responsesResponseSchema.parse((await call("GET", `/agents/${projectId}/responses`, { token })).body).responses;
  return { status: settled.status, responses };
}

/**
 * The shop of FULL_WIZARD without its business rule: one the rule vocabulary cannot say, which a model would
 * be asked to write as code (a task of its own, workers/engine/rule-code.ts). The tests of the architect and
 * the reports leave it out; the rule-code tests use FULL_WIZARD.
 */
export const SHOP_WITHOUT_RULES: WizardDataInput = { ...FULL_WIZARD, businessRules: "" };

/** A new account's shop project (or one with `wizard`) whose room runs with `agents`. */
export async function projectWithAgents(agents: Agents, wizard: WizardDataInput = SHOP_WITHOUT_RULES) {
  const { token } = await signUp();
  const project = await createProject(token, { wizard_data: wizard });
  const stub = await getServerByName(env.ProjectRoom, project.id);
  await runInDurableObject(stub, (room: ProjectRoom) => room.setAgents(agents));
  return { token, project };
}

/** AI_MODELS entries for the fake endpoint: `models` as given, priced $1 in and $2 out per million tokens. */
export function endpointAgents(models: readonly Record<string, unknown>[], timeoutMs?: number): Agents {
  const config = aiConfigFrom({
    OPENAI_BASE_URL: "http://model.test/v1",
    AI_MODELS: JSON.stringify(models.map((model) => ({ tier: "balanced", inputPerMTok: 1, outputPerMTok: 2, ...model }))),
  });
  if (config.provider !== "openai-compatible") throw new Error(`the test's AI_MODELS are refused: ${config.provider === "builtin" ? config.problem : ""}`);
  return modelAgents(builtinRunner, { models: config.models, languageModel: languageModelFor(config), ...(timeoutMs === undefined ? {} : { timeoutMs }) });
}

const seenSchema = z.array(z.object({ at: z.number(), body: z.record(z.string(), z.unknown()) }));

/** What the fake endpoint received for a model id, oldest first. */
export async function seenBy(model: string) {
  return seenSchema.parse(await (await fetch(`http://model.test/_fake/seen?model=${encodeURIComponent(model)}`)).json());
}

/** A model id of one behaviour of the fake endpoint, with counters of its own. */
export const fresh = (behaviour: string) => `${behaviour}#${crypto.randomUUID().slice(0, 8)}`;
