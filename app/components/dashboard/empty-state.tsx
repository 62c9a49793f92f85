import { Link } from "@remix-run/react";
import { ProjectIcon } from "../project/icons";
import { buttonClass } from "../ui";

export function EmptyProjects() {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="grid h-12 w-12 place-items-center rounded-full bg-brand-50 text-brand-600">
        <ProjectIcon name="folder" className="h-6 w-6" />
      </span>
      <h3 className="font-semibold text-slate-900">No projects yet</h3>
      <p className="max-w-sm text-sm text-slate-600">
        Describe the application you want in a few guided steps, and the AI agents will plan it, build it and write its deployment steps.
      </p>
      <Link to="/projects/new" className={buttonClass("secondary", "mt-2")}>
        <ProjectIcon name="plus" />
        Create Your First Project
      </Link>
    </div>
  );
}
