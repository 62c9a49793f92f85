// The one-sentence start's limits, apart from the schemas (workers/contract/drafts.ts): the prompt box on the
// landing page reads them without loading zod.

export const SENTENCE_MIN = 10;
export const SENTENCE_MAX = 1000;

/**
 * How long the API waits for the model, every attempt included: the browser gives any call 10 s, so past this
 * the built-in reading answers instead, saying why.
 */
export const DRAFT_MODEL_BUDGET_MS = 8000;
