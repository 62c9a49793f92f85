import { DeploymentDesignStep, FeaturesStep, ProjectTypeStep, TechStackStep } from "./choice-steps";
import type { WizardDraft } from "./draft";
import { PrioritiesStep } from "./priorities-step";
import { ReviewStep } from "./review-step";
import { TEXT_STEPS, TextStepFields } from "./text-steps";

interface Props {
  step: number;
  draft: WizardDraft;
  update(patch: Partial<WizardDraft>): void;
  onEdit(step: number): void;
}

/** The fields of one step; text-only steps come from their table, the others have their own component. */
export function StepContent({ step, draft, update, onEdit }: Props) {
  const textStep = TEXT_STEPS[step];
  if (textStep) return <TextStepFields step={textStep} draft={draft} update={update} />;
  switch (step) {
    case 4:
      return <ProjectTypeStep draft={draft} update={update} />;
    case 5:
      return <FeaturesStep draft={draft} update={update} />;
    case 7:
      return <TechStackStep draft={draft} update={update} />;
    case 10:
      return <PrioritiesStep draft={draft} update={update} />;
    case 11:
      return <DeploymentDesignStep draft={draft} update={update} />;
    default:
      return <ReviewStep draft={draft} onEdit={onEdit} />;
  }
}
