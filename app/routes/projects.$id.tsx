import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useParams } from "@remix-run/react";
import { useState } from "react";
import { RequireUser } from "../components/auth-guards";
import { ProjectIcon } from "../components/project/icons";
import { ProjectEngine } from "../components/engine/project-engine";
import { ProjectHeader } from "../components/project/project-header";
import { DeploymentsCard } from "../components/project/deployments-card";
import { ProjectInfoCard } from "../components/project/project-info-card";
import { ProjectNotFound } from "../components/project/project-not-found";
import {
  DEFAULT_PROJECT_PREFERENCES,
  ProjectSettingsModal,
  type ProjectPreferences,
} from "../components/project/settings-modal";
import { useProject } from "../components/project/use-project";
import { Alert, Button, buttonClass, Spinner } from "../components/ui";
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
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Kept for this visit only: Save just closes the modal; prefer-Cursor drives the toggle.
  const [preferences, setPreferences] = useState<ProjectPreferences>(DEFAULT_PROJECT_PREFERENCES);

  return (
    <>
      <div className="space-y-6">
        <ProjectHeader project={project} onOpenSettings={() => setSettingsOpen(true)} />
        <ProjectEngine
          project={project}
          useCursor={preferences.preferCursor}
          onUseCursorChange={(preferCursor) => setPreferences((current) => ({ ...current, preferCursor }))}
          aside={
            <>
              <ProjectInfoCard project={project} />
              <DeploymentsCard projectId={project.id} hasFiles={project.progress > 0} platform={project.wizard_data.deployment || DEFAULT_DEPLOYMENT_PLATFORM} />
            </>
          }
        />
      </div>
      <ProjectSettingsModal
        open={settingsOpen}
        project={project}
        preferences={preferences}
        onClose={() => setSettingsOpen(false)}
        onSave={(next) => {
          setPreferences(next);
          setSettingsOpen(false);
        }}
      />
    </>
  );
}
