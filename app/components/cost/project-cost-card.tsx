import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState, type FormEvent } from "react";
import type { AiStrategy } from "../../../workers/contract/agents";
import type { CostSettingsBody } from "../../../workers/contract/cost";
import { errorMessage } from "../../lib/api-client";
import { formatMoney } from "../../../workers/contract/money";
import { saveCostSettings } from "../../lib/cost-api";
import type { ChosenStrategy } from "../../lib/engine-api";
import { queryKeys } from "../../lib/query-keys";
import { Alert, Button, Card, inputClass, Spinner } from "../ui";
import { allBuiltin } from "./chart-data";
import { EstimatedMark } from "./estimated-mark";
import { formatCount, runsAndCalls } from "./format";
import { ModelSettingsNotice } from "./model-settings-notice";
import { useProjectEstimate, useProjectSpending } from "./use-project-cost";

interface ProjectCostCardProps {
  projectId: string;
  /** The project is paused at a spending limit: its own, or its account's monthly one. */
  paused: boolean;
  strategy: ChosenStrategy;
  onStrategyChange(strategy: ChosenStrategy): void;
}

const STRATEGY_LABELS: Record<AiStrategy, string> = {
  auto: "AUTO",
  budget: "Budget",
  balanced: "Balanced",
  premium: "Premium",
};

/**
 * The detail screen's cost card: the strategy the process calls use (AUTO or Budget) with their
 * estimates, what the project has spent so far, and the estimate of every strategy. A figure that fails
 * to load is logged and left out, not shown as zero.
 */
export function ProjectCostCard({ projectId, paused, strategy, onStrategyChange }: ProjectCostCardProps) {
  const name = useId();
  const client = useQueryClient();
  const [saveError, setSaveError] = useState<string | null>(null);
  const estimate = useProjectEstimate(projectId);
  const spending = useProjectSpending(projectId);
  const estimates = estimate.data?.estimatedCosts;
  const pricing = estimate.data?.pricing;
  const settings = estimate.data?.settings;

  // The saved strategy is the one the room runs with by itself; the card starts from it.
  const savedStrategy = settings?.strategy;
  useEffect(() => {
    if (savedStrategy === "auto" || savedStrategy === "budget") onStrategyChange(savedStrategy);
  }, [savedStrategy, onStrategyChange]);

  async function save(body: CostSettingsBody) {
    setSaveError(null);
    try {
      await saveCostSettings(projectId, body);
    } catch (error) {
      setSaveError(errorMessage(error, "The cost settings could not be saved"));
    }
    await client.invalidateQueries({ queryKey: queryKeys.projectCost(projectId) });
  }

  return (
    <Card className="space-y-4" testId="project-cost">
      <h2 className="text-lg font-semibold">Cost Optimization</h2>
      <ModelSettingsNotice />
      <fieldset>
        <legend className="text-sm font-medium text-slate-500">AI strategy</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {(["auto", "budget"] as const).map((option) => (
            <label
              key={option}
              className={`flex cursor-pointer flex-col rounded-lg border p-3 text-sm focus-within:ring-2 focus-within:ring-brand-500 ${
                strategy === option ? "border-brand-500 bg-brand-50" : "border-slate-200"
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={strategy === option}
                onChange={() => {
                  onStrategyChange(option);
                  void save({ strategy: option });
                }}
                className="sr-only"
              />
              <span className="font-semibold">{STRATEGY_LABELS[option]}</span>
              <span className="tabular-nums text-slate-600" data-testid={`strategy-estimate-${option}`}>
                {estimates ? `est. ${formatMoney(estimates[option])}` : estimate.isPending ? "…" : ""}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {paused ? (
        <Alert tone="info">
          Paused at a spending limit: the agents&apos; latest response says which, and what the next call could cost. For this
          project&apos;s limit, raise it or choose Budget to go on; your account&apos;s monthly limit is the operator&apos;s to raise, or
          it starts again next month.
        </Alert>
      ) : null}
      {saveError ? <Alert>{saveError}</Alert> : null}
      {settings ? (
        <SpendingLimitForm key={String(settings.spendingLimit)} limit={settings.spendingLimit} onSave={(spendingLimit) => save({ spendingLimit })} />
      ) : null}

      {spending.isPending ? <Spinner label="Loading spending" /> : null}
      {spending.data ? (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-500">Current spending</dt>
            <dd className="text-base font-semibold tabular-nums">
              <span data-testid="project-spent">{formatMoney(spending.data.total)}</span>
              <EstimatedMark shown={spending.data.estimated} />
            </dd>
            {allBuiltin(spending.data) ? <dd className="text-xs text-slate-500">The built-in engine&apos;s runs cost nothing</dd> : null}
          </div>
          <div>
            <dt className="text-slate-500">Tasks processed</dt>
            <dd className="text-base font-semibold tabular-nums" data-testid="project-tasks-processed">
              {formatCount(spending.data.tasks)}
            </dd>
            <dd className="text-xs text-slate-500" data-testid="project-model-calls">
              {runsAndCalls(spending.data.builtinRuns, spending.data.modelCalls)}
            </dd>
          </div>
        </dl>
      ) : null}

      {estimates && pricing ? (
        <div className="space-y-2">
          <h3 className="text-sm font-medium text-slate-500">Estimated cost of the whole plan</h3>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm" data-testid="estimates">
            {(["budget", "balanced", "premium", "auto"] as const).map((option) => (
              <div key={option} className="flex justify-between gap-2">
                <dt>{STRATEGY_LABELS[option]}</dt>
                <dd className="tabular-nums">{formatMoney(estimates[option])}</dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-slate-500" data-testid="pricing-basis">
            {pricing.configured
              ? `Priced with the configured models (${pricing.models.join(", ")}), ${estimate.data?.calls ?? 0} model calls.`
              : `No language model is configured: the built-in engine does every task at no cost. The estimates are what Workers AI (${pricing.models.join(", ")}) would charge for the ${estimate.data?.calls ?? 0} calls.`}
          </p>
        </div>
      ) : null}
    </Card>
  );
}

/** The most the project's model calls may cost, in dollars; empty for no limit. */
function SpendingLimitForm({ limit, onSave }: { limit: number | null; onSave(limit: number | null): Promise<void> }) {
  const inputId = useId();
  const [value, setValue] = useState(limit === null ? "" : String(limit));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = value.trim();
    const amount = text === "" ? null : Number(text);
    if (amount !== null && (!Number.isFinite(amount) || amount < 0)) {
      setProblem("Enter an amount in dollars, such as 5 or 0.50, or leave it empty for no limit");
      return;
    }
    setProblem(null);
    setBusy(true);
    await onSave(amount);
    setBusy(false);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-1">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-500">
        Spending limit (USD)
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          inputMode="decimal"
          placeholder="No limit"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={problem ? true : undefined}
          className={inputClass}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </Button>
      </div>
      {problem ? <p className="text-sm text-red-600">{problem}</p> : null}
      <p className="text-xs text-slate-500">
        {limit === null ? "No limit: model calls are not capped." : `No model call may take spending past ${formatMoney(limit)}.`}
      </p>
    </form>
  );
}
