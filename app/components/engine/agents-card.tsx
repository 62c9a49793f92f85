import { AGENT_TYPES, type AgentStatuses } from "../../../workers/contract/agents";
import { Card, Spinner } from "../ui";
import { AGENT_LABELS, agentStatusClass, PILL } from "./display";

/** The six agents, each with its status (coloured by agentStatusClass) and current task. */
export function AgentsCard({ agents }: { agents: AgentStatuses | null }) {
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">AI Agents</h2>
      {agents ? (
        <ul className="grid grid-cols-2 gap-2 sm:gap-3 xl:grid-cols-3">
          {AGENT_TYPES.map((agent) => {
            const state = agents[agent];
            return (
              <li
                key={agent}
                data-testid={`agent-${agent}`}
                data-status={state.status}
                className="min-w-0 space-y-1.5 rounded-lg border border-slate-200 p-3"
              >
                <div className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-2">
                  <span className="max-w-full truncate font-medium text-slate-900">{AGENT_LABELS[agent]}</span>
                  <span className={`${PILL} capitalize ${agentStatusClass(state.status)}`}>{state.status}</span>
                </div>
                {/* A wait says until when: that line wraps instead of being cut. */}
                <p className={`text-sm ${state.status === "waiting" ? "break-words text-amber-800" : "truncate text-slate-600"}`} title={state.current_task ?? undefined}>
                  {state.current_task ?? <span className="text-slate-500">No current task</span>}
                </p>
              </li>
            );
          })}
        </ul>
      ) : (
        <Spinner label="Loading agents" />
      )}
    </Card>
  );
}
