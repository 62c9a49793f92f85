import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "../ui";

interface ConfirmBarProps {
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red for what cannot be taken back from here (a delete, discarding edits). */
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A question asked in place, inside the panel (a dialog over the panel's dialog would fight it for
 * Escape and focus). Cancel takes the focus, so Enter alone never confirms.
 */
export function ConfirmBar({ children, confirmLabel, cancelLabel = "Cancel", danger = false, busy = false, onConfirm, onCancel }: ConfirmBarProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div role="alertdialog" aria-label={confirmLabel} className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 [overflow-wrap:anywhere]">{children}</div>
      <div className="flex shrink-0 gap-2">
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={danger ? "danger" : "primary"} onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
