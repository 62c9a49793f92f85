import type { Task } from "../../../workers/contract/agents";
import { retryTask } from "../../lib/engine-api";
import type { ProjectEngine } from "../../lib/use-project-engine";
import { formatLongDate, formatRelativeTime } from "../../lib/time";
import { Button, Card, Spinner } from "../ui";
import { agentLabel, PILL, statusWords, taskStatusClass } from "./display";
import { retryTaskError } from "./engine-errors";
import { ActionFeedback, BusyLabel } from "./feedback";
import { recentTasks } from "./rules";
import { useAction } from "./use-action";

interface RecentTasksCardProps {
  projectId: string;
  tasks: Task[] | null;
  engine: Pick<ProjectEngine, "applyProject" | "reload">;
}

/**
 * The first five tasks; a failed one has Retry. Pending ones are run by the project itself (processing one by
 * hand is under Advanced, on the AI Agent Processing card).
 */
export function RecentTasksCard({ projectId, tasks, engine }: RecentTasksCardProps) {
  const action = useAction<string>();

  const retry = (task: Task) =>
    action.run(
      task.id,
      async () => {
        const result = await retryTask(projectId, task.id);
        engine.applyProject(result.project);
        engine.reload();
        return result.message;
      },
      retryTaskError,
    );

  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">Recent Tasks</h2>
      <ActionFeedback error={action.error} notice={action.notice} />
      {tasks === null ? (
        <Spinner label="Loading tasks" />
      ) : tasks.length === 0 ? (
        <p className="text-sm text-slate-500">No tasks yet. Start development to have the architect plan them.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Recent tasks">
          {recentTasks(tasks).map((task) => (
            <li key={task.id} data-testid="recent-task" data-status={task.status} className="space-y-2 py-3 first:pt-0 last:pb-0">
              <div className="flex items-start justify-between gap-3">
                <h3 className="min-w-0 font-medium break-words text-slate-900">{task.name}</h3>
                <span className={`${PILL} capitalize ${taskStatusClass(task.status)}`}>{statusWords(task.status)}</span>
              </div>
              {task.description ? <p className="line-clamp-2 text-sm text-slate-600">{task.description}</p> : null}
              {task.status === "failed" && task.error ? (
                <p className="line-clamp-2 text-xs text-red-700">{task.error}</p>
              ) : null}
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-xs text-slate-500">
                  <span className="font-medium text-slate-700">{agentLabel(task.agent_type)}</span>
                  {" · updated "}
                  <time dateTime={task.updated_at} title={formatLongDate(task.updated_at)}>
                    {formatRelativeTime(task.updated_at)}
                  </time>
                </p>
                {task.status === "failed" ? (
                  <Button
                    variant="secondary"
                    disabled={action.busy !== null}
                    aria-busy={action.busy === task.id}
                    aria-label={`Retry ${task.name}`}
                    onClick={() => void retry(task)}
                  >
                    <BusyLabel busy={action.busy === task.id} busyText="Retrying...">
                      Retry
                    </BusyLabel>
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
