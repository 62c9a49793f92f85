import { draftResponseSchema, type DraftResponse } from "../../../workers/contract/drafts";
import { api, call, type CallOptions } from "../../lib/api-client";
import { saveWizard } from "../wizard/draft";
import { wizardFromDraft } from "../wizard/draft-origin";

// What the prompt box loads when a sentence is sent (not before: the landing page's first paint stays light).

/** POST /api/projects/draft, its answer checked against the contract. */
export const requestDraft = (sentence: string, mode: "auto" | "builtin", options?: CallOptions) =>
  call((o) => api.api.projects.draft.$post({ json: { sentence, mode } }, o), draftResponseSchema, options);

/** Puts the drafted answers where the wizard (/projects/new) picks them up, at step 1. */
export function openInWizard(userId: string, sentence: string, response: DraftResponse): void {
  saveWizard(userId, wizardFromDraft(sentence, response));
}
