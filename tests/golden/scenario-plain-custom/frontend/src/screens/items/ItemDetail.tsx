import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { EntityForm } from "../../components/EntityForm";
import { ErrorMessage } from "../../components/ErrorMessage";
import { itemsApi, itemMeta, type Item, type ItemInput } from "../../entities/item";

/** /items/:id: one item to view, edit or delete; /items/new creates one. */
export function ItemDetail() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const navigate = useNavigate();
  const [record, setRecord] = useState<Item>();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (isNew) return;
    let active = true;
    itemsApi.get(id).then(
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

  const save = async (input: ItemInput) => {
    setError(null);
    try {
      if (isNew) await itemsApi.create(input);
      else await itemsApi.update(id, input);
      navigate("/items");
    } catch (failure) {
      setError(failure);
      throw failure;
    }
  };

  const remove = async () => {
    if (!window.confirm("Delete this item?")) return;
    try {
      await itemsApi.remove(id);
      navigate("/items");
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <section className="screen">
      <header className="screen-header">
        <h1>{isNew ? "New item" : "Item"}</h1>
        <Link to="/items">Back to items</Link>
      </header>
      <ErrorMessage error={error} />
      {isNew || record ? (
        <EntityForm
          key={record?.id ?? "new"}
          meta={itemMeta}
          initial={record}
          submitLabel={isNew ? "Create item" : "Save changes"}
          onSubmit={(values) => save(values as ItemInput)}
        />
      ) : (
        !error && <p className="muted">Loading…</p>
      )}
      {!isNew && record && (
        <button type="button" className="button danger" onClick={remove}>
          Delete item
        </button>
      )}
    </section>
  );
}
