import { APICallError, RetryError, type LanguageModel } from "ai";
import { z } from "zod";
import type { ModelSetting } from "../../ai/config";
import { readJsonAnswer } from "../../ai/json-answer";
import { askForJson } from "../../ai/json-call";
import { callDeadline, ModelDidNotAnswer, noSpend, outputCapFor, SpendingLimitReached, type CallSpend, type SpendGuard } from "../../ai/model-call";
import { passingFailure } from "../../ai/retry";
import { DRAFT_CALL_MARKER, DRAFT_TEXT_FIELDS, draftAnswersSchema, REQUIRED_DRAFT_FIELDS, type DraftAnswers } from "../../contract/drafts";
import {
  DEPLOYMENT_OPTIONS,
  DESIGN_OPTIONS,
  FEATURE_OPTIONS,
  PROJECT_TYPE_OPTIONS,
  TECH_STACK_GROUPS,
  type Option,
} from "../../contract/projects";

/**
 * A model drafts every answer of the wizard from one sentence, read and checked as the architect's design is
 * (docs/decisions/013): the answer is taken out of plain JSON, a fence or prose; an answer off the schema or
 * missing what the wizard needs is sent back once with its problems; a passing failure (429 with Retry-After,
 * 5xx) is waited out while the draft's time allows. The draft never waits past its budget: then it is not
 * usable, says why, and the built-in reading answers instead.
 */

/** Two dozen short answers as JSON, with room to spare. */
export const DRAFT_MAX_OUTPUT_TOKENS = 2500;
const DRAFT_MIN_OUTPUT_TOKENS = 800;
/** With less time than this left, another call is not started. */
const LEAST_CALL_MS = 1500;
/** The wait after a passing failure that asked for none. */
const RETRY_WAIT_MS = 500;
/** Calls in all (answers that were not usable, and failures that pass, each count one). */
const MAX_CALLS = 3;

const INSTRUCTIONS = [
  `${DRAFT_CALL_MARKER} from one sentence an entrepreneur wrote about the application they want.`,
  "Answer every question briefly and concretely, in the entrepreneur's own language and words; where the sentence",
  "says nothing, give a sensible answer for such an application (for the stack, one frontend, one backend and one",
  "database) rather than nothing. Leave an optional answer empty only when nothing sensible can be said.",
  "Choices take only the listed values. Lists in free text put one item per line.",
].join(" ");

export function draftSystem(setting: Pick<ModelSetting, "structuredOutput">): string {
  if (setting.structuredOutput === "json-schema") return `${INSTRUCTIONS} Answer with one JSON object, in the response format's schema, and nothing else.`;
  return `${INSTRUCTIONS} Answer with one JSON object and nothing else (no Markdown), matching this JSON schema: ${JSON.stringify(z.toJSONSchema(draftAnswersSchema))}`;
}

const choices = (options: readonly Option<string>[]) => options.map((option) => `${option.value} (${option.label}: ${option.description})`).join("; ");

/** The question: the sentence, the choices the wizard offers, and what the built-in reading found, to improve on. */
export function draftBrief(sentence: string, builtin: Partial<DraftAnswers>): string {
  return [
    `Sentence: ${JSON.stringify(sentence)}`,
    `projectType, one of: ${choices(PROJECT_TYPE_OPTIONS)}`,
    `features, at least one of: ${choices(FEATURE_OPTIONS)}`,
    `techStack, one of each layer: ${TECH_STACK_GROUPS.map((group) => `${group.label}: ${group.options.map((option) => option.value).join(", ")}`).join("; ")}`,
    `deployment, one of: ${DEPLOYMENT_OPTIONS.map((option) => option.value).join(", ")}; design, one of: ${DESIGN_OPTIONS.map((option) => option.value).join(", ")}`,
    `A word-based reading of the sentence found these answers; keep what fits, correct what does not, answer the rest: ${JSON.stringify(builtin)}`,
  ].join("\n");
}

const isEmpty = (value: DraftAnswers[keyof DraftAnswers]) => (typeof value === "string" ? value.trim() === "" : Array.isArray(value) && value.length === 0);

/** What makes a draft unusable for the wizard, in words a model can correct. */
export function draftProblems(answers: DraftAnswers): string[] {
  const problems = REQUIRED_DRAFT_FIELDS.filter((field) => isEmpty(answers[field])).map(
    (field) => `${field}: the wizard cannot go on without this answer; give one from the sentence or a sensible one for such an application`,
  );
  for (const group of TECH_STACK_GROUPS) {
    const chosen = answers.techStack.filter((id) => group.options.some((option) => option.value === id));
    if (chosen.length > 1) problems.push(`techStack: one ${group.label.toLowerCase()} only, not ${chosen.join(" and ")}`);
  }
  return problems;
}

/** The draft as the wizard takes it: text trimmed, lists without repeats. */
function tidy(answers: DraftAnswers): DraftAnswers {
  const tidied: DraftAnswers = { ...answers, features: [...new Set(answers.features)], techStack: [...new Set(answers.techStack)] };
  for (const field of DRAFT_TEXT_FIELDS) tidied[field] = answers[field].trim();
  return tidied;
}

export interface DraftCall {
  sentence: string;
  builtin: Partial<DraftAnswers>;
  setting: ModelSetting;
  model: LanguageModel;
  /** Throws SpendingLimitReached before a call whose worst case would pass the account's monthly limit. */
  guard: SpendGuard;
  /** How long the draft may take, every call and wait included. */
  budgetMs: number;
  /** Waits between calls; a test may pass one that does not. */
  sleep?(ms: number): Promise<void>;
}

export type ModelDraft = { ok: true; answers: DraftAnswers; spend: CallSpend } | { ok: false; reason: string; spend: CallSpend };

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** The HTTP status a failed call answered, when it answered. */
function statusOf(error: unknown): number | undefined {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  return APICallError.isInstance(cause) ? cause.statusCode : undefined;
}

/** Why a call that failed for good failed, naming the setting, never the endpoint's words (which may quote the key or account). */
function refusal(id: string, error: unknown): string {
  const status = statusOf(error);
  return status === undefined ? `The model ${id} could not be asked for a draft.` : `The model ${id} refused the draft (it answered ${status}).`;
}

export async function draftWithModel(call: DraftCall): Promise<ModelDraft> {
  const { sentence, builtin, setting, model, guard, budgetMs } = call;
  const sleep = call.sleep ?? pause;
  const spend = noSpend();
  const started = Date.now();
  const left = () => budgetMs - (Date.now() - started);
  const fail = (reason: string): ModelDraft => ({ ok: false, reason, spend: { ...spend } });
  const late = `The model ${setting.id} did not answer within ${seconds(budgetMs)}, the most a draft waits.`;
  const system = draftSystem(setting);
  const brief = draftBrief(sentence, builtin);
  let prompt = brief;
  let problems: string[] = [];

  for (let calls = 0; calls < MAX_CALLS; calls += 1) {
    if (left() < LEAST_CALL_MS) return fail(problems.length > 0 ? unusable(setting.id, problems) : late);
    let cap: number;
    try {
      cap = await outputCapFor(setting, `${system}\n${prompt}`, DRAFT_MAX_OUTPUT_TOKENS, DRAFT_MIN_OUTPUT_TOKENS);
      guard(system, prompt, cap, spend.costNanoUsd);
    } catch (error) {
      if (error instanceof SpendingLimitReached) return fail(error.message);
      return fail(error instanceof Error ? error.message : String(error));
    }
    let text: string;
    let cutOff: boolean;
    try {
      ({ text, cutOff } = await askForJson({ model, setting, system, prompt, schema: draftAnswersSchema, cap, deadline: callDeadline(setting.id, left()) }, spend));
    } catch (error) {
      if (error instanceof ModelDidNotAnswer) return fail(late);
      const passing = passingFailure(error);
      if (!passing) {
        console.warn("A draft's model call failed", error);
        return fail(refusal(setting.id, error));
      }
      const wait = passing.retryAfterMs ?? RETRY_WAIT_MS;
      if (wait + LEAST_CALL_MS > left()) {
        const asked = passing.retryAfterMs === null ? "" : ` and asked to wait ${seconds(wait)}`;
        const state = statusOf(error) === 429 ? "is rate limited (429)" : "is not answering for now";
        return fail(`The model ${setting.id} ${state}${asked}, longer than a draft waits.`);
      }
      await sleep(wait);
      continue;
    }
    const read = readJsonAnswer(text);
    let previous: unknown = null;
    if (!read.ok) problems = [cutOff ? `the answer was cut off at the output cap of ${cap} tokens before its JSON closed` : read.problem];
    else {
      const parsed = draftAnswersSchema.safeParse(read.value);
      if (!parsed.success) problems = parsed.error.issues.slice(0, 12).map((issue) => `${issue.path.join(".") || "the answer"}: ${issue.message}`);
      else {
        const answers = tidy(parsed.data);
        problems = draftProblems(answers);
        if (problems.length === 0) return { ok: true, answers, spend: { ...spend } };
      }
      previous = read.value;
    }
    prompt = retryPrompt(brief, problems, previous, read.ok ? null : { cutOff });
  }
  return fail(problems.length > 0 ? unusable(setting.id, problems) : late);
}

const unusable = (id: string, problems: readonly string[]) =>
  `The model ${id}'s draft could not be used (${problems.slice(0, 3).join("; ")}${problems.length > 3 ? `; ${problems.length - 3} more` : ""}).`;

/** The question again, with the previous answer in full when it was JSON, what was wrong and what is needed. */
function retryPrompt(brief: string, problems: readonly string[], previous: unknown, failed: { cutOff: boolean } | null): string {
  const needs = failed
    ? failed.cutOff
      ? "Answer with a shorter whole JSON object: a line or two per answer."
      : "Answer with the whole JSON object only: no Markdown fence, no sentences before or after it."
    : "Answer again with the whole corrected JSON object: keep what was right, change only what the problems name.";
  return [
    brief,
    previous === null ? "Your previous answer could not be read." : `Your previous answer, as read: ${JSON.stringify(previous)}`,
    `Problems to fix: ${problems.map((problem, index) => `(${index + 1}) ${problem}`).join(" ")}`,
    needs,
  ].join("\n");
}
