import { z } from "zod";
import { DEFAULT_TENANT_ID, type User } from "../../../workers/contract/auth";
import type { CreateProjectBody } from "../../../workers/contract/projects";
import { errorMessage } from "../../lib/api-client";
import { createProject as sendProject } from "../../lib/projects-api";
import type { WizardDraft } from "./draft";

export const NOT_LOGGED_IN = "You must be logged in to create a project";
export const INVALID_RESPONSE = "Invalid project creation response structure.";
export const CREATE_FAILED = "Failed to create project";

/** The POST /projects body; the wizard has no input for database, audience, budget or timeline. */
export function toCreateBody(draft: WizardDraft, user: Pick<User, "id" | "tenant_id">): CreateProjectBody | null {
  if (draft.projectType === "") return null;
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    userId: user.id,
    tenantId: user.tenant_id || DEFAULT_TENANT_ID,
    tech_stack: draft.techStack,
    wizard_data: {
      problemStatement: draft.problemStatement,
      targetUsers: draft.targetUsers,
      uniqueValueProposition: draft.uniqueValueProposition,
      competitiveAdvantages: draft.competitiveAdvantages,
      systemBehaviors: draft.systemBehaviors,
      keyWorkflows: draft.keyWorkflows,
      expectedOutcomes: draft.expectedOutcomes,
      projectType: draft.projectType,
      features: draft.features,
      userFlows: draft.userFlows,
      coreInterfaces: draft.coreInterfaces,
      performanceNeeds: draft.performanceNeeds,
      securityRequirements: draft.securityRequirements,
      scalabilityExpectations: draft.scalabilityExpectations,
      userTypes: draft.userTypes,
      authenticationNeeds: draft.authenticationNeeds,
      businessRules: draft.businessRules,
      complianceNeeds: draft.complianceNeeds,
      implementationPriorities: draft.priorities,
      database: "",
      deployment: draft.deployment,
      design: draft.design,
      targetAudience: "",
      budget: "",
      timeline: "",
    },
  };
}

const projectId = z.string().refine((id) => id.trim() !== "");

/** The new project's id from `project.id`, else from `id`; null when neither is a non-empty string. */
export function createdProjectId(payload: unknown): string | null {
  const nested = z.object({ project: z.object({ id: projectId }) }).safeParse(payload);
  if (nested.success) return nested.data.project.id;
  const flat = z.object({ id: projectId }).safeParse(payload);
  return flat.success ? flat.data.id : null;
}

export type CreateOutcome =
  | { ok: true; id: string }
  | { ok: false; message: string; redirectTo: "/login" | "/dashboard" | null };

/** Sends the draft and says where the user goes next; never throws. */
export async function createProject(draft: WizardDraft, user: User | null): Promise<CreateOutcome> {
  if (!user) return { ok: false, message: NOT_LOGGED_IN, redirectTo: "/login" };
  const body = toCreateBody(draft, user);
  if (!body) return { ok: false, message: CREATE_FAILED, redirectTo: null };
  let payload: unknown;
  try {
    // Parsed here rather than by the client: a bad shape has its own message in the catalogue.
    payload = await sendProject(body);
  } catch (err) {
    return { ok: false, message: errorMessage(err, CREATE_FAILED), redirectTo: null };
  }
  const id = createdProjectId(payload);
  return id ? { ok: true, id } : { ok: false, message: INVALID_RESPONSE, redirectTo: "/dashboard" };
}
