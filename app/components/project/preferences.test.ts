import { describe, expect, it } from "vitest";
import { processOptions } from "../../lib/engine-api";
import { preferencesOf, strategyOf } from "./preferences";

describe("the Settings checkboxes", () => {
  it("show cost optimization on exactly when the strategy is Budget", () => {
    expect(preferencesOf(false, "budget")).toEqual({ preferCursor: false, useCostOptimization: true });
    expect(preferencesOf(true, "auto")).toEqual({ preferCursor: true, useCostOptimization: false });
  });

  it("turn cost optimization into the strategy manual processing sends", () => {
    expect(strategyOf({ useCostOptimization: true })).toBe("budget");
    expect(strategyOf({ useCostOptimization: false })).toBe("auto");
    expect(processOptions(strategyOf({ useCostOptimization: true }), true)).toEqual({ preferCursor: true, strategy: "budget", useCostOptimization: true });
  });

  it("round-trip: what the modal opens with is what it saves back", () => {
    for (const strategy of ["auto", "budget"] as const) expect(strategyOf(preferencesOf(false, strategy))).toBe(strategy);
  });
});
