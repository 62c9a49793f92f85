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

const checks = new Map<string, { until: number; check: Promise<EndpointCheck> }>();

const quoted = (ids: readonly string[]) => ids.map((id) => `"${id}"`).join(", ");

async function errorMessageOf(response: Response): Promise<string> {
  const parsed = errorBodySchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? `: ${parsed.data.error.message}` : "";
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
    return { problems: [`The model endpoint (OPENAI_BASE_URL) ${key}: it answered ${response.status}${await errorMessageOf(response)}. Model calls fail until it accepts one.`], definite: true };
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
  const shown = listed.length > 10 ? `${quoted(listed.slice(0, 10))} and ${listed.length - 10} more` : quoted(listed) || "none";
  return {
    problems: [`The model endpoint does not list ${quoted(missing)}, named in AI_MODELS: calls to ${them} will fail. It lists ${shown}.`],
    definite: true,
  };
}

/** What is wrong with an OpenAI-compatible endpoint for these settings; asked at most once per few minutes per isolate. */
export function endpointProblems(config: EndpointConfig, now = Date.now()): Promise<string[]> {
  const key = JSON.stringify([config.baseUrl, config.apiKey, config.models.map((model) => model.id)]);
  const cached = checks.get(key);
  if (cached && cached.until > now) return cached.check.then((check) => check.problems);
  const entry = { until: now + ANSWER_FRESH_MS, check: askEndpoint(config) };
  checks.set(key, entry);
  return entry.check.then((check) => {
    if (!check.definite) entry.until = Math.min(entry.until, Date.now() + NO_ANSWER_FRESH_MS);
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
