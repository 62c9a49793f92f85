import { useQuery } from "@tanstack/react-query";
import { getCostSummary } from "../../lib/cost-api";
import { errorMessage } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import type { ReactNode } from "react";
import { Button, Card, Spinner } from "../ui";
import { EstimatedMark } from "./estimated-mark";
import { formatCount, formatUsd, runsAndCalls, SPEND_DECIMALS } from "./format";

/**
 * The dashboard's AI cost-optimization summary: what every project of the user has spent on AI. Requests are
 * model calls; the built-in engine's runs are named as such. A figure with estimated calls says so.
 */
export function CostSummaryCard() {
  const summary = useQuery({ queryKey: queryKeys.costSummary, queryFn: ({ signal }) => getCostSummary({ signal }) });
  const models = Object.entries(summary.data?.modelUsage ?? {}).sort(([, a], [, b]) => b - a);

  return (
    <Card className="space-y-4" testId="cost-summary">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">AI Cost Optimization</h2>
        {summary.isFetching && summary.data ? <Spinner label="Refreshing costs" className="h-4 w-4" /> : null}
      </div>
      {summary.isPending ? <Spinner label="Loading costs" /> : null}
      {summary.isError && !summary.data ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <span>{errorMessage(summary.error, "Cost figures could not be loaded")}</span>
          <Button variant="secondary" onClick={() => void summary.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      {summary.data ? (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure
              testId="cost-total"
              label="Total spent"
              value={formatUsd(summary.data.totalCost, SPEND_DECIMALS)}
              estimated={summary.data.estimated}
            />
            <Figure
              testId="cost-requests"
              label="AI requests"
              value={formatCount(summary.data.requests)}
              note={runsAndCalls(summary.data.builtinRuns, summary.data.requests)}
            />
            <Figure
              testId="cost-average"
              label="Average per request"
              value={formatUsd(summary.data.averageCostPerRequest, SPEND_DECIMALS)}
              estimated={summary.data.estimated}
            />
            <Figure testId="cost-tokens" label="Total tokens" value={formatCount(summary.data.totalTokens)} estimated={summary.data.estimated} />
          </dl>
          {summary.data.monthlyLimit ? (
            <p className="text-sm text-slate-600" data-testid="cost-monthly-limit">
              This month: {formatUsd(summary.data.monthlyLimit.spentThisMonth, SPEND_DECIMALS)} of your account&apos;s{" "}
              {formatUsd(summary.data.monthlyLimit.limit, 2)} monthly limit, which starts again on{" "}
              {summary.data.monthlyLimit.resetsAt.slice(0, 10)} (UTC). The operator sets it.
            </p>
          ) : null}
          {models.length > 0 ? (
            <div>
              <h3 className="text-sm font-medium text-slate-500">Spend per model</h3>
              <ul className="mt-2 divide-y divide-slate-100 text-sm" data-testid="cost-per-model">
                {models.map(([model, cost]) => (
                  <li key={model} className="flex items-center justify-between gap-3 py-1.5">
                    <span className="min-w-0 truncate font-mono text-slate-700" title={model}>
                      {model === "builtin" ? "built-in engine" : model}
                    </span>
                    <span className="shrink-0 tabular-nums">
                      {formatUsd(cost, SPEND_DECIMALS)}
                      <EstimatedMark shown={summary.data?.estimatedModels.includes(model) ?? false} />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-sm text-slate-600">No AI requests yet: start a project and its agents' work shows here.</p>
          )}
          {summary.data.projectUsage.length > 0 ? (
            <div>
              <h3 className="text-sm font-medium text-slate-500">Spend per project</h3>
              <ul className="mt-2 divide-y divide-slate-100 text-sm" data-testid="cost-per-project">
                {summary.data.projectUsage.map((line) => (
                  <li key={line.projectId} className="flex items-center justify-between gap-3 py-1.5">
                    <span className={`min-w-0 truncate ${line.deleted ? "text-slate-500" : "text-slate-700"}`} title={line.name}>
                      {line.deleted ? `${line.name} (deleted)` : line.name}
                    </span>
                    <span className="shrink-0 tabular-nums">
                      {formatUsd(line.cost, SPEND_DECIMALS)}
                      <EstimatedMark shown={line.estimated} />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : null}
    </Card>
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
