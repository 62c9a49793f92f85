import { describe, expect, it } from "vitest";
import { formatMoney, formatValue } from "./format";

describe("format", () => {
  it("shows an empty value as a dash and a boolean in words", () => {
    expect(formatValue("string", null)).toBe("—");
    expect(formatValue("number", undefined, "USD")).toBe("—");
    expect(formatValue("boolean", true)).toBe("Yes");
    expect(formatValue("boolean", false)).toBe("No");
  });

  it("shows a number as it is when it is not money", () => {
    expect(formatValue("number", 4.5)).toBe("4.5");
  });

  it("shows an amount of money in its currency", () => {
    expect(formatValue("number", 4.5, "USD")).toBe("$4.50");
    expect(formatValue("number", 18, "GBP")).toBe("£18.00");
    expect(formatValue("number", 1234.5, "EUR")).toBe("€1,234.50");
    expect(formatMoney(450, "JPY")).toBe("¥450");
  });
});
