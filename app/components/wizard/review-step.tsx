import type { ReactNode } from "react";
import {
  DEPLOYMENT_OPTIONS,
  DESIGN_OPTIONS,
  FEATURE_OPTIONS,
  optionLabel,
  PROJECT_TYPE_OPTIONS,
  projectTypeNotes,
  stackChoiceNotes,
  TECH_STACK_GROUPS,
} from "../../../workers/contract/projects";
import { PRIORITY_LEVELS, type WizardDraft } from "./draft";
import { stepTitle } from "./gating";
import { LEVEL_LABELS } from "./priorities-step";
import { TEXT_STEPS } from "./text-steps";

type Row = [label: string, value: string | string[]];

/** The answers of one step as label/value rows, in the order the steps asked for them. */
function rowsFor(step: number, draft: WizardDraft): Row[] {
  const textStep = TEXT_STEPS[step];
  if (textStep) return textStep.questions.map((q) => [q.label, draft[q.field].trim()]);
  switch (step) {
    case 4:
      return [["Project type", draft.projectType ? optionLabel(PROJECT_TYPE_OPTIONS, draft.projectType) : ""]];
    case 5:
      return [["Features", draft.features.map((id) => optionLabel(FEATURE_OPTIONS, id))]];
    case 7:
      return TECH_STACK_GROUPS.map(({ label, options }): Row => [
        label,
        options.filter((option) => draft.techStack.includes(option.value)).map((option) => option.label),
      ]);
    case 10:
      return PRIORITY_LEVELS.map((level): Row => [`${LEVEL_LABELS[level]} priority`, draft.priorities[level]]);
    case 11:
      return [
        ["Deployment platform", draft.deployment ? optionLabel(DEPLOYMENT_OPTIONS, draft.deployment) : ""],
        ["Design style", draft.design ? optionLabel(DESIGN_OPTIONS, draft.design) : ""],
      ];
    default:
      return [];
  }
}

const isBlank = (value: string | string[]) => value.length === 0;

function Value({ value }: { value: string | string[] }): ReactNode {
  if (typeof value === "string") return <span className="whitespace-pre-line break-words">{value}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {value.map((item, index) => (
        <li key={`${index}-${item}`} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
          {item}
        </li>
      ))}
    </ul>
  );
}

interface Props {
  draft: WizardDraft;
  onEdit(step: number): void;
}

export function ReviewStep({ draft, onEdit }: Props) {
  const steps = Array.from({ length: 11 }, (_, i) => i + 1);
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">Check your answers. Use Edit to change a step, then come back here to create the project.</p>
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {steps.map((step) => (
          <section key={step} aria-labelledby={`review-${step}`} className="space-y-3 p-4">
            <div className="flex items-center justify-between gap-2">
              <h3 id={`review-${step}`} className="text-sm font-semibold text-slate-900">
                {stepTitle(step)}
              </h3>
              <button
                type="button"
                onClick={() => onEdit(step)}
                aria-label={`Edit ${stepTitle(step)}`}
                className="rounded px-2 py-1 text-xs font-medium text-brand-600 hover:bg-brand-50"
              >
                Edit
              </button>
            </div>
            <StepAnswers rows={rowsFor(step, draft)} />
            {step === 4
              ? projectTypeNotes(draft.projectType).map((note) => (
                  <p key={note} className="rounded-md bg-brand-50 p-2 text-sm text-brand-700" data-testid="project-type-note">
                    {note}
                  </p>
                ))
              : null}
            {step === 7
              ? stackChoiceNotes(draft.techStack).map((note) => (
                  <p key={note} className="rounded-md bg-amber-50 p-2 text-sm text-amber-900" data-testid="stack-choice-note">
                    {note}
                  </p>
                ))
              : null}
          </section>
        ))}
      </div>
      <WhatHappensNext />
    </div>
  );
}

/** A step's answers; the optional questions left blank share one quiet line instead of a row each. */
function StepAnswers({ rows }: { rows: Row[] }) {
  const answered = rows.filter(([, value]) => !isBlank(value));
  const blank = rows.filter(([, value]) => isBlank(value)).map(([label]) => label);
  return (
    <>
      {answered.length > 0 ? (
        <dl className="space-y-2 text-sm">
          {answered.map(([label, value]) => (
            <div key={label} className="grid gap-0.5 sm:grid-cols-3 sm:gap-4">
              <dt className="text-slate-500">{label}</dt>
              <dd className="text-slate-900 sm:col-span-2">
                <Value value={value} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {blank.length > 0 ? (
        <p className="text-sm text-slate-500" data-testid="review-blank">
          {answered.length > 0 ? "Left blank: " : "Nothing entered (optional): "}
          {blank.join(", ")}
        </p>
      ) : null}
    </>
  );
}

function WhatHappensNext() {
  return (
    <section aria-labelledby="what-next" className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-700">
      <h3 id="what-next" className="mb-2 font-semibold text-brand-700">
        What happens next?
      </h3>
      <ol className="list-decimal space-y-1 pl-5">
        <li>Your project is created and its page opens.</li>
        <li>When you start development, the architect agent turns these answers into a plan of tasks.</li>
        <li>The frontend, backend, devops, QA and deployment agents build and test your application and write the steps to deploy it.</li>
        <li>
          As the code is written, a live preview on the project page runs the generated app itself, and refreshes after each step (the page
          says so when a chosen stack is one the preview cannot run).
        </li>
        <li>You follow their progress live, message them and download the generated files.</li>
      </ol>
    </section>
  );
}
