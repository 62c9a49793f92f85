import { Link } from "@remix-run/react";
import { useId, useState } from "react";
import type { AiResponse } from "../../../workers/contract/agents";
import { INTEGRATIONS_PATH } from "../../../workers/contract/integrations";
import { processNextTask, processOptions, type ChosenStrategy } from "../../lib/engine-api";
import type { ProjectEngine } from "../../lib/use-project-engine";
import { formatLongDate, formatRelativeTime } from "../../lib/time";
import { ResponseUsage } from "../cost/response-usage";
import { Button, Card, Spinner } from "../ui";
import { agentLabel } from "./display";
import { processTaskError } from "./engine-errors";
import { ActionFeedback, BusyLabel } from "./feedback";
import { NEXT_TASK_RELOAD_DELAY_MS } from "./rules";
import { useAction } from "./use-action";

interface ProcessingCardProps {
  projectId: string;
  responses: AiResponse[] | null;
  useCursor: boolean;
  onUseCursorChange(value: boolean): void;
  /** The strategy chosen on the cost card. */
  strategy: ChosenStrategy;
  engine: Pick<ProjectEngine, "applyProject" | "reloadAfter">;
}

/** The 'Use Cursor AI' toggle, 'Process Next Task', and the agents' responses. */
export function ProcessingCard({ projectId, responses, useCursor, onUseCursorChange, strategy, engine }: ProcessingCardProps) {
  const action = useAction<"next">();
  const switchId = useId();

  const processNext = () =>
    action.run(
      "next",
      async () => {
        const result = await processNextTask(projectId, processOptions(strategy, useCursor));
        engine.applyProject(result.project);
        engine.reloadAfter(NEXT_TASK_RELOAD_DELAY_MS);
        return result.message;
      },
      processTaskError,
    );

  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">AI Agent Processing</h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <button
            id={switchId}
            type="button"
            role="switch"
            aria-checked={useCursor}
            onClick={() => onUseCursorChange(!useCursor)}
            className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 ${
              useCursor ? "bg-brand-600" : "bg-slate-300"
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${useCursor ? "translate-x-5" : "translate-x-0.5"}`}
            />
          </button>
          <label htmlFor={switchId} className="cursor-pointer text-sm font-medium text-slate-700">
            Use Cursor AI
          </label>
        </div>
        <Button onClick={() => void processNext()} disabled={action.busy !== null} aria-busy={action.busy === "next"}>
          <BusyLabel busy={action.busy === "next"} busyText="Processing...">
            Process Next Task
          </BusyLabel>
        </Button>
      </div>
      <ActionFeedback error={action.error} notice={action.notice} />
      <ResponseList responses={responses} />
    </Card>
  );
}

function ResponseList({ responses }: { responses: AiResponse[] | null }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  if (responses === null) return <Spinner label="Loading responses" />;
  if (responses.length === 0) {
    return <p className="text-sm text-slate-500">No responses yet. They appear here as the agents finish tasks.</p>;
  }

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium text-slate-700">AI Responses ({responses.length})</h3>
      <ul className="max-h-[28rem] space-y-2 overflow-y-auto pr-1" aria-label="AI responses">
        {responses.map((response) => {
          const open = expanded.has(response.id);
          return (
            <li key={response.id}>
              <button
                type="button"
                aria-expanded={open}
                data-testid="ai-response"
                onClick={() => toggle(response.id)}
                className="w-full space-y-1 rounded-lg border border-slate-200 bg-slate-50 p-3 text-left hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <span className="flex items-center justify-between gap-2 text-xs">
                  <span className="font-semibold text-brand-700">{agentLabel(response.agentType)}</span>
                  <time dateTime={response.timestamp} title={formatLongDate(response.timestamp)} className="text-slate-500">
                    {formatRelativeTime(response.timestamp)}
                  </time>
                </span>
                <span className={`text-sm break-words whitespace-pre-wrap text-slate-700 ${open ? "block" : "line-clamp-2"}`}>
                  {response.response}
                </span>
                <ResponseUsage response={response} />
                <span className="block text-xs font-medium text-slate-500">{open ? "Show less" : "Show more"}</span>
              </button>
              {response.response.includes(INTEGRATIONS_PATH) ? (
                <Link to={INTEGRATIONS_PATH} className="mt-1 inline-block text-sm font-medium text-brand-700 hover:underline">
                  Open the Integrations tab
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
