import { describe, expect, it } from "vitest";
import { allBuiltin, dayBars, taskBars } from "./chart-data";

describe("dayBars", () => {
  it("names each UTC day as it is, from the first day to Today, with its runs", () => {
    const { bars, ends } = dayBars([
      { day: "2026-11-26", cost: 0, runs: 0, estimated: false },
      { day: "2026-11-27", cost: 0.0032, runs: 1, estimated: true },
    ]);
    expect(ends).toEqual(["Nov 26", "Today"]);
    expect(bars).toEqual([
      { key: "2026-11-26", label: "Thu, Nov 26", amount: 0, estimated: false, detail: "0 runs" },
      { key: "2026-11-27", label: "Fri, Nov 27", amount: 0.0032, estimated: true, detail: "1 run" },
    ]);
  });
});

describe("taskBars", () => {
  it("keeps the order the tasks ran in, with each one's agent, runs and model calls", () => {
    const { bars, ends } = taskBars([
      { taskId: "t1", name: "Design the data model", agentType: "architect", cost: 0.004, runs: 1, modelCalls: 2, estimated: false },
      { taskId: null, name: "Tasks no longer in the plan", agentType: "qa", cost: 0.0001, runs: 2, modelCalls: 2, estimated: true },
    ]);
    expect(ends).toEqual(["First task", "Latest task"]);
    expect(bars.map((bar) => [bar.key, bar.label, bar.detail])).toEqual([
      ["t1", "Design the data model", "Architect · 1 run, 2 model calls"],
      ["gone-1", "Tasks no longer in the plan", "QA · 2 runs, 2 model calls"],
    ]);
  });
});

describe("allBuiltin", () => {
  it("is true only when runs happened, all on the built-in engine, at no cost", () => {
    expect(allBuiltin({ total: 0, modelCalls: 0, builtinRuns: 3 })).toBe(true);
    expect(allBuiltin({ total: 0, modelCalls: 0, builtinRuns: 0 })).toBe(false);
    expect(allBuiltin({ total: 0, modelCalls: 1, builtinRuns: 3 })).toBe(false);
  });
});
