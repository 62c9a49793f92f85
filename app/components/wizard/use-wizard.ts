import { useCallback, useEffect, useRef, useState } from "react";
import { clearWizard, emptyDraft, loadWizard, saveWizard, type StoredWizard, type WizardDraft } from "./draft";
import { reachableStep, TOTAL_STEPS } from "./gating";

/** Restores this user's draft (this runs in the browser only: protected screens render after the session loads). */
function initialWizard(userId: string): StoredWizard {
  const stored = loadWizard(userId);
  if (!stored) return { step: 1, draft: emptyDraft() };
  return { ...stored, step: reachableStep(stored.step, stored.draft) };
}

/**
 * The wizard's step and answers (and, when it started from one sentence, where they came from), kept in session
 * storage so a reload loses nothing until `finish()`.
 */
export function useWizard(userId: string) {
  const [wizard, setWizard] = useState(() => initialWizard(userId));
  const finished = useRef(false);

  useEffect(() => {
    if (!finished.current) saveWizard(userId, wizard);
  }, [userId, wizard]);

  const update = useCallback((patch: Partial<WizardDraft>) => {
    setWizard((current) => ({ ...current, draft: { ...current.draft, ...patch } }));
  }, []);

  const goTo = useCallback((step: number) => {
    setWizard((current) => ({ ...current, step: Math.min(Math.max(step, 1), TOTAL_STEPS) }));
  }, []);

  /** The project exists: forget the draft and stop saving it. */
  const finish = useCallback(() => {
    finished.current = true;
    clearWizard(userId);
  }, [userId]);

  return { step: wizard.step, draft: wizard.draft, origin: wizard.origin, update, goTo, finish };
}
