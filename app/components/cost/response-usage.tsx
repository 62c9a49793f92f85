import type { AiResponse } from "../../../workers/contract/agents";
import { EstimatedMark } from "./estimated-mark";
import { formatCount, formatUsd, SPEND_DECIMALS } from "./format";

/** A response's model usage: its model, calls, tokens and cost, "estimated" when AppForge counted tokens. Nothing for the built-in engine's work. */
export function ResponseUsage({ response }: { response: AiResponse }) {
  if (response.modelCalls === 0) return null;
  const calls = response.modelCalls === 1 ? "" : ` · ${response.modelCalls} calls`;
  return (
    <span className="block text-xs tabular-nums text-slate-500" data-testid="response-usage">
      {response.model}
      {calls} · {formatCount(response.tokens)} tokens · {formatUsd(response.cost, SPEND_DECIMALS)}
      <EstimatedMark shown={response.estimated} />
    </span>
  );
}
