import type { DraftField } from "../../../workers/contract/drafts";
import type { DraftOrigin, WizardDraft } from "./draft";
import { neededAnswers, originHeading } from "./draft-origin";
import { TEXT_STEPS } from "./text-steps";

/** The step each answer the wizard needs is asked on, and its name there. */
const CHOICE_ANSWERS: Partial<Record<DraftField, { label: string; step: number }>> = {
  projectType: { label: "Project type", step: 4 },
  features: { label: "Core features", step: 5 },
  techStack: { label: "Technology stack", step: 7 },
  deployment: { label: "Deployment platform", step: 11 },
  design: { label: "Design style", step: 11 },
};

function whereAsked(field: DraftField): string {
  const choice = CHOICE_ANSWERS[field];
  if (choice) return `${choice.label} (step ${choice.step})`;
  for (const [step, textStep] of Object.entries(TEXT_STEPS)) {
    const question = textStep?.questions.find((candidate) => candidate.field === field);
    if (question) return `${question.label} (step ${step})`;
  }
  return field;
}

/**
 * Above a wizard started from one sentence: who filled its answers (the model, or the built-in reading and how
 * many), the sentence, which answers the wizard needs are still empty, and the draft's notes (why the built-in
 * reading answered, what the model's draft cost). After the first step it is `compact`: who, and what is needed.
 */
export function DraftBanner({ origin, draft, compact }: { origin: DraftOrigin; draft: WizardDraft; compact: boolean }) {
  const needed = neededAnswers(draft);
  const stillNeeded =
    needed.length === 0 ? (
      "Every answer the wizard needs is filled."
    ) : (
      <span data-testid="draft-needed">Still needed: {needed.map(whereAsked).join(", ")}.</span>
    );
  return (
    <section
      aria-labelledby="draft-origin-heading"
      data-testid="draft-origin"
      data-source={origin.source}
      className={`rounded-xl border border-brand-100 bg-brand-50/70 text-sm text-slate-700 ${compact ? "space-y-1 px-4 py-3" : "space-y-2 p-4"}`}
    >
      <h2 id="draft-origin-heading" className="font-semibold text-brand-700">
        {originHeading(origin)}
      </h2>
      {compact ? (
        <p>{stillNeeded}</p>
      ) : (
        <>
          {/* On a phone the banner keeps to who filled the answers and what is needed, so the form starts in the first screen. */}
          <p className="hidden break-words italic [overflow-wrap:anywhere] sm:block">“{origin.sentence}”</p>
          <p>
            <span className="hidden sm:inline">
              Walk the 12 steps and change anything you like; answers marked{" "}
              <span className="font-medium text-amber-900">Not filled from your sentence</span> are yours to give.{" "}
            </span>
            {stillNeeded}
          </p>
          {origin.notes.length > 0 ? (
            <ul className="hidden list-disc space-y-0.5 pl-5 text-xs text-slate-600 sm:block" data-testid="draft-notes">
              {origin.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
