import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { EntityForm } from "../../components/EntityForm";
import { ErrorMessage } from "../../components/ErrorMessage";
import { reportsApi, reportMeta, type Report, type ReportInput } from "../../entities/report";

/** /reports/:id: one report to view, edit or delete; /reports/new creates one. */
export function ReportDetail() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const navigate = useNavigate();
  const [record, setRecord] = useState<Report>();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (isNew) return;
    let active = true;
    reportsApi.get(id).then(
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

  const save = async (input: ReportInput) => {
    setError(null);
    try {
      if (isNew) await reportsApi.create(input);
      else await reportsApi.update(id, input);
      navigate("/reports");
    } catch (failure) {
      setError(failure);
      throw failure;
    }
  };

  const remove = async () => {
    if (!window.confirm("Delete this report?")) return;
    try {
      await reportsApi.remove(id);
      navigate("/reports");
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <section className="screen">
      <header className="screen-header">
        <h1>{isNew ? "New report" : "Report"}</h1>
        <Link to="/reports">Back to reports</Link>
      </header>
      <ErrorMessage error={error} />
      {isNew || record ? (
        <EntityForm
          key={record?.id ?? "new"}
          meta={reportMeta}
          initial={record}
          submitLabel={isNew ? "Create report" : "Save changes"}
          onSubmit={(values) => save(values as ReportInput)}
        />
      ) : (
        !error && <p className="muted">Loading…</p>
      )}
      {!isNew && record && (
        <button type="button" className="button danger" onClick={remove}>
          Delete report
        </button>
      )}
    </section>
  );
}
