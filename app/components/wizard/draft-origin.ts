import { DRAFT_FIELDS, REQUIRED_DRAFT_FIELDS, type DraftField, type DraftResponse } from "../../../workers/contract/drafts";
import { emptyDraft, parseDraft, type DraftOrigin, type StoredWizard, type WizardDraft } from "./draft";

// A wizard started from one sentence: its answers as drafted, and the marks that tell the user, answer by
// answer, what came from the sentence and what is still theirs to give.

/** The wizard's first step, with the drafted answers, and where they came from. */
export function wizardFromDraft(sentence: string, response: DraftResponse): StoredWizard {
  const draft = parseDraft({ ...emptyDraft(), ...response.answers });
  return {
    step: 1,
    draft,
    origin: { sentence, source: response.source, model: response.model, filled: response.filled, notes: response.notes, drafted: draft },
  };
}

/** One answer of the wizard: every DraftField names a WizardDraft key (this does not compile otherwise). */
const answerOf = (draft: WizardDraft, field: DraftField): WizardDraft[DraftField] => draft[field];

function isEmpty(value: WizardDraft[DraftField]): boolean {
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return value.high.length + value.medium.length + value.low.length === 0;
}

export const isRequiredAnswer = (field: DraftField) => (REQUIRED_DRAFT_FIELDS as readonly DraftField[]).includes(field);

/**
 * How an answer is marked: `drafted` while it is as the sentence filled it, `missing` while one the sentence did
 * not fill is empty; none once the user has answered or changed it, or when the wizard did not start from a sentence.
 */
export type AnswerMark = "drafted" | "missing" | null;

export function markOf(field: DraftField, draft: WizardDraft, origin: DraftOrigin | undefined): AnswerMark {
  if (!origin) return null;
  const value = answerOf(draft, field);
  if (origin.filled.includes(field)) return JSON.stringify(value) === JSON.stringify(answerOf(origin.drafted, field)) ? "drafted" : null;
  return isEmpty(value) ? "missing" : null;
}

/** The answers the wizard needs that are still empty: what the user must give before the project can be made. */
export const neededAnswers = (draft: WizardDraft): DraftField[] => REQUIRED_DRAFT_FIELDS.filter((field) => isEmpty(answerOf(draft, field)));

/** The banner's heading: who filled the answers, and how many. */
export function originHeading(origin: DraftOrigin): string {
  if (origin.source === "model") return `Drafted by ${origin.model ?? "the model"} from your sentence`;
  return `Quick fill from your sentence (no AI): ${origin.filled.length} of ${DRAFT_FIELDS.length} answers`;
}
