import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { DRAFT_MODEL_BUDGET_MS, SENTENCE_MAX, SENTENCE_MIN } from "../../../workers/contract/draft-limits";
import { useSession } from "../../lib/session";
import { buttonClass } from "../button-class";
import { keepPendingSentence, takePendingSentence } from "./pending-sentence";

/**
 * Start from one sentence: a prompt box on the landing page and the dashboard. Signed in, the sentence is sent
 * to POST /api/projects/draft and the wizard opens at step 1 with the answers drafted (by the model, or by the
 * built-in reading, which marks what it left); signed out, the sentence is kept while the visitor signs up and
 * the dashboard's box drafts it. A model's draft may take a few seconds: the box says so, counts them, and offers
 * the built-in reading at once instead.
 */

type Mode = "auto" | "builtin";
type Status = { kind: "idle" } | { kind: "drafting"; mode: Mode } | { kind: "error"; message: string };

const EXAMPLE = "A bakery app where customers order cakes online, pick a pickup slot and pay by card";
const FAILED = "Your sentence could not be drafted. Please try again, or answer the wizard's steps yourself.";
/** After this long, the box offers the built-in reading instead of waiting for the model. */
const OFFER_BUILTIN_AFTER_S = 2;

/** Loaded when a sentence is sent: the API client and the wizard's storage stay out of the landing page's first paint. */
const drafting = () => import("./draft-request");

export function SentenceStart({ place }: { place: "landing" | "dashboard" }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const id = useId();
  const [sentence, setSentence] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [seconds, setSeconds] = useState(0);
  const request = useRef<AbortController | null>(null);
  const mounted = useRef(false);
  const resumed = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const busyMode = status.kind === "drafting" ? status.mode : null;
  useEffect(() => {
    if (busyMode === null) return;
    setSeconds(0);
    const timer = setInterval(() => setSeconds((count) => count + 1), 1000);
    return () => clearInterval(timer);
  }, [busyMode]);

  const start = useCallback(
    async (text: string, mode: Mode) => {
      const trimmed = text.trim();
      if (trimmed.length < SENTENCE_MIN) {
        setStatus({ kind: "error", message: `Describe your app in a sentence of at least ${SENTENCE_MIN} characters, e.g. "${EXAMPLE}".` });
        return;
      }
      if (!user) {
        keepPendingSentence(trimmed);
        navigate("/register");
        return;
      }
      // A newer request (the built-in reading asked for while the model drafts) replaces the one under way.
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setStatus({ kind: "drafting", mode });
      const current = () => request.current === controller && mounted.current;
      try {
        const { requestDraft, openInWizard } = await drafting();
        const response = await requestDraft(trimmed, mode, { signal: controller.signal });
        if (!current()) return;
        openInWizard(user.id, trimmed, response);
        navigate("/projects/new");
      } catch (error) {
        if (!current()) return;
        const { errorMessage } = await import("../../lib/api-client");
        setStatus({ kind: "error", message: errorMessage(error, FAILED) });
      }
    },
    [user, navigate],
  );

  // After sign-up: the sentence typed on the landing page is drafted here, once.
  useEffect(() => {
    if (place !== "dashboard" || !user || resumed.current) return;
    resumed.current = true;
    const pending = takePendingSentence();
    if (!pending) return;
    setSentence(pending);
    void start(pending, "auto");
  }, [place, user, start]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (status.kind !== "drafting") void start(sentence, "auto");
  }

  // Enter sends, as in a chat box; Shift+Enter starts a new line.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (status.kind !== "drafting") void start(sentence, "auto");
  }

  const signedOut = !user;
  const landing = place === "landing";
  const busy = status.kind === "drafting";
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="sentence-start"
      className={
        landing
          ? "mt-8 max-w-xl rounded-2xl bg-white p-4 text-left text-slate-900 shadow-xl ring-1 ring-black/5 sm:p-5"
          : "rounded-xl border border-brand-100 bg-gradient-to-br from-brand-50 to-white p-4 shadow-sm sm:p-6"
      }
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900 sm:text-lg">
        Start from one sentence
      </h2>
      {/* On a phone the dashboard's box keeps to what it needs: a new account's first-project link stays above the fold. */}
      <p className={`mt-1 text-sm text-slate-600 ${landing ? "" : "hidden sm:block"}`}>
        {signedOut
          ? "Describe the app you want. Create your free account next: the wizard then opens with its answers drafted from your sentence, and you change anything you like."
          : "Describe the app you want: the wizard opens with its answers drafted from your sentence. You walk its 12 steps and change anything you like."}
      </p>
      <form onSubmit={submit} className={`space-y-2 ${landing ? "mt-3" : "mt-2 sm:mt-3"}`}>
        <label htmlFor={`${id}-sentence`} className="block text-sm font-medium text-slate-700">
          Your app in one sentence
        </label>
        <textarea
          id={`${id}-sentence`}
          rows={landing ? 3 : 2}
          maxLength={SENTENCE_MAX}
          value={sentence}
          onChange={(event) => {
            setSentence(event.target.value);
            if (status.kind === "error") setStatus({ kind: "idle" });
          }}
          onKeyDown={onKeyDown}
          placeholder={`e.g. ${EXAMPLE}`}
          aria-describedby={`${id}-count ${id}-status`}
          aria-invalid={status.kind === "error" ? true : undefined}
          readOnly={busy}
          className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          <span id={`${id}-count`} className={`text-xs text-slate-500 ${landing ? "" : "sr-only sm:not-sr-only"}`}>
            {sentence.trim().length}/{SENTENCE_MAX} characters · Enter sends
          </span>
          <button type="submit" className={buttonClass("primary", "w-full sm:w-auto")} disabled={busy}>
            {busy ? "Drafting..." : signedOut ? "Continue: create your account" : "Draft my answers"}
          </button>
        </div>
      </form>
      <div id={`${id}-status`} role="status" aria-live="polite" className="text-sm">
        {status.kind === "drafting" ? (
          <div className="mt-2 space-y-2 rounded-lg bg-brand-50 p-3 text-slate-700" data-testid="draft-progress">
            <p className="flex items-center gap-2">
              <span className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden />
              {status.mode === "builtin" ? "Reading your sentence..." : `Drafting your answers... ${seconds} s`}
            </p>
            {status.mode === "auto" && seconds >= OFFER_BUILTIN_AFTER_S ? (
              <p className="flex flex-col gap-2 sm:flex-row sm:items-center">
                <span className="text-xs text-slate-600">
                  A model takes up to {DRAFT_MODEL_BUDGET_MS / 1000} s. The quick fill (no AI) answers at once, for free, and marks what it leaves to you.
                </span>
                <button type="button" className={buttonClass("secondary", "shrink-0")} onClick={() => void start(sentence, "builtin")}>
                  Use the quick fill now
                </button>
              </p>
            ) : null}
          </div>
        ) : null}
        {status.kind === "error" ? (
          <div className="mt-2 space-y-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
            <p>{status.message}</p>
            {user && sentence.trim().length >= SENTENCE_MIN ? (
              <button type="button" className={buttonClass("secondary")} onClick={() => void start(sentence, "builtin")}>
                Use the quick fill instead
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
