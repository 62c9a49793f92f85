import { z } from "zod";
import type { AiStatus } from "../contract/cost";
import { aiConfigFrom, type AiConfig } from "./config";
import { spendLimitsFrom, type LimitsEnv } from "./limits";

// Model settings are checked where people look, not only in a log: an unusable setting (the built-in engine
// runs instead), a limit that cannot be read, and for an OpenAI-compatible endpoint whether it answers, takes
// the key and serves the configured models. Workers AI is reached through its binding, which is trusted.
// Messages name settings, never the endpoint's address or key: every signed-in user sees them.

/** How long the endpoint may take to list its models. */
const LIST_TIMEOUT_MS = 5000;
/** An answer is kept this long per isolate; an endpoint that did not answer with a list is asked again sooner. */
const ANSWER_FRESH_MS = 5 * 60_000;
const NO_ANSWER_FRESH_MS = 30_000;

/** OpenAI's list-models answer, which OpenAI-compatible servers copy: `{ object: "list", data: [{ id, object: "model", ... }] }`. */
const modelListSchema = z.object({
  object: z.literal("list").optional(),
  data: z.array(z.object({ id: z.string() })),
});

/** OpenAI's error body: `{ error: { message, type, param, code } }`. */
const errorBodySchema = z.object({ error: z.object({ message: z.string() }) });

type EndpointConfig = Extract<AiConfig, { provider: "openai-compatible" }>;

interface EndpointCheck {
  problems: string[];
  /** The endpoint answered with a model list (or refused the key): worth keeping for the longer time. */
  definite: boolean;
}

/**
 * Settled answers only: a pending check belongs to the request that started it (a Worker's I/O is tied to its
 * request), so another request never waits on it; at worst two requests ask the endpoint at once.
 */
const checks = new Map<string, { until: number; check: EndpointCheck }>();

const quoted = (ids: readonly string[]) => ids.map((id) => `"${id}"`).join(", ");

/** The endpoint's own words go to the operator's log only: they may quote part of the key or name the account. */
async function logRefusal(response: Response): Promise<void> {
  const parsed = errorBodySchema.safeParse(await response.json().catch(() => null));
  if (parsed.success) console.warn(`The model endpoint refused GET /models (${response.status}): ${parsed.data.error.message}`);
}

async function askEndpoint(config: EndpointConfig): Promise<EndpointCheck> {
  const ids = config.models.map((model) => model.id);
  const unknown = `so whether it serves ${quoted(ids)} is not known`;
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/+$/, "")}/models`, {
      headers: { Accept: "application/json", ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
      signal: AbortSignal.timeout(LIST_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${LIST_TIMEOUT_MS / 1000} s` : error instanceof Error ? error.message : String(error);
    return { problems: [`The model endpoint (OPENAI_BASE_URL) could not be reached (${reason}): model calls fail until it answers.`], definite: false };
  }
  if (response.status === 401 || response.status === 403) {
    const key = config.apiKey ? "refused the key (OPENAI_API_KEY)" : "wants a key, and OPENAI_API_KEY is not set";
    await logRefusal(response);
    return { problems: [`The model endpoint (OPENAI_BASE_URL) ${key}: it answered ${response.status}. Model calls fail until it accepts one.`], definite: true };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { problems: [`The model list could not be checked: the endpoint answered GET /models with ${response.status}, ${unknown}.`], definite: false };
  }
  const list = modelListSchema.safeParse(await response.json().catch(() => null));
  if (!list.success) return { problems: [`The model list could not be checked: the endpoint's answer to GET /models is not a model list, ${unknown}.`], definite: false };
  const listed = list.data.data.map((model) => model.id);
  const missing = ids.filter((id) => !listed.includes(id));
  if (missing.length === 0) return { problems: [], definite: true };
  const them = missing.length === 1 ? "it" : "them";
  // Which other models the endpoint serves is the operator's business, read from the endpoint: not shown to every user.
  return {
    problems: [`The model endpoint does not list ${quoted(missing)}, named in AI_MODELS: calls to ${them} will fail. Check the ids against the endpoint's GET /models.`],
    definite: true,
  };
}

/** What is wrong with an OpenAI-compatible endpoint for these settings; asked at most once per few minutes per isolate. */
export function endpointProblems(config: EndpointConfig, now = Date.now()): Promise<string[]> {
  const key = JSON.stringify([config.baseUrl, config.apiKey, config.models.map((model) => model.id)]);
  const cached = checks.get(key);
  if (cached && cached.until > now) return Promise.resolve(cached.check.problems);
  return askEndpoint(config).then((check) => {
    checks.set(key, { until: Date.now() + (check.definite ? ANSWER_FRESH_MS : NO_ANSWER_FRESH_MS), check });
    return check.problems;
  });
}

/** The model settings as the screens show them: the provider, its models, and every problem with its reason. */
export async function aiStatusOf(env: LimitsEnv): Promise<AiStatus> {
  const config = aiConfigFrom(env);
  const problems = [
    ...(config.provider === "builtin" && config.problem ? [`${config.problem}: the built-in engine does every task instead.`] : []),
    ...(config.provider === "openai-compatible" ? await endpointProblems(config) : []),
    ...spendLimitsFrom(env).problems,
  ];
  return { provider: config.provider, models: config.provider === "builtin" ? [] : config.models.map((model) => model.id), problems };
}
