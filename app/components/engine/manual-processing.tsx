import { useId } from "react";
import type { Task } from "../../../workers/contract/agents";
import { processNextTask, processOptions, processTask, type ChosenStrategy } from "../../lib/engine-api";
import type { ProjectEngine } from "../../lib/use-project-engine";
import { Button } from "../ui";
import { Advanced } from "./advanced";
import { agentLabel } from "./display";
import { processTaskError } from "./engine-errors";
import { ActionFeedback, BusyLabel } from "./feedback";
import { NEXT_TASK_RELOAD_DELAY_MS, pendingTasks, TASK_RELOAD_DELAY_MS } from "./rules";
import { useAction } from "./use-action";

interface ManualProcessingProps {
  projectId: string;
  tasks: Task[] | null;
  useCursor: boolean;
  onUseCursorChange(value: boolean): void;
  /** The strategy chosen on the cost card (or with Settings' cost optimization). */
  strategy: ChosenStrategy;
  engine: Pick<ProjectEngine, "applyProject" | "reloadAfter">;
}

const NEXT = "next";

/**
 * Running tasks by hand, under Advanced: the project's room runs its tasks by itself, one after another; these
 * run one now. The 'Use Cursor AI' switch, 'Process Next Task', and Process on each pending task in plan order.
 */
export function ManualProcessing({ projectId, tasks, useCursor, onUseCursorChange, strategy, engine }: ManualProcessingProps) {
  const action = useAction<string>();
  const switchId = useId();
  const options = () => processOptions(strategy, useCursor);

  const processNext = () =>
    action.run(
      NEXT,
      async () => {
        const result = await processNextTask(projectId, options());
        engine.applyProject(result.project);
        engine.reloadAfter(NEXT_TASK_RELOAD_DELAY_MS);
        return result.message;
      },
      processTaskError,
    );

  const process = (task: Task) =>
    action.run(
      task.id,
      async () => {
        const result = await processTask(projectId, task.id, options());
        engine.applyProject(result.project);
        engine.reloadAfter(TASK_RELOAD_DELAY_MS);
        return result.message;
      },
      processTaskError,
    );

  const pending = tasks ? pendingTasks(tasks) : [];
  return (
    <Advanced
      summary="process tasks by hand"
      testId="manual-processing"
      explanation="The project runs by itself: its agents take the tasks one after another without you. These buttons run a task now instead of waiting for its turn, with the strategy on the cost card."
    >
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
        <Button variant="secondary" onClick={() => void processNext()} disabled={action.busy !== null} aria-busy={action.busy === NEXT}>
          <BusyLabel busy={action.busy === NEXT} busyText="Processing...">
            Process Next Task
          </BusyLabel>
        </Button>
      </div>
      <ActionFeedback error={action.error} notice={action.notice} />
      {pending.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-sm font-medium text-slate-700">Pending tasks, in the order they run</h3>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-100" aria-label="Pending tasks">
            {pending.map((task) => (
              <li key={task.id} data-testid="pending-task" className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0 text-sm">
                  <span className="block break-words text-slate-900">{task.name}</span>
                  <span className="block text-xs text-slate-500">{agentLabel(task.agent_type)}</span>
                </span>
                <Button
                  variant="secondary"
                  className="shrink-0"
                  disabled={action.busy !== null}
                  aria-busy={action.busy === task.id}
                  aria-label={`Process ${task.name}`}
                  onClick={() => void process(task)}
                >
                  <BusyLabel busy={action.busy === task.id} busyText="Processing...">
                    Process
                  </BusyLabel>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Advanced>
  );
}
