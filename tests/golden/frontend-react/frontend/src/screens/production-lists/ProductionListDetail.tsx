import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { EntityForm } from "../../components/EntityForm";
import { ErrorMessage } from "../../components/ErrorMessage";
import { productionListsApi, productionListMeta, type ProductionList, type ProductionListInput } from "../../entities/production-list";

/** /production-lists/:id: one production list to view, edit or delete; /production-lists/new creates one. */
export function ProductionListDetail() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const navigate = useNavigate();
  const [record, setRecord] = useState<ProductionList>();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (isNew) return;
    let active = true;
    productionListsApi.get(id).then(
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

  const save = async (input: ProductionListInput) => {
    setError(null);
    try {
      if (isNew) await productionListsApi.create(input);
      else await productionListsApi.update(id, input);
      navigate("/production-lists");
    } catch (failure) {
      setError(failure);
      throw failure;
    }
  };

  const remove = async () => {
    if (!window.confirm("Delete this production list?")) return;
    try {
      await productionListsApi.remove(id);
      navigate("/production-lists");
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <section className="screen">
      <header className="screen-header">
        <h1>{isNew ? "New production list" : "Production list"}</h1>
        <Link to="/production-lists">Back to production lists</Link>
      </header>
      <ErrorMessage error={error} />
      {isNew || record ? (
        <EntityForm
          key={record?.id ?? "new"}
          meta={productionListMeta}
          initial={record}
          submitLabel={isNew ? "Create production list" : "Save changes"}
          onSubmit={(values) => save(values as ProductionListInput)}
        />
      ) : (
        !error && <p className="muted">Loading…</p>
      )}
      {!isNew && record && (
        <button type="button" className="button danger" onClick={remove}>
          Delete production list
        </button>
      )}
    </section>
  );
}
