import type { WizardDraft } from "./draft";

export const TOTAL_STEPS = 12;

export const STEP_TITLES = [
  "Basic Information",
  "Vision & Purpose",
  "Core Requirements",
  "Project Type",
  "Core Features",
  "User Flows & Interfaces",
  "Technology Stack",
  "System Requirements",
  "Business Requirements",
  "Implementation Priorities",
  "Deployment & Design",
  "Review & Create",
] as const;

export function stepTitle(step: number): string {
  return STEP_TITLES[step - 1] ?? "";
}

const filled = (value: string) => value.trim() !== "";

/**
 * The gating table: what a step needs before Next is enabled.
 * Each entry pairs the rule with the words that tell the user what is missing.
 */
const REQUIREMENTS: Partial<Record<number, { met: (draft: WizardDraft) => boolean; hint: string }>> = {
  1: { met: (d) => filled(d.name), hint: "Enter a project name to continue." },
  2: {
    met: (d) => filled(d.problemStatement) && filled(d.targetUsers),
    hint: "Describe the problem and the target users to continue.",
  },
  3: { met: (d) => filled(d.systemBehaviors), hint: "Describe the system behaviors to continue." },
  4: { met: (d) => d.projectType !== "", hint: "Choose a project type to continue." },
  5: { met: (d) => d.features.length > 0, hint: "Select at least one feature to continue." },
  6: { met: (d) => filled(d.userFlows), hint: "Describe the user flows to continue." },
  7: { met: (d) => d.techStack.length > 0, hint: "Select at least one technology to continue." },
  11: {
    met: (d) => d.deployment !== "" && d.design !== "",
    hint: "Choose a deployment platform and a design style to continue.",
  },
};

/** Whether Next may leave `step`; steps 8-10 and 12 ask for nothing. */
export function canAdvance(step: number, draft: WizardDraft): boolean {
  return REQUIREMENTS[step]?.met(draft) ?? true;
}

/** What the user still has to do on `step`, or null when Next is already enabled. */
export function missingRequirement(step: number, draft: WizardDraft): string | null {
  const requirement = REQUIREMENTS[step];
  return requirement && !requirement.met(draft) ? requirement.hint : null;
}

/** Creating needs a name and a project type. */
export function canCreate(draft: WizardDraft): boolean {
  return filled(draft.name) && draft.projectType !== "";
}

/**
 * The step a restored draft may reopen on: the requested one, unless an earlier step's
 * requirement is no longer met, in which case that step.
 */
export function reachableStep(requested: number, draft: WizardDraft): number {
  const target = Math.min(Math.max(Math.trunc(requested) || 1, 1), TOTAL_STEPS);
  for (let step = 1; step < target; step += 1) {
    if (!canAdvance(step, draft)) return step;
  }
  return target;
}
