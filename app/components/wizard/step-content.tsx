import { DeploymentDesignStep, FeaturesStep, ProjectTypeStep, TechStackStep } from "./choice-steps";
import type { DraftOrigin, WizardDraft } from "./draft";
import { PrioritiesStep } from "./priorities-step";
import { ReviewStep } from "./review-step";
import { TEXT_STEPS, TextStepFields } from "./text-steps";

interface Props {
  step: number;
  draft: WizardDraft;
  /** Where the answers came from, when the wizard started from one sentence. */
  origin?: DraftOrigin | undefined;
  update(patch: Partial<WizardDraft>): void;
  onEdit(step: number): void;
}

/** The fields of one step; text-only steps come from their table, the others have their own component. */
export function StepContent({ step, draft, origin, update, onEdit }: Props) {
  const textStep = TEXT_STEPS[step];
  if (textStep) return <TextStepFields step={textStep} draft={draft} origin={origin} update={update} />;
  switch (step) {
    case 4:
      return <ProjectTypeStep draft={draft} origin={origin} update={update} />;
    case 5:
      return <FeaturesStep draft={draft} origin={origin} update={update} />;
    case 7:
      return <TechStackStep draft={draft} origin={origin} update={update} />;
    case 10:
      return <PrioritiesStep draft={draft} origin={origin} update={update} />;
    case 11:
      return <DeploymentDesignStep draft={draft} origin={origin} update={update} />;
    default:
      return <ReviewStep draft={draft} onEdit={onEdit} />;
  }
}
