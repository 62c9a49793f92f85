import { useEffect, useId, type ReactNode } from "react";
import type { TaskCounts } from "../../../workers/contract/agents";
import type { ProjectStatus } from "../../../workers/contract/projects";
import { errorMessage } from "../../lib/api-client";
import { retryProject, startProject } from "../../lib/engine-api";
import type { ProjectEngine } from "../../lib/use-project-engine";
import { Button } from "../ui";
import { ENGINE_ERRORS } from "./engine-errors";
import { ActionFeedback, BusyLabel } from "./feedback";
import { projectLead } from "./rules";
import { useAction } from "./use-action";

/** The id of the cost card's place on the screen, which a paused project's next step links to. */
export const COST_SECTION_ID = "cost";
/** The id of the Publish card's place, right after the preview once the project is done. */
export const PUBLISH_SECTION_ID = "publish";

interface NextStepProps {
  /** Where it sits in the screen's grid. */
  className: string;
  projectId: string;
  status: ProjectStatus;
  counts: TaskCounts | null;
  engine: Pick<ProjectEngine, "applyProject" | "reload">;
}

/**
 * The top of the detail screen: the one thing to do next, when there is one. A project that has not started
 * offers Start Development; a failed one Retry Failed Tasks; a paused one says why it waits and where to act;
 * a finished one says to try the preview (right below) and then publish. A running one has nothing to press
 * here: its progress and agents come first. What Start or Retry answered stays here, above whatever the
 * screen leads with next.
 */
export function NextStep({ className, projectId, status, counts, engine }: NextStepProps) {
  const action = useAction<"start" | "retry">();
  const lead = projectLead(status);

  // 'Planned 12 tasks; the agents are at work' no longer holds once the project has settled.
  const settled = status === "completed" || status === "failed";
  const { clear } = action;
  useEffect(() => {
    if (settled) clear();
  }, [settled, clear]);

  const start = () =>
    action.run(
      "start",
      async () => {
        const result = await startProject(projectId);
        engine.applyProject(result.project);
        engine.reload();
        return result.message;
      },
      // The server's words when it sent some (a quota's refusal says when to try again).
      (error) => errorMessage(error, ENGINE_ERRORS.start),
    );

  const retry = () =>
    action.run(
      "retry",
      async () => {
        const result = await retryProject(projectId);
        engine.applyProject(result.project);
        engine.reload();
        return result.message;
      },
      (error) => errorMessage(error, ENGINE_ERRORS.retryProject),
    );

  const feedback = <ActionFeedback error={action.error} notice={action.notice} />;
  switch (lead) {
    case "start":
      return (
        <Lead
          className={className}
          tone="brand"
          title="Start development"
          text="The architect turns your answers into a plan of tasks; then the agents write the app by themselves while you watch here. The preview opens on this screen once the frontend is written."
          testId="next-step-start"
        >
          <Button onClick={() => void start()} disabled={action.busy !== null} aria-busy={action.busy === "start"} className="w-full sm:w-auto">
            <BusyLabel busy={action.busy === "start"} busyText="Starting...">
              Start Development
            </BusyLabel>
          </Button>
          {feedback}
        </Lead>
      );
    case "retry": {
      const failed = counts?.failed ?? 0;
      return (
        <Lead
          className={className}
          tone="danger"
          title="Some tasks failed"
          text={`${failed > 0 ? `${failed} task${failed === 1 ? "" : "s"} failed` : "A task failed"} after every attempt, so the tasks that need ${failed === 1 ? "it" : "them"} are waiting. Retry Failed Tasks queues ${failed === 1 ? "it" : "them"} again and the agents go on by themselves; Retry on a single task is under Recent Tasks.`}
          testId="next-step-retry"
        >
          <Button onClick={() => void retry()} disabled={action.busy !== null} aria-busy={action.busy === "retry"} className="w-full sm:w-auto">
            <BusyLabel busy={action.busy === "retry"} busyText="Retrying...">
              Retry Failed Tasks
            </BusyLabel>
          </Button>
          {feedback}
        </Lead>
      );
    }
    case "paused":
      return (
        <Lead
          className={className}
          tone="warning"
          title="Paused at a spending limit"
          text="The agents stopped before a model call that would spend past a limit, this project's or your account's monthly one (the latest AI response says which). The cost card says what to do; after that the agents go on by themselves."
          testId="next-step-paused"
        >
          <a href={`#${COST_SECTION_ID}`} className={LINK}>
            Go to the cost card
          </a>
          {feedback}
        </Lead>
      );
    case "done":
      return (
        <Lead
          className={className}
          tone="success"
          title="Your app is built"
          text="Try it in the preview below: it runs the generated code with its own sample data. When it does what you want, publish it: on AppForge at an address of its own, in one click, or push the code to GitHub and deploy it with your own accounts."
          testId="next-step-done"
        >
          <a href={`#${PUBLISH_SECTION_ID}`} className={LINK}>
            Go to Publish
          </a>
          {feedback}
        </Lead>
      );
    case "progress":
      // Nothing to press: what Start or Retry answered, if anything, above the progress or the preview. With
      // nothing to say, the announcer stays (for screen readers) but takes no place on the screen.
      return (
        <div data-testid="next-step-none" className={action.error || action.notice ? className : "sr-only"}>
          {feedback}
        </div>
      );
  }
}

const LINK =
  "inline-block rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500";

const TONES = {
  brand: "border-brand-100 bg-brand-50",
  danger: "border-red-200 bg-red-50",
  warning: "border-amber-200 bg-amber-50",
  success: "border-green-200 bg-green-50",
} as const;

interface LeadProps {
  className: string;
  tone: keyof typeof TONES;
  title: string;
  text: string;
  testId: string;
  children: ReactNode;
}

function Lead({ className, tone, title, text, testId, children }: LeadProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid={testId} className={`flex flex-col items-start gap-3 rounded-xl border p-5 shadow-sm sm:p-6 ${TONES[tone]} ${className}`}>
      <div className="space-y-1">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="max-w-3xl text-sm text-slate-700">{text}</p>
      </div>
      {children}
    </section>
  );
}
