import type { ReactNode } from "react";
import type { DraftField } from "../../../workers/contract/drafts";
import type { DraftOrigin, WizardDraft } from "./draft";
import { isRequiredAnswer, markOf } from "./draft-origin";

const PILL = "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset";

/**
 * The mark under an answer of a wizard started from one sentence: "From your sentence" while the answer is as it
 * was filled, "Not filled from your sentence" while one it left is empty (and, for one the wizard needs, that it
 * is needed); nothing otherwise.
 */
export function answerNote(field: DraftField, draft: WizardDraft, origin: DraftOrigin | undefined): ReactNode {
  const mark = markOf(field, draft, origin);
  if (mark === "drafted") {
    return (
      <span className={`${PILL} bg-brand-50 text-brand-700 ring-brand-500/30`} data-mark="drafted">
        <span className="h-1.5 w-1.5 rounded-full bg-brand-500" aria-hidden />
        {origin?.source === "model" ? "Drafted from your sentence: check it" : "From your sentence: check it"}
      </span>
    );
  }
  if (mark === "missing") {
    const needed = isRequiredAnswer(field);
    return (
      <span className={`${PILL} ${needed ? "bg-amber-50 text-amber-900 ring-amber-300" : "bg-slate-50 text-slate-600 ring-slate-200"}`} data-mark="missing">
        <span className={`h-1.5 w-1.5 rounded-full ${needed ? "bg-amber-500" : "bg-slate-400"}`} aria-hidden />
        {needed ? "Not filled from your sentence: needed to go on" : "Not filled from your sentence"}
      </span>
    );
  }
  return null;
}
