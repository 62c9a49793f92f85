import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useState } from "react";
import type { Project } from "../../workers/contract/projects";
import { RequireUser } from "../components/auth-guards";
import { SentenceStart } from "../components/start/sentence-start";
import { CostSummaryCard } from "../components/cost/cost-summary-card";
import { ModelSettingsNotice } from "../components/cost/model-settings-notice";
import { DashboardError, DashboardLoading } from "../components/dashboard/dashboard-states";
import { DeleteProjectDialog } from "../components/dashboard/delete-project-dialog";
import { ProcessPending } from "../components/dashboard/process-pending-button";
import { RecentProjects } from "../components/dashboard/recent-projects";
import { StatCards } from "../components/dashboard/stat-cards";
import { useDashboardProjects } from "../components/dashboard/use-dashboard-projects";
import { projectDisplayName } from "../components/project/display";
import { ProjectIcon } from "../components/project/icons";
import { Button, buttonClass } from "../components/ui";
import { deleteProject } from "../lib/projects-api";
import { useSession } from "../lib/session";

export const meta: MetaFunction = () => [{ title: "Dashboard · AppForge" }];

export default function DashboardRoute() {
  return (
    <RequireUser>
      <Dashboard />
    </RequireUser>
  );
}

function Dashboard() {
  const { user, refreshUser } = useSession();
  const { state, refreshing, reload, retry } = useDashboardProjects();
  const [toDelete, setToDelete] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState(false);
  // "Welcome back" once the account has a project; a new account (none yet) is welcomed. Until the list has
  // loaded, the project count that came with the user decides.
  const projectCount = state.status === "ready" ? state.stats.total : (user?.stats.project_count ?? 0);
  const returning = projectCount > 0;

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteProject(toDelete.id);
      // The profile's project counts come with the user.
      void refreshUser().catch((error: unknown) => console.error("Failed to refresh the user after a delete", error));
    } catch (error) {
      // A failed delete is only logged; the list below is reloaded either way.
      console.error("Failed to delete project", error);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
    await reload();
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words [overflow-wrap:anywhere]">
            {returning ? "Welcome back" : "Welcome"}, {user?.name}!
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {returning ? "Here is how your projects are doing." : "Let's build your first app."}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" onClick={() => void reload()} disabled={refreshing}>
            <ProjectIcon name="refresh" className={`h-4 w-4 ${refreshing ? "animate-spin" : ""}`} />
            {refreshing && state.status === "ready" ? "Refreshing..." : "Refresh"}
          </Button>
          {/* The sentence box below holds the screen's one primary action; the wizard's way in is quieter. */}
          <Link to="/projects/new" className={buttonClass("secondary")}>
            <ProjectIcon name="plus" />
            New Project
          </Link>
        </div>
      </div>

      <SentenceStart place="dashboard" />

      <ModelSettingsNotice />

      {state.status === "loading" ? <DashboardLoading /> : null}
      {state.status === "error" ? <DashboardError message={state.message} onRetry={() => void retry()} /> : null}
      {state.status === "ready" && state.stats.total === 0 ? (
        // No project yet: the way to the first one comes first (on a phone, above the fold), the zeros after it.
        <>
          <RecentProjects projects={state.recent} total={0} onDelete={setToDelete} />
          <StatCards stats={state.stats} />
        </>
      ) : null}
      {state.status === "ready" && state.stats.total > 0 ? (
        <>
          <StatCards stats={state.stats} />
          <RecentProjects projects={state.recent} total={state.stats.total} onDelete={setToDelete} />
        </>
      ) : null}

      <CostSummaryCard />

      {/* Engine plumbing, closed: the projects run by themselves. */}
      <ProcessPending onProcessed={() => void reload()} />

      <DeleteProjectDialog
        projectName={toDelete ? projectDisplayName(toDelete.name) : null}
        busy={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
