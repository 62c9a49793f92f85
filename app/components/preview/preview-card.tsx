import { useEffect, useRef, useState, type MutableRefObject } from "react";
import type { PreviewApi } from "../../../workers/contract/preview";
import { errorMessage } from "../../lib/api-client";
import { formatRelativeTime } from "../../lib/time";
import { BusyLabel } from "../engine/feedback";
import { buttonClass } from "../button-class";
import { Alert, Button, Card, Modal, Spinner } from "../ui";
import { resetPreview, rotatePreviewLink } from "./preview-api";
import { usePreviewBuild, type PreviewBuildState } from "./use-preview-build";
import { useScreenVisit } from "./use-screen-visit";
import { ScreenReport } from "./screen-report";
import { PREVIEW_STORAGE_FRAGMENT, PREVIEW_STORAGE_LIMITS, previewStorageMessageSchema } from "../../../workers/contract/preview";

function stateLine(state: PreviewBuildState, working: boolean): string {
  switch (state.phase) {
    case "idle":
      return working ? "The agents are at work: the preview is built as soon as they have written the frontend." : "Waiting for the generated frontend...";
    case "building":
      return state.builtAt ? "Building the latest changes; the preview below runs the build before them..." : "Building the preview...";
    case "ready":
      return [`Built ${formatRelativeTime(state.builtAt)}.`, working ? "The agents are at work: it is built again once they have written the frontend." : null].filter(Boolean).join(" ");
    case "failed":
      return state.builtAt
        ? `The latest changes do not compile${working ? " yet (the agents are still at work)" : ""}; the preview below runs the last build that did:`
        : `The generated frontend does not compile${working ? " yet (the agents are still at work)" : ""}:`;
    case "error":
      return state.message;
  }
}

/**
 * The visible frame's address, chosen when a frame is made (a new build, Reset data, a new link) with the
 * storage the frame before it reported (its sign-in). It never changes under a frame: a frame given another
 * address (the same link with the storage it reported since, say) loads its document again, and the person
 * using it is back on the app's first screen. The storage a frame reports after every change is for the next
 * frame only.
 */
function useFrameAddress(documentUrl: string | null, frameId: string, kept: MutableRefObject<[string, string][]>): string | null {
  const [chosen, setChosen] = useState<{ frameId: string; documentUrl: string; src: string } | null>(null);
  if (!documentUrl) return null;
  if (chosen?.frameId === frameId && chosen.documentUrl === documentUrl) return chosen.src;
  const entries = kept.current;
  const src = entries.length > 0 ? `${documentUrl}#${PREVIEW_STORAGE_FRAGMENT}=${encodeURIComponent(JSON.stringify(entries))}` : documentUrl;
  // Stored during the render that makes the frame (React renders again at once, before anything is shown).
  setChosen({ frameId, documentUrl, src });
  return src;
}

/**
 * The Preview card: the generated app running from its own code, built by AppForge after every change to the
 * project's files, in a sandboxed frame that reaches only the preview's own API. A build that fails keeps the
 * last one that compiled running, and shows its problems with their files and lines.
 */
interface PreviewCardProps {
  projectId: string;
  projectName: string;
  working: boolean;
}

export function PreviewCard({ projectId, projectName, working }: PreviewCardProps) {
  const { status, loadError, reload, state, rebuild } = usePreviewBuild(projectId);
  // After a build, every screen is opened in a hidden frame; what breaks is shown here and is a qa finding.
  const screens = useScreenVisit({ projectId, status, ready: state.phase === "ready", working });
  const [resetting, setResetting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [resetError, setResetError] = useState<string | null>(null);
  const [frameRound, setFrameRound] = useState(0);
  const [confirmingLink, setConfirmingLink] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  /**
   * The previewed app's storage as its frame last reported it (its sign-in): handed to the next frame after a
   * rebuild, so an edit shows without signing in again. Only messages from this card's own frame are read.
   */
  const kept = useRef<[string, string][]>([]);
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const parsed = previewStorageMessageSchema.safeParse(event.data);
      if (!parsed.success) return;
      const chars = parsed.data.entries.reduce((sum, [key, value]) => sum + key.length + value.length, 0);
      kept.current = chars <= PREVIEW_STORAGE_LIMITS.chars ? parsed.data.entries : [];
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  async function reset() {
    setResetting(true);
    setNotice(null);
    setResetError(null);
    try {
      setNotice((await resetPreview(projectId)).message);
      // The records start again, accounts included: the previewed app's sign-in goes with them.
      kept.current = [];
      setFrameRound((round) => round + 1);
    } catch (error) {
      setResetError(errorMessage(error, "Could not reset the preview"));
    } finally {
      setResetting(false);
    }
  }

  async function newLink() {
    setRotating(true);
    setLinkError(null);
    try {
      const answer = await rotatePreviewLink(projectId);
      setConfirmingLink(false);
      setNotice(answer.message);
      // The card's frame and "Open full page" move to the new link as the status reloads with it.
      reload();
    } catch (error) {
      setLinkError(errorMessage(error, "Could not make a new link"));
    } finally {
      setRotating(false);
    }
  }

  // The build the preview runs (a later one under way or failed leaves it running).
  const builtAt = status?.build?.builtAt ?? null;
  // One frame per build and per Reset data; a new link gives it a new address.
  const frameId = `${builtAt}-${frameRound}`;
  const frameSrc = useFrameAddress(status?.supported && builtAt ? status.documentUrl : null, frameId, kept);
  const building = state.phase === "building";
  return (
    <Card testId="preview-card" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Preview</h2>
          <p className="text-sm text-slate-600" data-testid="preview-api">
            {apiLine(status?.api)}
          </p>
        </div>
        {status?.supported ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={rebuild} disabled={building} aria-busy={building}>
              <BusyLabel busy={building} busyText="Building...">
                Rebuild
              </BusyLabel>
            </Button>
            <Button variant="secondary" onClick={() => void reset()} disabled={!builtAt || resetting} aria-busy={resetting}>
              <BusyLabel busy={resetting} busyText="Resetting...">
                Reset data
              </BusyLabel>
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setLinkError(null);
                setConfirmingLink(true);
              }}
            >
              New link
            </Button>
            {builtAt ? (
              <a href={status.documentUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary")}>
                Open full page<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        ) : null}
      </div>

      {loadError ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <div className="flex-1">
            <Alert>{loadError}</Alert>
          </div>
          <Button variant="secondary" onClick={reload}>
            Try again
          </Button>
        </div>
      ) : !status ? (
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner label="Loading the preview" />
          <span aria-hidden>Loading the preview...</span>
        </div>
      ) : !status.supported ? (
        <p role="status" aria-live="polite" className="flex items-center gap-2 rounded-md bg-slate-50 p-3 text-sm text-slate-700" data-testid="preview-unavailable">
          {working && status.frontend === null ? <Spinner label="Waiting for the architect" /> : null}
          <span>{status.reason}</span>
        </p>
      ) : (
        <>
          <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm text-slate-700" data-testid="preview-state">
            {building ? <Spinner label="Building the preview" /> : null}
            {stateLine(state, working)}
          </p>
          <ScreenReport state={state.phase === "ready" ? screens.state : { phase: "idle" }} frame={screens.frame} frameRef={screens.frameRef} />
          {state.phase === "failed" ? (
            <ul className="space-y-1 rounded-md bg-red-50 p-3 font-mono text-xs text-red-800" data-testid="preview-problems">
              {state.problems.map((problem, index) => (
                <li key={index}>
                  {problem.file ? `${problem.file}${problem.line ? `:${problem.line}${problem.column ? `:${problem.column}` : ""}` : ""}: ` : ""}
                  {problem.text}
                </li>
              ))}
            </ul>
          ) : null}
          {resetError ? <Alert>{resetError}</Alert> : null}
          {notice ? <p className="text-sm text-green-700">{notice}</p> : null}
          {builtAt && frameSrc ? (
            <iframe
              ref={frame}
              key={frameId}
              src={frameSrc}
              title={`Preview of ${projectName}`}
              // The document's own policy also sandboxes it; without allow-same-origin it cannot reach AppForge.
              sandbox="allow-scripts allow-forms allow-modals"
              referrerPolicy="no-referrer"
              className="h-[28rem] w-full rounded-md border border-slate-200 bg-white sm:h-[36rem]"
            />
          ) : null}
        </>
      )}
      <Modal
        open={confirmingLink}
        onClose={() => setConfirmingLink(false)}
        dismissible={!rotating}
        title="Give the preview a new link?"
        description="Anyone you shared the current link with loses the preview at once. The preview's records and accounts stay as they are."
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmingLink(false)} disabled={rotating}>
              Keep this link
            </Button>
            <Button onClick={() => void newLink()} disabled={rotating} aria-busy={rotating}>
              <BusyLabel busy={rotating} busyText="Making a new link...">
                Make a new link
              </BusyLabel>
            </Button>
          </>
        }
      >
        {linkError ? <Alert>{linkError}</Alert> : null}
      </Modal>
    </Card>
  );
}

/** What the preview runs, in words: the app's own backend, the Workers one generated from the same model, or none. */
function apiLine(api: PreviewApi | undefined): string {
  switch (api) {
    case "generated":
      return "Your app's screens from their generated code, with sample data. Their API is the Cloudflare Workers version of your backend, generated from the same app model (the same routes and rules), because your backend's own server cannot run here. Nothing here is deployed.";
    case "unavailable":
      return "Your app's screens from their generated code. This AppForge cannot start the preview's backend (no Worker Loader is configured), so the screens' requests to the API fail. Nothing here is deployed.";
    default:
      return "Your app running from its generated code, screens and backend, with its own sample data. Nothing here is deployed.";
  }
}
