import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type { Task } from "../../../workers/contract/agents";
import type { Project, ProjectStatus } from "../../../workers/contract/projects";
import type { ChosenStrategy } from "../../lib/engine-api";
import { useProjectEngine } from "../../lib/use-project-engine";
import { ProjectCostCard } from "../cost/project-cost-card";
import { PreviewCard } from "../preview/preview-card";
import { Alert, Button } from "../ui";
import { ActionsCard } from "./actions-card";
import { AgentsCard } from "./agents-card";
import { COST_SECTION_ID, NextStep, PUBLISH_SECTION_ID } from "./next-step";
import { ProcessingCard } from "./processing-card";
import { ProgressCard } from "./progress-card";
import { RecentTasksCard } from "./recent-tasks-card";
import { projectLead } from "./rules";

/** The agents whose tasks write what a preview build reads: the app model and the frontend's source. */
const PREVIEW_WRITERS = new Set(["architect", "frontend"]);

/**
 * Whether the preview's inputs may still change: while planning, or while an architect or frontend task is
 * waiting or running (devops, qa and deployment do not touch them, so the preview builds while they work).
 */
export function writingFrontend(status: ProjectStatus, tasks: readonly Pick<Task, "agent_type" | "status">[] | null): boolean {
  if (status === "planning") return true;
  if (status !== "in_progress") return false;
  if (!tasks) return true;
  return tasks.some((task) => PREVIEW_WRITERS.has(task.agent_type) && (task.status === "pending" || task.status === "in_progress"));
}

/** The id of the preview's place on the screen: the dashboard's Preview link opens the screen there. */
export const PREVIEW_SECTION_ID = "preview";

interface ProjectEngineProps {
  /** The page's copy of the project: the engine keeps its status and progress current in the cache. */
  project: Project;
  /** The Project Information card, in the side column under Actions. */
  info?: ReactNode;
  /** The Publish card: right after the preview once the project is done, else in the side column. */
  publish?: ReactNode;
  /** The 'Use Cursor AI' toggle, when the page wants to control it; else it starts off. */
  useCursor?: boolean;
  onUseCursorChange?(value: boolean): void;
  /** The strategy of manual processing, when the page wants to control it; else it starts as auto. */
  strategy?: ChosenStrategy;
  onStrategyChange?(strategy: ChosenStrategy): void;
}

/**
 * The live part of the project detail screen: the next step, progress, agents, the preview, recent tasks,
 * actions and processing. It joins the project's room while mounted and keeps every card current from its
 * events. The screen leads with what comes next (projectLead): Start Development for a project not started,
 * progress and the agents while it runs, the preview and Publish once it is done.
 */
export function ProjectEngine({ project, info, publish, ...controlled }: ProjectEngineProps) {
  const engine = useProjectEngine(project);
  const [ownUseCursor, setOwnUseCursor] = useState(false);
  const useCursor = controlled.useCursor ?? ownUseCursor;
  const setUseCursor = (value: boolean) => {
    setOwnUseCursor(value);
    controlled.onUseCursorChange?.(value);
  };
  // Default strategy: auto.
  const [ownStrategy, setOwnStrategy] = useState<ChosenStrategy>("auto");
  const strategy = controlled.strategy ?? ownStrategy;
  const { onStrategyChange } = controlled;
  const setStrategy = useCallback(
    (value: ChosenStrategy) => {
      setOwnStrategy(value);
      onStrategyChange?.(value);
    },
    [onStrategyChange],
  );
  const { snapshot } = engine;
  const tasks = snapshot?.tasks ?? null;
  const done = projectLead(engine.status) === "done";
  usePreviewAnchor(snapshot !== null);

  // Keyed, so that a change of lead never moves the preview's block in the page: a frame moved in the document
  // loads again, and the person using it would be back on its app's first screen (as when the screen check
  // finds a failing screen and the project goes from done to failed). Progress and the agents (which hold no
  // state of their own) are made afresh above or below it instead of being moved around it.
  const progressAndAgents = (place: "lead" | "after") => [
    <div key={`progress-${place}`} className={FULL}>
      <ProgressCard progress={snapshot?.progress ?? project.progress} counts={snapshot?.counts ?? null} link={engine.link} working={engine.status === "planning" || engine.status === "in_progress"} />
    </div>,
    <div key={`agents-${place}`} className={FULL}>
      <AgentsCard agents={snapshot?.agent_statuses ?? null} />
    </div>,
  ];
  const preview = (
    <div key="preview" id={PREVIEW_SECTION_ID} className={`scroll-mt-4 ${FULL}`}>
      <PreviewCard
        projectId={project.id}
        projectName={project.name}
        working={writingFrontend(engine.status, tasks)}
      />
    </div>
  );
  const rest = (
    <div key="rest" className={`${FULL} grid grid-cols-1 gap-6 lg:grid-cols-3`}>
      <div className="min-w-0 space-y-6 lg:order-last">
        <ActionsCard projectId={project.id} tasks={tasks} />
        {info}
        {done ? null : publish}
        <div id={COST_SECTION_ID} className="scroll-mt-4">
          <ProjectCostCard projectId={project.id} paused={engine.status === "paused"} strategy={strategy} onStrategyChange={setStrategy} />
        </div>
      </div>
      <div className="min-w-0 space-y-6 lg:col-span-2">
        <RecentTasksCard projectId={project.id} tasks={tasks} engine={engine} />
        <ProcessingCard
          projectId={project.id}
          responses={snapshot?.responses ?? null}
          tasks={tasks}
          useCursor={useCursor}
          onUseCursorChange={setUseCursor}
          strategy={strategy}
          engine={engine}
        />
      </div>
    </div>
  );

  return (
    <div className="grid grid-cols-1 gap-6" data-testid="project-engine" data-lead={projectLead(engine.status)}>
      {engine.loadError ? (
        <div className={`${FULL} flex flex-col gap-2 sm:flex-row sm:items-center`}>
          <div className="flex-1">
            <Alert>{engine.loadError}</Alert>
          </div>
          <Button variant="secondary" onClick={engine.reload}>
            Try again
          </Button>
        </div>
      ) : null}
      <NextStep className={FULL} projectId={project.id} status={engine.status} counts={snapshot?.counts ?? null} engine={engine} />
      {done
        ? [
            preview,
            <div key="publish" id={PUBLISH_SECTION_ID} className={`scroll-mt-4 ${FULL}`}>
              {publish}
            </div>,
            ...progressAndAgents("after"),
            rest,
          ]
        : [...progressAndAgents("lead"), preview, rest]}
    </div>
  );
}

/** A block of the screen's column (min-w-0: long content wraps instead of widening it). */
const FULL = "min-w-0";

/**
 * Opened at #preview (the dashboard's Preview link), the screen scrolls to the preview once the cards above it
 * have their content, so that it does not end up below them.
 */
function usePreviewAnchor(loaded: boolean) {
  const scrolled = useRef(false);
  useEffect(() => {
    if (!loaded || scrolled.current || window.location.hash !== `#${PREVIEW_SECTION_ID}`) return;
    scrolled.current = true;
    document.getElementById(PREVIEW_SECTION_ID)?.scrollIntoView({ block: "start" });
  }, [loaded]);
}
