import { AGENT_TYPES } from "../../../workers/contract/agents";
import { AGENT_LABELS } from "../engine/display";
import { Spinner } from "../ui";
import { EstimatedMark } from "./estimated-mark";
import { formatUsd, runsAndCalls, SPEND_DECIMALS } from "./format";
import { useProjectSpending } from "./use-project-cost";

/** The Analytics modal's cost analysis: spend per agent and per model as bars. Absent when it cannot load. */
export function CostAnalysis({ projectId, headingId }: { projectId: string; headingId: string }) {
  const spending = useProjectSpending(projectId);
  if (spending.isPending) return <Spinner label="Loading costs" />;
  const data = spending.data;
  if (!data) return null;
  const agents = AGENT_TYPES.map((agent) => ({
    key: agent,
    label: AGENT_LABELS[agent],
    amount: data.byAgent[agent] ?? 0,
    estimated: data.estimatedAgents.includes(agent),
  }));
  const models = Object.entries(data.byModel).map(([model, amount]) => ({
    key: model,
    label: model === "builtin" ? "built-in engine" : model,
    amount,
    estimated: data.estimatedModels.includes(model),
  }));
  return (
    <section className="space-y-3" aria-labelledby={headingId} data-testid="cost-analysis">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          Cost Analysis
        </h3>
        <span className="text-sm tabular-nums text-slate-600">
          {formatUsd(data.total, SPEND_DECIMALS)}
          <EstimatedMark shown={data.estimated} /> over {data.tasks} task run{data.tasks === 1 ? "" : "s"} (
          {runsAndCalls(data.builtinRuns, data.modelCalls)})
        </span>
      </div>
      <Bars title="Spend per agent" rows={agents} />
      {models.length > 0 ? <Bars title="Spend per model" rows={models} /> : <p className="text-sm text-slate-500">No task has run yet.</p>}
    </section>
  );
}

function Bars({ title, rows }: { title: string; rows: { key: string; label: string; amount: number; estimated: boolean }[] }) {
  const most = Math.max(...rows.map((row) => row.amount), 0);
  return (
    <figure className="space-y-1.5">
      <figcaption className="text-xs font-medium text-slate-500">{title}</figcaption>
      <ul className="space-y-1.5">
        {rows.map((row) => (
          <li key={row.key} className="grid grid-cols-[minmax(0,8rem)_1fr_auto] items-center gap-2 text-sm">
            <span className="truncate text-slate-700" title={row.label}>
              {row.label}
            </span>
            <span className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-brand-600"
                style={{ width: most > 0 ? `${(row.amount / most) * 100}%` : "0%" }}
              />
            </span>
            <span className="tabular-nums text-slate-600">
              {formatUsd(row.amount, SPEND_DECIMALS)}
              <EstimatedMark shown={row.estimated} />
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
