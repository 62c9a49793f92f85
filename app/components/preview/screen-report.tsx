import type { Ref } from "react";
import { Spinner } from "../ui";
import type { ScreenVisitState, VisitFrame } from "./use-screen-visit";

/** "7 of 9 screens render", and each failing screen with its first problem; the visit's hidden frame. */
export function ScreenReport({ state, frame, frameRef }: { state: ScreenVisitState; frame: VisitFrame | null; frameRef: Ref<HTMLIFrameElement> }) {
  const failing = state.phase === "done" ? state.results.filter((result) => !result.ok) : [];
  return (
    <>
      {state.phase === "idle" ? null : (
        <div className="space-y-2" data-testid="preview-screens">
          <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm text-slate-700">
            {state.phase === "visiting" ? (
              <>
                <Spinner label="Checking the screens" />
                <span>Opening each of the app&apos;s {state.total} screens...</span>
              </>
            ) : state.phase === "error" ? (
              state.message
            ) : (
              `${state.results.length - failing.length} of ${state.results.length} screens render.`
            )}
          </p>
          {failing.length > 0 ? (
            <ul className="space-y-1 rounded-md bg-amber-50 p-3 text-xs text-amber-900" aria-label="Screens that do not render">
              {failing.map((result) => (
                <li key={result.path}>
                  <span className="font-mono">{result.path}</span>: {result.problems[0] ?? "it did not render"}
                </li>
              ))}
            </ul>
          ) : null}
          {state.phase === "done" && state.note ? <p className="text-xs text-slate-600">{state.note}</p> : null}
        </div>
      )}
      {frame ? (
        // Off screen, not read out and out of the keyboard's reach (inert), but laid out as a window is.
        <div aria-hidden ref={(element) => element?.setAttribute("inert", "")} style={{ position: "fixed", left: -10_000, top: 0, width: 1024, height: 768, overflow: "hidden", pointerEvents: "none" }}>
          <iframe
            ref={frameRef}
            key={frame.key}
            src={frame.src}
            title="Screen check (hidden)"
            aria-hidden
            tabIndex={-1}
            // The same sandbox as the visible preview: the visit is the same document, reaching the same API.
            sandbox="allow-scripts allow-forms allow-modals"
            referrerPolicy="no-referrer"
            style={{ width: 1024, height: 768, border: 0 }}
          />
        </div>
      ) : null}
    </>
  );
}
