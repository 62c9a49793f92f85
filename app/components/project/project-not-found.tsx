import { Link } from "@remix-run/react";
import { buttonClass, Card } from "../ui";
import { ProjectIcon } from "./icons";

/** A missing project: unknown ids and other users' projects look the same. */
export function ProjectNotFound() {
  return (
    <Card className="mx-auto max-w-lg space-y-4 text-center">
      <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-slate-100 text-slate-500">
        <ProjectIcon name="folder" className="h-6 w-6" />
      </span>
      <h1 className="text-xl font-semibold">Project not found</h1>
      <p className="text-sm text-slate-600">
        The project you are looking for may not exist, or you may not have access to it.
      </p>
      <Link to="/dashboard" className={buttonClass("primary")}>
        <ProjectIcon name="arrow-left" />
        Back to Dashboard
      </Link>
    </Card>
  );
}
