import { useState, type ReactNode } from "react";
import type { Task } from "../../../workers/contract/agents";
import type { Project, ProjectStatus } from "../../../workers/contract/projects";
import { isPreviewFrontend } from "../../../workers/contract/preview";
import type { ChosenStrategy } from "../../lib/engine-api";
import { useProjectEngine } from "../../lib/use-project-engine";
import { ProjectCostCard } from "../cost/project-cost-card";
import { PreviewCard } from "../preview/preview-card";
import { Alert, Button } from "../ui";
import { ActionsCard } from "./actions-card";
import { AgentsCard } from "./agents-card";
import { ProcessingCard } from "./processing-card";
import { ProgressCard } from "./progress-card";
import { RecentTasksCard } from "./recent-tasks-card";

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

interface ProjectEngineProps {
  /** The page's copy of the project: the engine keeps its status and progress current in the cache. */
  project: Project;
  /** Cards for the side column under Actions, above the cost card (the Project Information card). */
  aside?: ReactNode;
  /** The 'Use Cursor AI' toggle, when the page wants to control it; else it starts off. */
  useCursor?: boolean;
  onUseCursorChange?(value: boolean): void;
}

/**
 * The live part of the project detail screen: progress, agents, recent tasks, actions and processing.
 * It joins the project's room while mounted and keeps every card current from its events.
 */
export function ProjectEngine({ project, aside, ...cursor }: ProjectEngineProps) {
  const engine = useProjectEngine(project);
  const [ownUseCursor, setOwnUseCursor] = useState(false);
  const useCursor = cursor.useCursor ?? ownUseCursor;
  const setUseCursor = (value: boolean) => {
    setOwnUseCursor(value);
    cursor.onUseCursorChange?.(value);
  };
  // Default strategy: auto.
  const [strategy, setStrategy] = useState<ChosenStrategy>("auto");
  const { snapshot } = engine;

  return (
    <div className="space-y-6" data-testid="project-engine">
      {engine.loadError ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <div className="flex-1">
            <Alert>{engine.loadError}</Alert>
          </div>
          <Button variant="secondary" onClick={engine.reload}>
            Try again
          </Button>
        </div>
      ) : null}
      <ProgressCard progress={snapshot?.progress ?? project.progress} counts={snapshot?.counts ?? null} link={engine.link} />
      <PreviewCard
        projectId={project.id}
        projectName={project.name}
        frontend={project.tech_stack.find(isPreviewFrontend) ?? null}
        working={writingFrontend(engine.status, snapshot?.tasks ?? null)}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:order-last">
          <ActionsCard projectId={project.id} status={engine.status} tasks={snapshot?.tasks ?? null} engine={engine} />
          {aside}
          <ProjectCostCard
            projectId={project.id}
            paused={engine.status === "paused"}
            strategy={strategy}
            onStrategyChange={setStrategy}
          />
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <AgentsCard agents={snapshot?.agents ?? null} />
          <RecentTasksCard
            projectId={project.id}
            tasks={snapshot?.tasks ?? null}
            useCursor={useCursor}
            strategy={strategy}
            engine={engine}
          />
          <ProcessingCard
            projectId={project.id}
            responses={snapshot?.responses ?? null}
            useCursor={useCursor}
            onUseCursorChange={setUseCursor}
            strategy={strategy}
            engine={engine}
          />
        </div>
      </div>
    </div>
  );
}
