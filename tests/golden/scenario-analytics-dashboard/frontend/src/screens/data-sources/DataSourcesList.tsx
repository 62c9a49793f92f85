import { Link } from "react-router-dom";
import { EntityTable } from "../../components/EntityTable";
import { ErrorMessage } from "../../components/ErrorMessage";
import { useRecords } from "../../components/useRecords";
import { dataSourcesApi, dataSourceMeta } from "../../entities/data-source";

/** /data-sources: every data source, with a way to add one. */
export function DataSourcesList() {
  const { records, error, loading, reload } = useRecords(dataSourcesApi.list);
  return (
    <section className="screen">
      <header className="screen-header">
        <h1>Data sources</h1>
        <Link className="button" to="/data-sources/new">
          New data source
        </Link>
      </header>
      <ErrorMessage error={error} />
      {loading ? (
        <p className="muted">Loading data sources…</p>
      ) : (
        <EntityTable meta={dataSourceMeta} records={records} empty="No data sources yet." />
      )}
    </section>
  );
}
