import { describe, expect, it } from "vitest";
import { calendarMonthOf, spendLimitsFrom } from "./limits";
import { spendGuard, SpendingLimitReached, type SpendState } from "./model-call";

const MODELS = JSON.stringify([{ id: "m", tier: "balanced", inputPerMTok: 1, outputPerMTok: 1 }]);
const WITH_MODEL = { OPENAI_BASE_URL: "http://127.0.0.1:9999/v1", AI_MODELS: MODELS };
const PRICE = { id: "m", tier: "balanced" as const, inputPerMTok: 1, outputPerMTok: 1 };

describe("spending limits from the environment", () => {
  it("default to $5 a project and $25 an account per month with a model, and to none with the built-in engine", () => {
    expect(spendLimitsFrom(WITH_MODEL)).toEqual({ projectDefaultNanoUsd: 5e9, accountMonthlyNanoUsd: 25e9, problems: [] });
    expect(spendLimitsFrom({})).toEqual({ projectDefaultNanoUsd: null, accountMonthlyNanoUsd: null, problems: [] });
  });

  it("take dollars, and 0 or none for no limit; a value that cannot be read keeps the default and says so", () => {
    expect(spendLimitsFrom({ ...WITH_MODEL, AI_DEFAULT_PROJECT_LIMIT_USD: " 0.5 ", AI_MONTHLY_ACCOUNT_LIMIT_USD: "NONE" })).toEqual({
      projectDefaultNanoUsd: 500_000_000,
      accountMonthlyNanoUsd: null,
      problems: [],
    });
    expect(spendLimitsFrom({ ...WITH_MODEL, AI_MONTHLY_ACCOUNT_LIMIT_USD: "0" }).accountMonthlyNanoUsd).toBeNull();
    const bad = spendLimitsFrom({ ...WITH_MODEL, AI_MONTHLY_ACCOUNT_LIMIT_USD: "-3" });
    expect(bad.accountMonthlyNanoUsd).toBe(25e9);
    expect(bad.problems).toEqual(['AI_MONTHLY_ACCOUNT_LIMIT_USD must be a number of dollars up to 1,000,000, or 0 or none for no limit, not "-3": $25 applies instead']);
    expect(spendLimitsFrom({ AI_MONTHLY_ACCOUNT_LIMIT_USD: "0x10" }).problems[0]).toContain("no limit applies");
  });

  it("count a calendar month in UTC", () => {
    expect(calendarMonthOf(new Date("2026-12-31T23:59:59.999Z"))).toEqual({ startsAt: "2026-12-01T00:00:00.000Z", resetsAt: "2027-01-01T00:00:00.000Z" });
    expect(calendarMonthOf(new Date("2026-03-01T00:00:00.000Z"))).toEqual({ startsAt: "2026-03-01T00:00:00.000Z", resetsAt: "2026-04-01T00:00:00.000Z" });
  });
});

describe("the spend guard", () => {
  /** A 10-byte prompt and no system text: its worst case is (10 + 64) tokens in and the cap out, at $1 per million each. */
  const refusal = (spend: SpendState): string => {
    try {
      spendGuard(spend, PRICE, "Design")("", "0123456789", 926, 0);
    } catch (error) {
      if (error instanceof SpendingLimitReached) return error.message;
      throw error;
    }
    return "";
  };
  const account = (spentNanoUsd: number) => ({ spentNanoUsd, limitNanoUsd: 25e9, resetsAt: "2027-01-01T00:00:00.000Z" });

  it("lets a call through that fits both limits, and counts it as under way", () => {
    const reserved: number[] = [];
    expect(refusal({ spentNanoUsd: 0, limitNanoUsd: 1_000_000, account: account(0), reserve: (nano) => reserved.push(nano) })).toBe("");
    expect(reserved).toEqual([1_000_000]);
  });

  it("names the project's limit and its owner's cost card when that is the one reached", () => {
    const message = refusal({ spentNanoUsd: 1, limitNanoUsd: 1_000_000, account: account(0) });
    expect(message).toBe(
      'Paused before "Design": its call to m could cost up to $0.0010, and <$0.0001 of the $0.0010 spending limit is spent. ' +
        "The project's owner can raise this project's limit on its cost card, or choose a cheaper strategy, to resume.",
    );
  });

  it("names the account's monthly limit, the operator's setting and when it starts again when that is the one reached", () => {
    const message = refusal({ spentNanoUsd: 0, limitNanoUsd: null, account: account(25e9 - 999_999) });
    expect(message).toBe(
      'Paused before "Design": its call to m could cost up to $0.0010, and $25.00 of the account\'s $25.00 monthly spending limit is ' +
        "spent this month, across its projects. It starts again on 2027-01-01 00:00 UTC; before that only the operator can raise it " +
        "(the AI_MONTHLY_ACCOUNT_LIMIT_USD setting). Once it allows the call, saving this project's cost settings resumes it.",
    );
  });

  it("names both when both are reached", () => {
    const message = refusal({ spentNanoUsd: 1, limitNanoUsd: 1_000_000, account: account(25e9) });
    expect(message).toContain("of the $0.0010 spending limit is spent");
    expect(message).toContain(" Also, $25.00 of the account's $25.00 monthly spending limit");
  });
});
