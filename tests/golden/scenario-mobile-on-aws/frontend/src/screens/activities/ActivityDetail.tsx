import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "@/routing";
import { EntityForm } from "../../components/EntityForm";
import { ErrorMessage } from "../../components/ErrorMessage";
import { activitiesApi, activityMeta, type Activity, type ActivityInput } from "../../entities/activity";

/** /activities/:id: one activity to view, edit or delete; /activities/new creates one. */
export function ActivityDetail() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const navigate = useNavigate();
  const [record, setRecord] = useState<Activity>();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (isNew) return;
    let active = true;
    activitiesApi.get(id).then(
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

  const save = async (input: ActivityInput) => {
    setError(null);
    try {
      if (isNew) await activitiesApi.create(input);
      else await activitiesApi.update(id, input);
      navigate("/activities");
    } catch (failure) {
      setError(failure);
      throw failure;
    }
  };

  const remove = async () => {
    if (!window.confirm("Delete this activity?")) return;
    try {
      await activitiesApi.remove(id);
      navigate("/activities");
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <section className="screen">
      <header className="screen-header">
        <h1>{isNew ? "New activity" : "Activity"}</h1>
        <Link to="/activities">Back to activities</Link>
      </header>
      <ErrorMessage error={error} />
      {isNew || record ? (
        <EntityForm
          key={record?.id ?? "new"}
          meta={activityMeta}
          initial={record}
          submitLabel={isNew ? "Create activity" : "Save changes"}
          onSubmit={(values) => save(values as ActivityInput)}
        />
      ) : (
        !error && <p className="muted">Loading…</p>
      )}
      {!isNew && record && (
        <button type="button" className="button danger" onClick={remove}>
          Delete activity
        </button>
      )}
    </section>
  );
}
