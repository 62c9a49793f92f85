import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "@/routing";
import { EntityForm } from "../../components/EntityForm";
import { ErrorMessage } from "../../components/ErrorMessage";
import { customersApi, customerMeta, type Customer, type CustomerInput } from "../../entities/customer";

/** /customers/:id: one customer to view, edit or delete; /customers/new creates one. */
export function CustomerDetail() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const navigate = useNavigate();
  const [record, setRecord] = useState<Customer>();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (isNew) return;
    let active = true;
    customersApi.get(id).then(
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

  const save = async (input: CustomerInput) => {
    setError(null);
    try {
      if (isNew) await customersApi.create(input);
      else await customersApi.update(id, input);
      navigate("/customers");
    } catch (failure) {
      setError(failure);
      throw failure;
    }
  };

  const remove = async () => {
    if (!window.confirm("Delete this customer?")) return;
    try {
      await customersApi.remove(id);
      navigate("/customers");
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <section className="screen">
      <header className="screen-header">
        <h1>{isNew ? "New customer" : "Customer"}</h1>
        <Link to="/customers">Back to customers</Link>
      </header>
      <ErrorMessage error={error} />
      {isNew || record ? (
        <EntityForm
          key={record?.id ?? "new"}
          meta={customerMeta}
          initial={record}
          submitLabel={isNew ? "Create customer" : "Save changes"}
          onSubmit={(values) => save(values as CustomerInput)}
        />
      ) : (
        !error && <p className="muted">Loading…</p>
      )}
      {!isNew && record && (
        <button type="button" className="button danger" onClick={remove}>
          Delete customer
        </button>
      )}
    </section>
  );
}
