import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "@/routing";
import { EntityForm } from "../../components/EntityForm";
import { ErrorMessage } from "../../components/ErrorMessage";
import { remindersApi, reminderMeta, type Reminder, type ReminderInput } from "../../entities/reminder";

/** /reminders/:id: one reminder to view, edit or delete; /reminders/new creates one. */
export function ReminderDetail() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const navigate = useNavigate();
  const [record, setRecord] = useState<Reminder>();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (isNew) return;
    let active = true;
    remindersApi.get(id).then(
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

  const save = async (input: ReminderInput) => {
    setError(null);
    try {
      if (isNew) await remindersApi.create(input);
      else await remindersApi.update(id, input);
      navigate("/reminders");
    } catch (failure) {
      setError(failure);
      throw failure;
    }
  };

  const remove = async () => {
    if (!window.confirm("Delete this reminder?")) return;
    try {
      await remindersApi.remove(id);
      navigate("/reminders");
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <section className="screen">
      <header className="screen-header">
        <h1>{isNew ? "New reminder" : "Reminder"}</h1>
        <Link to="/reminders">Back to reminders</Link>
      </header>
      <ErrorMessage error={error} />
      {isNew || record ? (
        <EntityForm
          key={record?.id ?? "new"}
          meta={reminderMeta}
          initial={record}
          submitLabel={isNew ? "Create reminder" : "Save changes"}
          onSubmit={(values) => save(values as ReminderInput)}
        />
      ) : (
        !error && <p className="muted">Loading…</p>
      )}
      {!isNew && record && (
        <button type="button" className="button danger" onClick={remove}>
          Delete reminder
        </button>
      )}
    </section>
  );
}
