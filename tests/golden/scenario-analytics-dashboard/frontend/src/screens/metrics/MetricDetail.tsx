import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { EntityForm } from "../../components/EntityForm";
import { ErrorMessage } from "../../components/ErrorMessage";
import { metricsApi, metricMeta, type Metric, type MetricInput } from "../../entities/metric";

/** /metrics/:id: one metric to view, edit or delete; /metrics/new creates one. */
export function MetricDetail() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const navigate = useNavigate();
  const [record, setRecord] = useState<Metric>();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (isNew) return;
    let active = true;
    metricsApi.get(id).then(
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

  const save = async (input: MetricInput) => {
    setError(null);
    try {
      if (isNew) await metricsApi.create(input);
      else await metricsApi.update(id, input);
      navigate("/metrics");
    } catch (failure) {
      setError(failure);
      throw failure;
    }
  };

  const remove = async () => {
    if (!window.confirm("Delete this metric?")) return;
    try {
      await metricsApi.remove(id);
      navigate("/metrics");
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <section className="screen">
      <header className="screen-header">
        <h1>{isNew ? "New metric" : "Metric"}</h1>
        <Link to="/metrics">Back to metrics</Link>
      </header>
      <ErrorMessage error={error} />
      {isNew || record ? (
        <EntityForm
          key={record?.id ?? "new"}
          meta={metricMeta}
          initial={record}
          submitLabel={isNew ? "Create metric" : "Save changes"}
          onSubmit={(values) => save(values as MetricInput)}
        />
      ) : (
        !error && <p className="muted">Loading…</p>
      )}
      {!isNew && record && (
        <button type="button" className="button danger" onClick={remove}>
          Delete metric
        </button>
      )}
    </section>
  );
}
