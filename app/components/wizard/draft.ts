import { z } from "zod";
import { DRAFT_FIELDS, DRAFT_SOURCES } from "../../../workers/contract/drafts";
import {
  DEPLOYMENT_PLATFORMS,
  DESIGN_STYLES,
  FEATURES,
  PROJECT_TYPES,
  TECH_STACK,
  type PriorityLevel,
} from "../../../workers/contract/projects";

export const PRIORITY_LEVELS = ["high", "medium", "low"] as const satisfies readonly PriorityLevel[];

// Stored drafts come back field by field: one stale or damaged value falls back to empty
// instead of throwing the whole draft away. Parsing {} therefore gives the empty draft.
const text = z.string().catch("");
const choice = <const T extends readonly string[]>(values: T) => z.enum(["", ...values]).catch("");
function list<const T extends readonly string[]>(values: T) {
  const item = z.enum(values);
  return z
    .array(z.unknown())
    .transform((items) => [...new Set(items.flatMap((value) => item.safeParse(value).data ?? []))])
    .catch([]);
}
const priorityItems = z
  .array(z.unknown())
  .transform((items) => items.filter((item): item is string => typeof item === "string" && item.trim() !== ""))
  .catch([]);

/** The free-text answers, keyed as wizard_data names them (plus the project's own name and description). */
const textShape = {
  name: text,
  description: text,
  problemStatement: text,
  targetUsers: text,
  uniqueValueProposition: text,
  competitiveAdvantages: text,
  systemBehaviors: text,
  keyWorkflows: text,
  expectedOutcomes: text,
  userFlows: text,
  coreInterfaces: text,
  performanceNeeds: text,
  securityRequirements: text,
  scalabilityExpectations: text,
  userTypes: text,
  authenticationNeeds: text,
  businessRules: text,
  complianceNeeds: text,
};
export type TextField = keyof typeof textShape;

const draftSchema = z.object({
  ...textShape,
  projectType: choice(PROJECT_TYPES),
  features: list(FEATURES),
  techStack: list(TECH_STACK),
  priorities: z
    .object({ high: priorityItems, medium: priorityItems, low: priorityItems })
    .catch({ high: [], medium: [], low: [] }),
  deployment: choice(DEPLOYMENT_PLATFORMS),
  design: choice(DESIGN_STYLES),
});
/** Everything typed so far; a choice not made yet is "". */
export type WizardDraft = z.output<typeof draftSchema>;

export function emptyDraft(): WizardDraft {
  return draftSchema.parse({});
}

/** Reads answers as the wizard holds them (an unknown or damaged value becomes empty). */
export function parseDraft(value: unknown): WizardDraft {
  return draftSchema.parse(typeof value === "object" && value !== null ? value : {});
}

/**
 * Where a draft started from one sentence came from (POST /api/projects/draft): the sentence, who filled the
 * answers, which ones, and the answers as they were filled, so the wizard can mark what is still as drafted
 * and what was left to the user.
 */
const originSchema = z.object({
  sentence: z.string(),
  source: z.enum(DRAFT_SOURCES),
  model: z.string().nullable(),
  filled: z.array(z.enum(DRAFT_FIELDS)),
  notes: z.array(z.string()),
  drafted: draftSchema,
});
export type DraftOrigin = z.output<typeof originSchema>;

const storedSchema = z.object({
  step: z.number().int().catch(1),
  draft: draftSchema,
  // Absent for a wizard begun step by step; a damaged one is dropped, the answers kept.
  origin: originSchema.optional().catch(undefined),
});
export type StoredWizard = z.output<typeof storedSchema>;

/** Drafts are per user, so two accounts on one browser never see each other's answers. */
export function draftKey(userId: string): string {
  return `wizardDraft:${userId}`;
}

/** The stored draft, or null when there is none or it is not a draft at all. */
export function parseStoredWizard(raw: string | null): StoredWizard | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = storedSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

// sessionStorage: the draft survives reloads of this tab and is gone when the tab closes.
export function loadWizard(userId: string): StoredWizard | null {
  if (typeof window === "undefined") return null;
  try {
    return parseStoredWizard(window.sessionStorage.getItem(draftKey(userId)));
  } catch {
    return null;
  }
}

export function saveWizard(userId: string, wizard: StoredWizard): void {
  try {
    window.sessionStorage.setItem(draftKey(userId), JSON.stringify(wizard));
  } catch {
    // Storage full or disabled: the wizard still works, it just will not survive a reload.
  }
}

export function clearWizard(userId: string): void {
  try {
    window.sessionStorage.removeItem(draftKey(userId));
  } catch {
    // Nothing stored that could be removed.
  }
}
