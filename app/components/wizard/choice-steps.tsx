import {
  DEPLOYMENT_OPTIONS,
  DESIGN_OPTIONS,
  FEATURE_OPTIONS,
  PROJECT_TYPE_OPTIONS,
  TECH_STACK_GROUPS,
  type TechStackId,
} from "../../../workers/contract/projects";
import { answerNote } from "./answer-mark";
import type { DraftOrigin, WizardDraft } from "./draft";
import { CheckboxCards, RadioCards } from "./fields";

interface StepProps {
  draft: WizardDraft;
  /** Where the answers came from, when the wizard started from one sentence: the answers are marked. */
  origin?: DraftOrigin | undefined;
  update(patch: Partial<WizardDraft>): void;
}

export function ProjectTypeStep({ draft, origin, update }: StepProps) {
  return (
    <RadioCards
      legend="Project type"
      hint="Which kind of application comes closest to yours?"
      required
      columns={3}
      options={PROJECT_TYPE_OPTIONS}
      note={answerNote("projectType", draft, origin)}
      value={draft.projectType}
      onChange={(projectType) => update({ projectType })}
    />
  );
}

export function FeaturesStep({ draft, origin, update }: StepProps) {
  return (
    <CheckboxCards
      legend="Core features"
      hint="Select every feature your application needs (at least one)."
      required
      options={FEATURE_OPTIONS}
      note={answerNote("features", draft, origin)}
      values={draft.features}
      onChange={(features) => update({ features })}
    />
  );
}

export function TechStackStep({ draft, origin, update }: StepProps) {
  // Each group edits its own ids and keeps the other groups' choices as they were.
  const setGroup = (groupIds: readonly TechStackId[], chosen: TechStackId[]) =>
    update({ techStack: [...draft.techStack.filter((id) => !groupIds.includes(id)), ...chosen] });
  const note = answerNote("techStack", draft, origin);
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <p className="text-sm text-slate-600">Select at least one technology, from any of the three groups.</p>
        {note ? <div data-testid="tech-stack-note">{note}</div> : null}
      </div>
      {TECH_STACK_GROUPS.map(({ group, label, options }) => {
        const groupIds: readonly TechStackId[] = options.map((option) => option.value);
        return (
          <CheckboxCards<TechStackId>
            key={group}
            legend={label}
            columns={options.length === 4 ? 4 : 3}
            options={options}
            values={draft.techStack.filter((id) => groupIds.includes(id))}
            onChange={(chosen) => setGroup(groupIds, chosen)}
          />
        );
      })}
    </div>
  );
}

export function DeploymentDesignStep({ draft, origin, update }: StepProps) {
  return (
    <div className="space-y-8">
      <RadioCards
        legend="Deployment platform"
        hint="Where should your application run?"
        required
        options={DEPLOYMENT_OPTIONS}
        note={answerNote("deployment", draft, origin)}
        value={draft.deployment}
        onChange={(deployment) => update({ deployment })}
      />
      <RadioCards
        legend="Design style"
        hint="How should it look and feel?"
        required
        options={DESIGN_OPTIONS}
        note={answerNote("design", draft, origin)}
        value={draft.design}
        onChange={(design) => update({ design })}
      />
    </div>
  );
}
