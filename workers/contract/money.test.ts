import { describe, expect, it } from "vitest";
import { formatMoney, formatNanoUsd } from "./money";

describe("formatMoney", () => {
  it("shows nothing spent as $0.00", () => {
    expect(formatMoney(0)).toBe("$0.00");
  });

  it.each([
    [0.0032, "$0.0032"],
    [0.003, "$0.0030"],
    [0.0031, "$0.0031"],
    [0.00019475, "$0.0002"],
    [0.0099, "$0.0099"],
    [0.0001, "$0.0001"],
    [0.000000001, "<$0.0001"],
  ])("shows %f, under a cent, with four decimals: %s", (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it("gives amounts under a cent the same number of decimals, so a list of them lines up", () => {
    const shown = [0.003, 0.0031, 0.0005].map(formatMoney);
    expect(new Set(shown.map((text) => text.length)).size).toBe(1);
  });

  it.each([
    [0.00999, "$0.01"],
    [0.01, "$0.01"],
    [0.019, "$0.02"],
    [0.42, "$0.42"],
    [5, "$5.00"],
    [1234.5, "$1,234.50"],
  ])("shows %f, a cent or more, in dollars and cents: %s", (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it("keeps the sign, and shows a missing amount as a dash", () => {
    expect(formatMoney(-0.0032)).toBe("-$0.0032");
    expect(formatMoney(-2.5)).toBe("-$2.50");
    expect(formatMoney(Number.NaN)).toBe("—");
  });

  it("reads the ledger's nanodollars as dollars", () => {
    expect(formatNanoUsd(1_000_000)).toBe("$0.0010");
    expect(formatNanoUsd(25e9)).toBe("$25.00");
  });
});
