import type { Spending } from "../../../workers/contract/cost";
import { AGENT_TYPES } from "../../../workers/contract/agents";
import { formatMoney } from "../../../workers/contract/money";
import { AGENT_LABELS } from "../engine/display";
import { Spinner } from "../ui";
import { taskBars } from "./chart-data";
import { EstimatedMark } from "./estimated-mark";
import { modelName, runsAndCalls } from "./format";
import { SpendChart } from "./spend-chart";
import { useProjectSpending } from "./use-project-cost";

/**
 * The Analytics modal's cost analysis. Before any money is spent it says so in words (the built-in engine's
 * runs are free); once a model call is made, the spend per task as a chart, then per agent and per model as
 * bars. Absent when it cannot load.
 */
export function CostAnalysis({ projectId, headingId }: { projectId: string; headingId: string }) {
  const spending = useProjectSpending(projectId);
  if (spending.isPending) return <Spinner label="Loading costs" />;
  const data = spending.data;
  if (!data) return null;
  return (
    <section className="space-y-3" aria-labelledby={headingId} data-testid="cost-analysis">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          Cost Analysis
        </h3>
        <span className="text-sm text-slate-600" data-testid="cost-analysis-total">
          <span className="font-semibold tabular-nums text-slate-900">{formatMoney(data.total)}</span>
          <EstimatedMark shown={data.estimated} /> over {data.tasks} task run{data.tasks === 1 ? "" : "s"} ({runsAndCalls(data.builtinRuns, data.modelCalls)})
        </span>
      </div>
      {data.tasks === 0 ? (
        <p className="text-sm text-slate-600">No task has run yet.</p>
      ) : data.modelCalls === 0 ? (
        <p className="text-sm text-slate-600" data-testid="cost-analysis-free">
          Every task so far ran on the built-in engine, which costs nothing.
        </p>
      ) : (
        <Spent data={data} />
      )}
    </section>
  );
}

function Spent({ data }: { data: Spending }) {
  const tasks = taskBars(data.byTask);
  const agents = AGENT_TYPES.filter((agent) => data.byAgent[agent] !== undefined).map((agent) => ({
    key: agent,
    label: AGENT_LABELS[agent],
    amount: data.byAgent[agent] ?? 0,
    estimated: data.estimatedAgents.includes(agent),
  }));
  const models = Object.entries(data.byModel)
    .sort(([, a], [, b]) => b - a)
    .map(([model, amount]) => {
      const { name, id } = modelName(model);
      return { key: model, label: name, title: id, amount, estimated: data.estimatedModels.includes(model) };
    });
  return (
    <>
      <SpendChart title="Spend per task, in the order they ran" bars={tasks.bars} ends={tasks.ends} labelHeader="Task" testId="task-spend-chart" />
      <Bars title="Spend per agent" rows={agents} />
      <Bars title="Spend per model" rows={models} />
    </>
  );
}

interface BarRow {
  key: string;
  label: string;
  title?: string;
  amount: number;
  estimated: boolean;
}

function Bars({ title, rows }: { title: string; rows: BarRow[] }) {
  const most = Math.max(...rows.map((row) => row.amount), 0);
  return (
    <figure className="space-y-1.5">
      <figcaption className="text-sm font-medium text-slate-700">{title}</figcaption>
      <ul className="space-y-1.5">
        {rows.map((row) => (
          <li key={row.key} className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-2 text-sm">
            <span className="truncate text-slate-800" title={row.title ?? row.label}>
              {row.label}
            </span>
            <span className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <span className="block h-full rounded-full bg-brand-600" style={{ width: most > 0 ? `${(row.amount / most) * 100}%` : "0%" }} />
            </span>
            <span className="tabular-nums text-slate-700">
              {formatMoney(row.amount)}
              <EstimatedMark shown={row.estimated} />
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
