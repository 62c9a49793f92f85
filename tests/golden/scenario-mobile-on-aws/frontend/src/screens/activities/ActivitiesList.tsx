import { Link } from "@/routing";
import { EntityTable } from "../../components/EntityTable";
import { ErrorMessage } from "../../components/ErrorMessage";
import { useRecords } from "../../components/useRecords";
import { activitiesApi, activityMeta } from "../../entities/activity";
import { useLiveRefresh } from "../../live/useLiveRefresh";

/** /activities: every activity, with a way to add one. */
export function ActivitiesList() {
  const { records, error, loading, reload } = useRecords(activitiesApi.list);
  useLiveRefresh("activities", reload);
  return (
    <section className="screen">
      <header className="screen-header">
        <h1>Activities</h1>
        <Link className="button" to="/activities/new">
          New activity
        </Link>
      </header>
      <ErrorMessage error={error} />
      {loading ? (
        <p className="muted">Loading activities…</p>
      ) : (
        <EntityTable meta={activityMeta} records={records} empty="No activities yet." />
      )}
    </section>
  );
}
