import { useState } from "react";
import type { Task } from "../../../workers/contract/agents";
import { Button, Card } from "../ui";
import { AnalyticsModal } from "./analytics-modal";
import { ActionFeedback } from "./feedback";
import { FilesModal } from "./files-modal";
import { SendMessageModal } from "./send-message-modal";
import { useAction } from "./use-action";

type OpenModal = "message" | "analytics" | "files" | null;

interface ActionsCardProps {
  projectId: string;
  tasks: Task[] | null;
}

/**
 * The Actions card, and the modals it opens. Start Development and Retry Failed Tasks are the screen's next
 * step when they apply, so they lead the screen (next-step.tsx) instead of sitting here.
 */
export function ActionsCard({ projectId, tasks }: ActionsCardProps) {
  // A message's notice ("Message sent to ...") stays true after the work it started settles, so it stays.
  const action = useAction<never>();
  const [modal, setModal] = useState<OpenModal>(null);
  const close = () => setModal(null);

  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">Actions</h2>
      <div className="flex flex-col gap-2">
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
            action.announce(notice);
          }}
        />
      ) : null}
      {modal === "analytics" ? <AnalyticsModal projectId={projectId} tasks={tasks} onClose={close} /> : null}
      {modal === "files" ? <FilesModal projectId={projectId} onClose={close} /> : null}
    </Card>
  );
}
