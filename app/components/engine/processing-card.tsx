import { Link } from "@remix-run/react";
import { useState } from "react";
import type { AiResponse, Task } from "../../../workers/contract/agents";
import { INTEGRATIONS_PATH } from "../../../workers/contract/integrations";
import type { ChosenStrategy } from "../../lib/engine-api";
import type { ProjectEngine } from "../../lib/use-project-engine";
import { formatLongDate, formatRelativeTime } from "../../lib/time";
import { ResponseUsage } from "../cost/response-usage";
import { Card, Spinner } from "../ui";
import { agentLabel } from "./display";
import { ManualProcessing } from "./manual-processing";

interface ProcessingCardProps {
  projectId: string;
  responses: AiResponse[] | null;
  tasks: Task[] | null;
  useCursor: boolean;
  onUseCursorChange(value: boolean): void;
  /** The strategy chosen on the cost card. */
  strategy: ChosenStrategy;
  engine: Pick<ProjectEngine, "applyProject" | "reloadAfter">;
}

/** The agents' responses, and under Advanced the manual processing: 'Use Cursor AI', 'Process Next Task', Process. */
export function ProcessingCard({ responses, ...manual }: ProcessingCardProps) {
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">AI Agent Processing</h2>
      <ResponseList responses={responses} />
      <ManualProcessing {...manual} />
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
