import type { PlannedTask } from "../contract/queue";
import type { AppModel } from "./model";
import { QA_EMITTER_ID } from "./qa/qa-task";

/**
 * With a model configured, the business rules the rule vocabulary cannot say (model.rulesForPeople) are
 * offered to it as code: a task of the backend agent, after the backend is written and before qa, asks the
 * model for each rule's code in the backend's rule hook and a test case (workers/engine/edits/people-rules.ts).
 * qa counts a rule covered only when both exist; without a model they stay "needs a person".
 */
export const RULE_CODE_KEY = "rule-code";

/** The plan with the rule-code task before qa (which waits for it), when the app has such rules. */
export function withRuleCodeTask(plan: readonly PlannedTask[], model: AppModel): PlannedTask[] {
  const count = model.rulesForPeople.length;
  if (count === 0) return [...plan];
  const task: PlannedTask = {
    key: RULE_CODE_KEY,
    agentType: "backend",
    name: "Business rules in code",
    description: `Asks the model to write the ${count} business rule${count === 1 ? "" : "s"} the rule vocabulary cannot say in the backend's rule hook, each with a test case; qa counts a rule only when both exist.`,
    dependsOnKeys: plan.filter((planned) => planned.agentType === "backend").map((planned) => planned.key),
    requirementIds: [],
  };
  const qaAt = plan.findIndex((planned) => planned.key === QA_EMITTER_ID);
  const withQa = plan.map((planned) => (planned.key === QA_EMITTER_ID ? { ...planned, dependsOnKeys: [...planned.dependsOnKeys, RULE_CODE_KEY] } : planned));
  return qaAt < 0 ? [...withQa, task] : [...withQa.slice(0, qaAt), task, ...withQa.slice(qaAt)];
}
