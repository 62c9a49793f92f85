import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { AiStatus, CostSummary } from "../../../workers/contract/cost";
import { errorMessage } from "../../lib/api-client";
import { getCostSummary } from "../../lib/cost-api";
import { queryKeys } from "../../lib/query-keys";
import { formatMoney } from "../../../workers/contract/money";
import { Button, Card, Spinner } from "../ui";
import { dayBars } from "./chart-data";
import { EstimatedMark } from "./estimated-mark";
import { formatCount, modelName, runsAndCalls } from "./format";
import { useAiStatus } from "./model-settings-notice";
import { SpendChart } from "./spend-chart";

/**
 * The dashboard's AI cost summary: what every project of the user has spent on AI. Until money is spent it
 * says so in words (with the built-in engine: free, and whether a model is configured); once it is, the
 * figures, with a chart of the spend per day. Requests are model calls; the built-in engine's runs are named
 * as such. A figure with estimated calls says so.
 */
export function CostSummaryCard() {
  const summary = useQuery({ queryKey: queryKeys.costSummary, queryFn: ({ signal }) => getCostSummary({ signal }) });
  const aiStatus = useAiStatus();

  return (
    <Card className="space-y-4" testId="cost-summary">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">AI cost</h2>
        {summary.isFetching && summary.data ? <Spinner label="Refreshing costs" className="h-4 w-4" /> : null}
      </div>
      {summary.isPending || aiStatus.isPending ? <Spinner label="Loading costs" /> : null}
      {summary.isError && !summary.data ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <span>{errorMessage(summary.error, "Cost figures could not be loaded")}</span>
          <Button variant="secondary" onClick={() => void summary.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      {summary.data && !aiStatus.isPending ? (
        <>
          {summary.data.totalCost > 0 ? <CostFigures summary={summary.data} /> : <CostInWords summary={summary.data} status={aiStatus.data ?? null} />}
          {summary.data.monthlyLimit ? (
            <p className="text-sm text-slate-600" data-testid="cost-monthly-limit">
              This month: {formatMoney(summary.data.monthlyLimit.spentThisMonth)} of your account&apos;s{" "}
              {formatMoney(summary.data.monthlyLimit.limit)} monthly limit, which starts again on{" "}
              {summary.data.monthlyLimit.resetsAt.slice(0, 10)} (UTC). The operator sets it.
            </p>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}

/** Nothing spent yet: what the agents run with, and whether that costs money. `status` null: the check could not be loaded. */
function CostInWords({ summary, status }: { summary: CostSummary; status: AiStatus | null }) {
  let headline = "Nothing spent yet.";
  let detail: string | null = null;
  if (status?.provider === "builtin") {
    headline =
      status.problems.length > 0 ? "Built-in engine: free. The configured model cannot be used." : "Built-in engine: free. No model configured.";
    detail = "The built-in generators write every project's code, at no cost.";
  } else if (status) {
    const models = status.models.join(", ");
    detail = `Calls to the configured model${status.models.length === 1 ? "" : "s"} (${models}) cost money; what they cost shows here once the agents make one.`;
  }
  const ran = summary.builtinRuns > 0 || summary.requests > 0;
  return (
    <div className="space-y-1" data-testid="cost-in-words">
      <p className="font-medium text-slate-900">{headline}</p>
      {detail ? <p className="text-sm text-slate-600">{detail}</p> : null}
      {ran ? <p className="text-sm text-slate-600">So far: {runsAndCalls(summary.builtinRuns, summary.requests)}.</p> : null}
    </div>
  );
}

/** Money was spent: the totals, the spend per day, per model and per project. */
function CostFigures({ summary }: { summary: CostSummary }) {
  const models = Object.entries(summary.modelUsage).sort(([, a], [, b]) => b - a);
  const days = dayBars(summary.byDay);
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure testId="cost-total" label="Total spent" value={formatMoney(summary.totalCost)} estimated={summary.estimated} />
        <Figure
          testId="cost-requests"
          label="AI requests"
          value={formatCount(summary.requests)}
          note={runsAndCalls(summary.builtinRuns, summary.requests)}
        />
        <Figure
          testId="cost-average"
          label="Average per request"
          value={formatMoney(summary.averageCostPerRequest)}
          estimated={summary.estimated}
        />
        <Figure testId="cost-tokens" label="Total tokens" value={formatCount(summary.totalTokens)} estimated={summary.estimated} />
      </dl>
      <SpendChart title="Spend per day, last 30 days (UTC)" bars={days.bars} ends={days.ends} labelHeader="Day" testId="day-spend-chart" />
      {models.length > 0 ? (
        <div>
          <h3 className="text-sm font-medium text-slate-700">Spend per model</h3>
          <ul className="mt-2 divide-y divide-slate-100 text-sm" data-testid="cost-per-model">
            {models.map(([model, cost]) => {
              const { name, id } = modelName(model);
              return (
                <li key={model} className="flex items-center justify-between gap-3 py-1.5">
                  <span className="min-w-0 truncate text-slate-800" title={id}>
                    {name}
                  </span>
                  <span className="shrink-0 tabular-nums">
                    {formatMoney(cost)}
                    <EstimatedMark shown={summary.estimatedModels.includes(model)} />
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {summary.projectUsage.length > 0 ? (
        <div>
          <h3 className="text-sm font-medium text-slate-700">Spend per project</h3>
          <ul className="mt-2 divide-y divide-slate-100 text-sm" data-testid="cost-per-project">
            {summary.projectUsage.map((line) => (
              <li key={line.projectId} className="flex items-center justify-between gap-3 py-1.5">
                <span className={`min-w-0 truncate ${line.deleted ? "text-slate-500" : "text-slate-700"}`} title={line.name}>
                  {line.deleted ? `${line.name} (deleted)` : line.name}
                </span>
                <span className="shrink-0 tabular-nums">
                  {formatMoney(line.cost)}
                  <EstimatedMark shown={line.estimated} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

interface FigureProps {
  testId: string;
  label: string;
  value: string;
  /** The figure includes estimated calls. */
  estimated?: boolean;
  note?: ReactNode;
}

function Figure({ testId, label, value, estimated = false, note }: FigureProps) {
  return (
    <div data-testid={testId} className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums break-all">
        {value}
        <EstimatedMark shown={estimated} />
      </dd>
      {note ? <dd className="mt-0.5 text-xs text-slate-500">{note}</dd> : null}
    </div>
  );
}
