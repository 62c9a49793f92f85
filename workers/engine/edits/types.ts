/** The agents that own code and can be asked to edit it. */
export const EDIT_AGENTS = ["frontend", "backend", "devops"] as const;
export type EditAgent = (typeof EDIT_AGENTS)[number];

/**
 * A change to ask a model for, in words: an entrepreneur's message the app model cannot express ("make the
 * header green"), or a business rule the rule vocabulary cannot say (its code in a backend rule hook, and a
 * test case). `focusPaths` are shown to the model first (a rule's hook and its test), before the files the
 * instruction's words point at.
 */
export interface EditBrief {
  instruction: string;
  agent: EditAgent;
  focusPaths: string[];
}

/** A project file as the edits read it. */
export interface SourceFile {
  path: string;
  content: string;
}
