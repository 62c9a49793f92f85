import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "@/routing";
import { EntityForm } from "../../components/EntityForm";
import { ErrorMessage } from "../../components/ErrorMessage";
import { ordersApi, orderMeta, type Order, type OrderInput } from "../../entities/order";

/** /orders/:id: one order to view, edit or delete; /orders/new creates one. */
export function OrderDetail() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const navigate = useNavigate();
  const [record, setRecord] = useState<Order>();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (isNew) return;
    let active = true;
    ordersApi.get(id).then(
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

  const save = async (input: OrderInput) => {
    setError(null);
    try {
      if (isNew) await ordersApi.create(input);
      else await ordersApi.update(id, input);
      navigate("/orders");
    } catch (failure) {
      setError(failure);
      throw failure;
    }
  };

  const remove = async () => {
    if (!window.confirm("Delete this order?")) return;
    try {
      await ordersApi.remove(id);
      navigate("/orders");
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <section className="screen">
      <header className="screen-header">
        <h1>{isNew ? "New order" : "Order"}</h1>
        <Link to="/orders">Back to orders</Link>
      </header>
      <ErrorMessage error={error} />
      {isNew || record ? (
        <EntityForm
          key={record?.id ?? "new"}
          meta={orderMeta}
          initial={record}
          submitLabel={isNew ? "Create order" : "Save changes"}
          onSubmit={(values) => save(values as OrderInput)}
        />
      ) : (
        !error && <p className="muted">Loading…</p>
      )}
      {!isNew && record && (
        <button type="button" className="button danger" onClick={remove}>
          Delete order
        </button>
      )}
    </section>
  );
}
