import type { Feature } from "../../contract/project-options";
import type { AppModel, Requirement, RequirementKind } from "../model";

/**
 * Which requirements an emitter serves, declared rather than listed: the planner shows them per task and
 * the qa report traces every requirement to the files and tests that serve it.
 */
export interface Coverage {
  /** F-<feature>, and every requirement that names one of these features. */
  features?: readonly Feature[];
  /** ENT-*, and every requirement that names an entity. */
  entities?: boolean;
  /** Named system requirements (SYS-perf, SYS-sec, ...). */
  systemIds?: readonly string[];
  /** Every requirement of these kinds. */
  kinds?: readonly RequirementKind[];
  /** Messages sent to these agents ("all" for messages to every agent). */
  messagesFor?: readonly string[];
  /** Requirements that name no entity and no feature: the architect's to design for. */
  unlinked?: boolean;
}

function serves(requirement: Requirement, coverage: Coverage): boolean {
  if (coverage.kinds?.includes(requirement.kind)) return true;
  if (coverage.systemIds?.includes(requirement.id)) return true;
  if (requirement.features.some((feature) => coverage.features?.includes(feature))) return true;
  if (coverage.entities && (requirement.kind === "entity" || requirement.entities.length > 0)) return true;
  if (requirement.kind === "message" && coverage.messagesFor?.includes(requirement.agent ?? "all")) return true;
  return Boolean(coverage.unlinked) && requirement.entities.length === 0 && requirement.features.length === 0;
}

export function coveredRequirements(model: AppModel, coverage: Coverage): string[] {
  return model.requirements.filter((requirement) => serves(requirement, coverage)).map((requirement) => requirement.id);
}
