import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { EntityForm } from "../../components/EntityForm";
import { ErrorMessage } from "../../components/ErrorMessage";
import { dataSourcesApi, dataSourceMeta, type DataSource, type DataSourceInput } from "../../entities/data-source";

/** /data-sources/:id: one data source to view, edit or delete; /data-sources/new creates one. */
export function DataSourceDetail() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const navigate = useNavigate();
  const [record, setRecord] = useState<DataSource>();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (isNew) return;
    let active = true;
    dataSourcesApi.get(id).then(
      (found) => {
        if (active) setRecord(found);
      },
      (failure: unknown) => {
        if (active) setError(failure);
      },
    );
    return () => {
      active = false;
    };
  }, [id, isNew]);

  const save = async (input: DataSourceInput) => {
    setError(null);
    try {
      if (isNew) await dataSourcesApi.create(input);
      else await dataSourcesApi.update(id, input);
      navigate("/data-sources");
    } catch (failure) {
      setError(failure);
      throw failure;
    }
  };

  const remove = async () => {
    if (!window.confirm("Delete this data source?")) return;
    try {
      await dataSourcesApi.remove(id);
      navigate("/data-sources");
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <section className="screen">
      <header className="screen-header">
        <h1>{isNew ? "New data source" : "Data source"}</h1>
        <Link to="/data-sources">Back to data sources</Link>
      </header>
      <ErrorMessage error={error} />
      {isNew || record ? (
        <EntityForm
          key={record?.id ?? "new"}
          meta={dataSourceMeta}
          initial={record}
          submitLabel={isNew ? "Create data source" : "Save changes"}
          onSubmit={(values) => save(values as DataSourceInput)}
        />
      ) : (
        !error && <p className="muted">Loading…</p>
      )}
      {!isNew && record && (
        <button type="button" className="button danger" onClick={remove}>
          Delete data source
        </button>
      )}
    </section>
  );
}
