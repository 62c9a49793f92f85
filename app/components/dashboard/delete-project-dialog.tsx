import { useRef } from "react";
import { Button, Modal } from "../ui";

interface DeleteProjectDialogProps {
  /** The display name of the project to delete; null when the dialog is closed. */
  projectName: string | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Asks before deleting; Cancel has the focus so Enter alone never deletes. */
export function DeleteProjectDialog({ projectName, busy, onCancel, onConfirm }: DeleteProjectDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={projectName !== null}
      onClose={onCancel}
      dismissible={!busy}
      initialFocusRef={cancelRef}
      title="Delete project?"
      description={
        <>
          <span className="font-medium break-words text-slate-900 [overflow-wrap:anywhere]">{projectName}</span> and
          all of its tasks and generated files will be removed. This cannot be undone.
        </>
      }
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? "Deleting..." : "Delete project"}
          </Button>
        </>
      }
    />
  );
}
