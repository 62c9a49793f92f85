import { ProjectIcon } from "../project/icons";
import { Button, Spinner } from "../ui";

export function DashboardLoading() {
  return (
    <div className="flex min-h-[30vh] items-center justify-center gap-3 rounded-xl border border-slate-200 bg-white text-sm text-slate-600 shadow-sm">
      <Spinner label="Loading projects" />
      <span aria-hidden>Loading projects...</span>
    </div>
  );
}

/** The message or 'Failed to fetch projects', with Retry. */
export function DashboardError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <span className="grid h-10 w-10 place-items-center rounded-full bg-red-100 text-red-600">
        <ProjectIcon name="x" className="h-5 w-5" />
      </span>
      <p className="text-sm font-medium text-red-800">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        <ProjectIcon name="refresh" />
        Retry
      </Button>
    </div>
  );
}
