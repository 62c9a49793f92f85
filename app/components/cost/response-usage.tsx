import type { AiResponse } from "../../../workers/contract/agents";
import { formatMoney } from "../../../workers/contract/money";
import { EstimatedMark } from "./estimated-mark";
import { formatCount, modelName } from "./format";

/**
 * A response's model usage: what it cost first, then the model (by its name, the whole id in its title), calls
 * and tokens; "estimated" when AppForge counted tokens. Nothing for the built-in engine's work.
 */
export function ResponseUsage({ response }: { response: AiResponse }) {
  if (response.modelCalls === 0) return null;
  const { name, id } = modelName(response.model);
  const calls = response.modelCalls === 1 ? "1 model call" : `${formatCount(response.modelCalls)} model calls`;
  return (
    <span className="block text-xs text-slate-600" data-testid="response-usage">
      <span className="font-semibold tabular-nums text-slate-900">{formatMoney(response.cost)}</span>
      <EstimatedMark shown={response.estimated} /> ·{" "}
      <span className="font-medium text-slate-700" title={id}>
        {name}
      </span>{" "}
      · {calls} · <span className="tabular-nums">{formatCount(response.tokens)}</span> tokens
    </span>
  );
}
