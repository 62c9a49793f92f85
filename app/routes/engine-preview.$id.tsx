// TEMPORARY (engine helper): mounts ProjectEngine the way the detail page will, for the e2e run. Delete after integration.
import { useParams } from "@remix-run/react";
import { useState } from "react";
import type { Project } from "../../workers/contract/projects";
import { RequireUser } from "../components/auth-guards";
import { ProjectEngine } from "../components/engine/project-engine";
import { ProjectHeader } from "../components/project/project-header";
import { ProjectInfoCard } from "../components/project/project-info-card";
import { useProject } from "../components/project/use-project";
import { Spinner } from "../components/ui";

export default function EnginePreviewRoute() {
  return (
    <RequireUser>
      <Preview />
    </RequireUser>
  );
}

function Preview() {
  const { id } = useParams();
  const { state } = useProject(id);
  if (state.status !== "ready") return <Spinner label="Loading project" />;
  return <View key={state.project.id} initial={state.project} />;
}

function View({ initial }: { initial: Project }) {
  const [project, setProject] = useState(initial);
  return (
    <div className="space-y-6">
      <ProjectHeader project={project} onOpenSettings={() => undefined} />
      <ProjectEngine project={project} onProjectChange={setProject} aside={<ProjectInfoCard project={project} />} />
    </div>
  );
}
