import { Link } from "react-router-dom";
import { EntityTable } from "../../components/EntityTable";
import { ErrorMessage } from "../../components/ErrorMessage";
import { useRecords } from "../../components/useRecords";
import { reportsApi, reportMeta } from "../../entities/report";

/** /reports: every report, with a way to add one. */
export function ReportsList() {
  const { records, error, loading, reload } = useRecords(reportsApi.list);
  return (
    <section className="screen">
      <header className="screen-header">
        <h1>Reports</h1>
        <Link className="button" to="/reports/new">
          New report
        </Link>
      </header>
      <ErrorMessage error={error} />
      {loading ? (
        <p className="muted">Loading reports…</p>
      ) : (
        <EntityTable meta={reportMeta} records={records} empty="No reports yet." />
      )}
    </section>
  );
}
