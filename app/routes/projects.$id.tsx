import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useParams } from "@remix-run/react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { RequireUser } from "../components/auth-guards";
import { ProjectIcon } from "../components/project/icons";
import { ProjectEngine } from "../components/engine/project-engine";
import { ProjectHeader } from "../components/project/project-header";
import { DeploymentsCard } from "../components/project/deployments-card";
import { ProjectInfoCard } from "../components/project/project-info-card";
import { ProjectNotFound } from "../components/project/project-not-found";
import { preferencesOf, strategyOf, type ProjectPreferences } from "../components/project/preferences";
import { ProjectSettingsModal } from "../components/project/settings-modal";
import { useProject } from "../components/project/use-project";
import { Alert, Button, buttonClass, Spinner } from "../components/ui";
import { saveCostSettings } from "../lib/cost-api";
import type { ChosenStrategy } from "../lib/engine-api";
import { queryKeys } from "../lib/query-keys";
import type { Project } from "../../workers/contract/projects";
import { DEFAULT_DEPLOYMENT_PLATFORM } from "../../workers/contract/project-options";

export const meta: MetaFunction = () => [{ title: "Project · AppForge" }];

export default function ProjectDetailRoute() {
  return (
    <RequireUser>
      <ProjectDetail />
    </RequireUser>
  );
}

function ProjectDetail() {
  const { id } = useParams();
  const { state, reload } = useProject(id);

  switch (state.status) {
    case "loading":
      return (
        <div className="flex min-h-[40vh] items-center justify-center gap-3 text-sm text-slate-600">
          <Spinner label="Loading project" />
          <span aria-hidden>Loading project...</span>
        </div>
      );
    case "not-found":
      return <ProjectNotFound />;
    case "error":
      return (
        <div className="mx-auto max-w-lg space-y-4">
          <Alert>{state.message}</Alert>
          <div className="flex flex-wrap gap-2">
            <Button onClick={reload}>
              <ProjectIcon name="refresh" />
              Retry
            </Button>
            <Link to="/dashboard" className={buttonClass("secondary")}>
              Back to Dashboard
            </Link>
          </div>
        </div>
      );
    case "ready":
      return <ProjectView key={state.project.id} project={state.project} />;
  }
}

/** `project` is the cached copy: live events and engine loads keep its status and progress current. */
function ProjectView({ project }: { project: Project }) {
  const client = useQueryClient();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Prefer-Cursor is kept for this visit and drives the 'Use Cursor AI' switch; the strategy is the project's
  // (the cost card starts it from the saved one), which Settings' cost optimization sets too.
  const [preferCursor, setPreferCursor] = useState(false);
  const [strategy, setStrategy] = useState<ChosenStrategy>("auto");

  async function saveSettings(next: ProjectPreferences) {
    const wanted = strategyOf(next);
    if (wanted !== strategy) {
      await saveCostSettings(project.id, { strategy: wanted });
      setStrategy(wanted);
      void client.invalidateQueries({ queryKey: queryKeys.projectCost(project.id) });
    }
    setPreferCursor(next.preferCursor);
    setSettingsOpen(false);
  }

  return (
    <>
      <div className="space-y-6">
        <ProjectHeader project={project} onOpenSettings={() => setSettingsOpen(true)} />
        <ProjectEngine
          project={project}
          useCursor={preferCursor}
          onUseCursorChange={setPreferCursor}
          strategy={strategy}
          onStrategyChange={setStrategy}
          info={<ProjectInfoCard project={project} />}
          publish={<DeploymentsCard projectId={project.id} hasFiles={project.progress > 0} platform={project.wizard_data.deployment || DEFAULT_DEPLOYMENT_PLATFORM} />}
        />
      </div>
      <ProjectSettingsModal
        open={settingsOpen}
        project={project}
        preferences={preferencesOf(preferCursor, strategy)}
        onClose={() => setSettingsOpen(false)}
        onSave={saveSettings}
      />
    </>
  );
}
