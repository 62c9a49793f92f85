import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { EntityForm } from "../../components/EntityForm";
import { ErrorMessage } from "../../components/ErrorMessage";
import { pickupSlotsApi, pickupSlotMeta, type PickupSlot, type PickupSlotInput } from "../../entities/pickup-slot";

/** /pickup-slots/:id: one pickup slot to view, edit or delete; /pickup-slots/new creates one. */
export function PickupSlotDetail() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const navigate = useNavigate();
  const [record, setRecord] = useState<PickupSlot>();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (isNew) return;
    let active = true;
    pickupSlotsApi.get(id).then(
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

  const save = async (input: PickupSlotInput) => {
    setError(null);
    try {
      if (isNew) await pickupSlotsApi.create(input);
      else await pickupSlotsApi.update(id, input);
      navigate("/pickup-slots");
    } catch (failure) {
      setError(failure);
      throw failure;
    }
  };

  const remove = async () => {
    if (!window.confirm("Delete this pickup slot?")) return;
    try {
      await pickupSlotsApi.remove(id);
      navigate("/pickup-slots");
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <section className="screen">
      <header className="screen-header">
        <h1>{isNew ? "New pickup slot" : "Pickup slot"}</h1>
        <Link to="/pickup-slots">Back to pickup slots</Link>
      </header>
      <ErrorMessage error={error} />
      {isNew || record ? (
        <EntityForm
          key={record?.id ?? "new"}
          meta={pickupSlotMeta}
          initial={record}
          submitLabel={isNew ? "Create pickup slot" : "Save changes"}
          onSubmit={(values) => save(values as PickupSlotInput)}
        />
      ) : (
        !error && <p className="muted">Loading…</p>
      )}
      {!isNew && record && (
        <button type="button" className="button danger" onClick={remove}>
          Delete pickup slot
        </button>
      )}
    </section>
  );
}
