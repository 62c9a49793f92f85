import { aiConfigFrom } from "../../ai/config";
import { calendarMonthOf, spendLimitsFrom } from "../../ai/limits";
import { SpendingLimitReached, worstCaseNanoUsd, type CallSpend, type SpendGuard } from "../../ai/model-call";
import { languageModelFor } from "../../ai/provider";
import { pickModel } from "../../ai/strategy";
import { DRAFT_FIELDS, DRAFT_MODEL_BUDGET_MS, type DraftAnswers, type DraftField, type DraftResponse } from "../../contract/drafts";
import { usdFromNano } from "../../contract/usage";
import { formatNanoUsd as dollars } from "../../contract/money";
import type { Db } from "../../db/client";
import { userSpendSince } from "../../db/costs";
import { recordDraftSpend } from "../../db/drafts";
import { draftsKey } from "../../db/quotas";
import type { Env } from "../../env";
import { ApiError } from "../errors";
import { QUOTA_EXCEEDED, requireHourlyQuota } from "../quotas";
import { readSentence } from "./builtin-reading";
import { draftWithModel } from "./model-draft";

/** Model drafts per account per hour: each may cost the operator a call or three; the built-in reading is not counted. */
export const DRAFTS_PER_ACCOUNT_PER_HOUR = 30;

const BUILTIN_SAYS = "The quick fill (no AI) filled what the words of your sentence say; the wizard marks the answers it left to you.";

/** The answers given, in the wizard's order: an answer is given when it is not empty. */
export function filledFields(answers: Partial<DraftAnswers>): DraftField[] {
  return DRAFT_FIELDS.filter((field) => {
    const value = answers[field];
    if (value === undefined) return false;
    if (typeof value === "string") return value.trim() !== "";
    if (Array.isArray(value)) return value.length > 0;
    return value.high.length + value.medium.length + value.low.length > 0;
  });
}

/** Only the answers given: what the response's `answers` holds. */
function given(answers: Partial<DraftAnswers>): Partial<DraftAnswers> {
  const filled = new Set<string>(filledFields(answers));
  return Object.fromEntries(Object.entries(answers).filter(([field]) => filled.has(field)));
}

function response(source: DraftResponse["source"], model: string | null, answers: Partial<DraftAnswers>, notes: string[], spend: CallSpend | null): DraftResponse {
  const kept = given(answers);
  return {
    success: true,
    answers: kept,
    filled: filledFields(kept),
    source,
    model,
    notes,
    cost: spend && spend.modelCalls > 0 ? { usd: usdFromNano(spend.costNanoUsd), modelCalls: spend.modelCalls, estimated: spend.estimated } : null,
  };
}

/** Refuses a call whose worst case would pass the account's monthly limit (a draft has no project and so no project limit). */
function accountGuard(spentNanoUsd: number, limitNanoUsd: number | null, resetsAt: string, price: Parameters<typeof worstCaseNanoUsd>[2]): SpendGuard {
  return (system, prompt, cap, spentSoFar) => {
    if (limitNanoUsd === null) return;
    const worst = worstCaseNanoUsd(system, prompt, price, cap);
    if (spentNanoUsd + spentSoFar + worst <= limitNanoUsd) return;
    throw new SpendingLimitReached(
      `${dollars(spentNanoUsd + spentSoFar)} of your account's ${dollars(limitNanoUsd)} monthly model spending is used, and a draft by ${price.id} could cost up to ${dollars(worst)}: ` +
        `the model drafts again from ${resetsAt.slice(0, 10)} (or when the operator raises the limit).`,
    );
  };
}

export interface DraftInput {
  env: Env;
  db: Db;
  userId: string;
  sentence: string;
  mode: "auto" | "builtin";
}

/**
 * The wizard's answers from one sentence: the configured model's draft, checked; else (no model, the built-in
 * reading asked for, the hourly quota or the monthly limit reached, a model that failed, was slow or answered
 * twice unusably) the built-in reading, with a note that says why. Never throws for the model's sake.
 */
export async function draftSentence({ env, db, userId, sentence, mode }: DraftInput): Promise<DraftResponse> {
  const reading = readSentence(sentence);
  const builtin = (why: string | null, spend: CallSpend | null = null) =>
    response("builtin", null, reading.answers, [...(why ? [why] : []), BUILTIN_SAYS, ...reading.notes], spend);
  if (mode === "builtin") return builtin(null);
  const ai = aiConfigFrom(env);
  if (ai.provider === "builtin") {
    return builtin(ai.problem ? `The model settings cannot be used (${ai.problem}).` : "No language model is configured, so nothing was spent.");
  }

  try {
    await requireHourlyQuota(db, "drafts", draftsKey(userId), DRAFTS_PER_ACCOUNT_PER_HOUR);
  } catch (error) {
    if (error instanceof ApiError && error.code === QUOTA_EXCEEDED) return builtin(error.message);
    throw error;
  }

  // The cheapest model: a draft is a short answer the user reads and corrects, and it must come quickly.
  const setting = pickModel(ai.models, "auto", "response");
  const limits = spendLimitsFrom(env);
  const month = calendarMonthOf(new Date());
  const spent = limits.accountMonthlyNanoUsd === null ? 0 : await userSpendSince(db, userId, month.startsAt);
  const outcome = await draftWithModel({
    sentence,
    builtin: reading.answers,
    setting,
    model: languageModelFor(ai)(setting.id),
    guard: accountGuard(spent, limits.accountMonthlyNanoUsd, month.resetsAt, setting),
    budgetMs: DRAFT_MODEL_BUDGET_MS,
  });
  if (outcome.spend.modelCalls > 0) {
    const { tokensIn, tokensOut, costNanoUsd, modelCalls, estimated } = outcome.spend;
    await recordDraftSpend(db, userId, { model: setting.id, tokensIn, tokensOut, costNanoUsd, modelCalls, estimated });
  }
  if (!outcome.ok) return builtin(outcome.reason, outcome.spend);
  const cost = outcome.spend.modelCalls > 0 ? [`Drafting cost ${dollars(outcome.spend.costNanoUsd)}${outcome.spend.estimated ? " (estimated)" : ""} of model use.`] : [];
  return response("model", setting.id, outcome.answers, cost, outcome.spend);
}
