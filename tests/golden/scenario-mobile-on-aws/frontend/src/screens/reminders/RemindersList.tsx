import { Link } from "@/routing";
import { EntityTable } from "../../components/EntityTable";
import { ErrorMessage } from "../../components/ErrorMessage";
import { useRecords } from "../../components/useRecords";
import { remindersApi, reminderMeta } from "../../entities/reminder";
import { useLiveRefresh } from "../../live/useLiveRefresh";

/** /reminders: every reminder, with a way to add one. */
export function RemindersList() {
  const { records, error, loading, reload } = useRecords(remindersApi.list);
  useLiveRefresh("reminders", reload);
  return (
    <section className="screen">
      <header className="screen-header">
        <h1>Reminders</h1>
        <Link className="button" to="/reminders/new">
          New reminder
        </Link>
      </header>
      <ErrorMessage error={error} />
      {loading ? (
        <p className="muted">Loading reminders…</p>
      ) : (
        <EntityTable meta={reminderMeta} records={records} empty="No reminders yet." />
      )}
    </section>
  );
}
