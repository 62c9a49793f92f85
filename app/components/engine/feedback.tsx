import type { ReactNode } from "react";
import { Alert } from "../ui";

/** A small spinner for inside a button; the button's own text says what is happening. */
export function ButtonSpinner() {
  return <span className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />;
}

/** A button label that turns into a spinner and a busy text while its call runs. */
export function BusyLabel({ busy, busyText, children }: { busy: boolean; busyText: string; children: ReactNode }) {
  return busy ? (
    <>
      <ButtonSpinner />
      {busyText}
    </>
  ) : (
    <>{children}</>
  );
}

/**
 * Where a group of actions reports back: failures in an alert, the server's success message in a
 * status line that is always present so screen readers announce its changes.
 */
export function ActionFeedback({ error, notice }: { error: string | null; notice: string | null }) {
  return (
    <>
      {error ? <Alert>{error}</Alert> : null}
      <p role="status" aria-live="polite" className={notice ? "text-sm text-green-700" : "sr-only"}>
        {notice ?? ""}
      </p>
    </>
  );
}
