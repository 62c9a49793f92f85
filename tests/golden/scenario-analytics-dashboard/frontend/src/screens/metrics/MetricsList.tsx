import { Link } from "react-router-dom";
import { EntityTable } from "../../components/EntityTable";
import { ErrorMessage } from "../../components/ErrorMessage";
import { useRecords } from "../../components/useRecords";
import { metricsApi, metricMeta } from "../../entities/metric";

/** /metrics: every metric, with a way to add one. */
export function MetricsList() {
  const { records, error, loading, reload } = useRecords(metricsApi.list);
  return (
    <section className="screen">
      <header className="screen-header">
        <h1>Metrics</h1>
        <Link className="button" to="/metrics/new">
          New metric
        </Link>
      </header>
      <ErrorMessage error={error} />
      {loading ? (
        <p className="muted">Loading metrics…</p>
      ) : (
        <EntityTable meta={metricMeta} records={records} empty="No metrics yet." />
      )}
    </section>
  );
}
