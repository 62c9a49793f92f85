import { NANO_PER_USD } from "../contract/usage";
import { aiConfigFrom, type AiEnv } from "./config";

// The operator's key pays for every account's model calls: how much of it a project and an account may spend,
// read from the environment. A model configured and nothing set: $5 a project, $25 an account per calendar
// month (UTC). "0" or "none": no limit. With the built-in engine nothing is spent, and nothing set means no limit.

export const PROJECT_LIMIT_SETTING = "AI_DEFAULT_PROJECT_LIMIT_USD";
export const ACCOUNT_LIMIT_SETTING = "AI_MONTHLY_ACCOUNT_LIMIT_USD";
export const DEFAULT_PROJECT_LIMIT_USD = 5;
export const DEFAULT_MONTHLY_ACCOUNT_LIMIT_USD = 25;
/** The most a limit may be, as for a project's own limit (contract/cost.ts). */
const MAX_LIMIT_USD = 1_000_000;

export interface LimitsEnv extends AiEnv {
  AI_DEFAULT_PROJECT_LIMIT_USD?: string;
  AI_MONTHLY_ACCOUNT_LIMIT_USD?: string;
}

/** Limits in nanodollars (null: none), and the settings that could not be read (their default applies). */
export interface SpendLimits {
  /** The spending limit a new project starts with; its owner may change it on the cost card. */
  projectDefaultNanoUsd: number | null;
  /** The most an account's model calls may cost in a calendar month (UTC), across its projects. */
  accountMonthlyNanoUsd: number | null;
  problems: string[];
}

function readLimit(name: string, text: string | undefined, fallbackUsd: number | null): { nanoUsd: number | null; problem: string | null } {
  const fallback = fallbackUsd === null ? null : Math.round(fallbackUsd * NANO_PER_USD);
  const value = text?.trim().toLowerCase() ?? "";
  if (value === "") return { nanoUsd: fallback, problem: null };
  if (value === "none") return { nanoUsd: null, problem: null };
  const usd = Number(value);
  if (value.startsWith("0x") || !Number.isFinite(usd) || usd < 0 || usd > MAX_LIMIT_USD) {
    const instead = fallbackUsd === null ? "no limit applies" : `$${fallbackUsd} applies instead`;
    return { nanoUsd: fallback, problem: `${name} must be a number of dollars up to 1,000,000, or 0 or none for no limit, not "${text?.trim() ?? ""}": ${instead}` };
  }
  return { nanoUsd: usd === 0 ? null : Math.round(usd * NANO_PER_USD), problem: null };
}

export function spendLimitsFrom(env: LimitsEnv): SpendLimits {
  const modelConfigured = aiConfigFrom(env).provider !== "builtin";
  const project = readLimit(PROJECT_LIMIT_SETTING, env.AI_DEFAULT_PROJECT_LIMIT_USD, modelConfigured ? DEFAULT_PROJECT_LIMIT_USD : null);
  const account = readLimit(ACCOUNT_LIMIT_SETTING, env.AI_MONTHLY_ACCOUNT_LIMIT_USD, modelConfigured ? DEFAULT_MONTHLY_ACCOUNT_LIMIT_USD : null);
  return {
    projectDefaultNanoUsd: project.nanoUsd,
    accountMonthlyNanoUsd: account.nanoUsd,
    problems: [project.problem, account.problem].filter((problem): problem is string => problem !== null),
  };
}

/** A calendar month, UTC: spend recorded from `startsAt` counts; at `resetsAt` the next month starts from zero. */
export interface CalendarMonth {
  startsAt: string;
  resetsAt: string;
}

export function calendarMonthOf(now: Date): CalendarMonth {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { startsAt: new Date(Date.UTC(year, month, 1)).toISOString(), resetsAt: new Date(Date.UTC(year, month + 1, 1)).toISOString() };
}
