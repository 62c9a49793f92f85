import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useSession } from "../../lib/session";
import { Alert, Button, Card } from "../ui";
import { createProject, type CreateOutcome } from "./create-project";
import { DraftBanner } from "./draft-banner";
import { canAdvance, canCreate, missingRequirement, stepTitle, TOTAL_STEPS } from "./gating";
import { StepContent } from "./step-content";
import { useWizard } from "./use-wizard";

/** Long enough to read the banner before the catalogue's redirect happens. */
const REDIRECT_DELAY_MS = 3000;

type Failure = Extract<CreateOutcome, { ok: false }>;

export function ProjectWizard({ userId }: { userId: string }) {
  const { user, refreshUser } = useSession();
  const navigate = useNavigate();
  const { step, draft, origin, update, goTo, finish } = useWizard(userId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const creating = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // A new step starts at its heading, so keyboard and screen-reader users begin at the top of it.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  useEffect(() => {
    const to = failure?.redirectTo;
    if (!to) return;
    const timer = setTimeout(() => navigate(to), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [failure, navigate]);

  async function create() {
    // The ref, unlike state, already reads true for a second click in the same frame.
    if (creating.current) return;
    creating.current = true;
    setBusy(true);
    setFailure(null);
    const outcome = await createProject(draft, user);
    if (outcome.ok) {
      finish();
      // The user's project count changed; the project page must not wait for it.
      void refreshUser().catch(() => undefined);
      navigate(`/projects/${encodeURIComponent(outcome.id)}`);
      return;
    }
    creating.current = false;
    setBusy(false);
    setFailure(outcome);
  }

  const isLast = step === TOTAL_STEPS;
  const blocked = isLast ? (canCreate(draft) ? null : "A project needs a name and a project type.") : missingRequirement(step, draft);
  const percent = Math.round((step / TOTAL_STEPS) * 100);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Create New Project</h1>
        <p className="mt-1 text-sm text-slate-600">Describe your application and our AI agents will plan it, build it and write its deployment steps.</p>
      </div>

      {origin ? <DraftBanner origin={origin} draft={draft} compact={step > 1} /> : null}

      <div className="space-y-2">
        <div className="flex items-center justify-between gap-4 text-sm">
          <span className="font-medium text-slate-800">
            Step {step} of {TOTAL_STEPS}
          </span>
          <span className="text-slate-500">{percent}% complete</span>
        </div>
        <div
          role="progressbar"
          aria-label="Wizard progress"
          aria-valuemin={1}
          aria-valuemax={TOTAL_STEPS}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${TOTAL_STEPS}: ${stepTitle(step)}`}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <Card className="space-y-6 p-4 sm:p-6">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
          {stepTitle(step)}
        </h2>
        <StepContent step={step} draft={draft} origin={origin} update={update} onEdit={goTo} />

        <div className="space-y-3 border-t border-slate-200 pt-4">
          {failure ? (
            <div className="space-y-2">
              <Alert>{failure.message}</Alert>
              {failure.redirectTo ? (
                <p className="text-sm text-slate-600">
                  Taking you to {failure.redirectTo === "/login" ? "the sign-in page" : "the dashboard"}…{" "}
                  <Link to={failure.redirectTo} className="font-medium text-brand-600 hover:underline">
                    Go now
                  </Link>
                </p>
              ) : null}
            </div>
          ) : null}
          {blocked ? (
            <p id="wizard-blocked" className="text-center text-xs text-slate-500 sm:text-right">
              {blocked}
            </p>
          ) : null}
          <div className="flex items-center justify-between gap-3">
            <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => goTo(step - 1)} disabled={step === 1 || busy}>
              Previous
            </Button>
            {isLast ? (
              <Button className="flex-1 sm:flex-none" onClick={() => void create()} disabled={busy || blocked !== null} aria-describedby={blocked ? "wizard-blocked" : undefined}>
                {busy ? "Creating..." : "Create Project"}
              </Button>
            ) : (
              <Button className="flex-1 sm:flex-none" onClick={() => goTo(step + 1)} disabled={!canAdvance(step, draft)} aria-describedby={blocked ? "wizard-blocked" : undefined}>
                Next
              </Button>
            )}
          </div>
        </div>
      </Card>
    </div>
  );
}
