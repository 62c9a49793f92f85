import { useEffect, useState } from "react";
import type { Task } from "../../../workers/contract/agents";
import type { ProjectStatus } from "../../../workers/contract/projects";
import { errorMessage } from "../../lib/api-client";
import { retryProject, startProject } from "../../lib/engine-api";
import type { ProjectEngine } from "../../lib/use-project-engine";
import { Button, Card } from "../ui";
import { AnalyticsModal } from "./analytics-modal";
import { ENGINE_ERRORS } from "./engine-errors";
import { ActionFeedback, BusyLabel } from "./feedback";
import { FilesModal } from "./files-modal";
import { SendMessageModal } from "./send-message-modal";
import { canRetryProject, canStart } from "./rules";
import { useAction } from "./use-action";

type OpenModal = "message" | "analytics" | "files" | null;

interface ActionsCardProps {
  projectId: string;
  status: ProjectStatus;
  tasks: Task[] | null;
  engine: Pick<ProjectEngine, "applyProject" | "reload">;
}

/** The Actions card, and the modals it opens. */
export function ActionsCard({ projectId, status, tasks, engine }: ActionsCardProps) {
  const action = useAction<"start" | "retry">();
  const [modal, setModal] = useState<OpenModal>(null);
  const close = () => setModal(null);

  // 'Planned 12 tasks; the agents are at work' no longer holds once the project has settled. A message's
  // notice ("Message sent to ...") stays true after the work it started settles, so it stays.
  const settled = status === "completed" || status === "failed";
  const [noticeFrom, setNoticeFrom] = useState<"run" | "message" | null>(null);
  const { clear } = action;
  useEffect(() => {
    if (settled && noticeFrom === "run") clear();
  }, [settled, noticeFrom, clear]);

  const runAction: typeof action.run = (...args) => {
    setNoticeFrom("run");
    return action.run(...args);
  };

  const start = () =>
    runAction(
      "start",
      async () => {
        const result = await startProject(projectId);
        engine.applyProject(result.project);
        engine.reload();
        return result.message;
      },
      // The server's words when it sent some (a quota's refusal says when to try again).
      (error) => errorMessage(error, ENGINE_ERRORS.start),
    );

  const retry = () =>
    runAction(
      "retry",
      async () => {
        const result = await retryProject(projectId);
        engine.applyProject(result.project);
        engine.reload();
        return result.message;
      },
      (error) => errorMessage(error, ENGINE_ERRORS.retryProject),
    );

  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">Actions</h2>
      <div className="flex flex-col gap-2">
        {canStart(status) ? (
          <Button onClick={() => void start()} disabled={action.busy !== null} aria-busy={action.busy === "start"}>
            <BusyLabel busy={action.busy === "start"} busyText="Starting...">
              Start Development
            </BusyLabel>
          </Button>
        ) : null}
        {canRetryProject(status) ? (
          <Button onClick={() => void retry()} disabled={action.busy !== null} aria-busy={action.busy === "retry"}>
            <BusyLabel busy={action.busy === "retry"} busyText="Retrying...">
              Retry Failed Tasks
            </BusyLabel>
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setModal("message")}>
          Send Message to Agents
        </Button>
        <Button variant="secondary" onClick={() => setModal("analytics")}>
          View Analytics
        </Button>
        <Button variant="secondary" onClick={() => setModal("files")}>
          View Project Files
        </Button>
      </div>
      <ActionFeedback error={action.error} notice={action.notice} />

      {modal === "message" ? (
        <SendMessageModal
          projectId={projectId}
          onClose={close}
          onSent={(notice) => {
            close();
            setNoticeFrom("message");
            action.announce(notice);
          }}
        />
      ) : null}
      {modal === "analytics" ? <AnalyticsModal projectId={projectId} tasks={tasks} onClose={close} /> : null}
      {modal === "files" ? <FilesModal projectId={projectId} onClose={close} /> : null}
    </Card>
  );
}
