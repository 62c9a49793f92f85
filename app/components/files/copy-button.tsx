import { useEffect, useRef, useState } from "react";
import { Button } from "../ui";

/** The copy confirmation shows for two seconds. */
export const COPY_CONFIRMATION_MS = 2_000;

/** Copies the text to the clipboard; "Copied" for two seconds, or a note when the browser refuses. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function copy() {
    let next: "copied" | "failed" = "copied";
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      next = "failed";
    }
    setState(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), COPY_CONFIRMATION_MS);
  }

  return (
    <Button
      variant="ghost"
      onClick={() => void copy()}
      aria-label={state === "copied" ? `Copied ${label}` : `Copy ${label}`}
      title={state === "failed" ? "Could not copy to the clipboard: select the text and copy it instead." : undefined}
    >
      {state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : "Copy"}
    </Button>
  );
}
