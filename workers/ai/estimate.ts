import { AI_STRATEGIES, type AgentType, type AiStrategy } from "../contract/agents";
import type { RecordedCall } from "../contract/usage";
import type { TokenUsage } from "../contract/usage";
import { costNanoUsd, type ModelPrice } from "./prices";
import { pickModel, type CallKind } from "./strategy";

/**
 * Tokens one call of each kind takes before a project has a history: the architect reads the whole brief
 * and writes the app model; a task's response reads the task and the files' list and writes a paragraph.
 */
export const DEFAULT_TOKENS: Record<CallKind, TokenUsage> = {
  plan: { tokensIn: 3000, tokensOut: 2000 },
  rules: { tokensIn: 2000, tokensOut: 1000 },
  response: { tokensIn: 1500, tokensOut: 350 },
  docs: { tokensIn: 1500, tokensOut: 800 },
};

/** The model call a task of this agent makes: the architect plans, every other agent reports. */
export const callKindOf = (agentType: AgentType | string): CallKind => (agentType === "architect" ? "plan" : "response");

/** Tokens per kind of call: the project's own average where it has model calls of that kind, else the defaults. */
export function tokenFigures(history: readonly RecordedCall[]): Record<CallKind, TokenUsage> {
  const figures = { ...DEFAULT_TOKENS };
  for (const kind of Object.keys(DEFAULT_TOKENS) as CallKind[]) {
    const calls = history.filter((call) => callKindOf(call.agentType) === kind);
    if (calls.length === 0) continue;
    const average = (pick: (call: RecordedCall) => number) => Math.round(calls.reduce((sum, call) => sum + pick(call), 0) / calls.length);
    figures[kind] = { tokensIn: average((call) => call.tokensIn), tokensOut: average((call) => call.tokensOut) };
  }
  return figures;
}

/** What the calls of a plan would cost under each strategy, in nanodollars, priced with `models`. */
export function estimatePlan(
  callKinds: readonly CallKind[],
  models: readonly ModelPrice[],
  figures: Record<CallKind, TokenUsage>,
): Record<AiStrategy, number> {
  const estimate = (strategy: AiStrategy) =>
    callKinds.reduce((sum, kind) => sum + costNanoUsd(figures[kind], pickModel(models, strategy, kind)), 0);
  return Object.fromEntries(AI_STRATEGIES.map((strategy) => [strategy, estimate(strategy)])) as Record<AiStrategy, number>;
}
