import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { EntityForm } from "../../components/EntityForm";
import { ErrorMessage } from "../../components/ErrorMessage";
import { productsApi, productMeta, type Product, type ProductInput } from "../../entities/product";

/** /products/:id: one product to view, edit or delete; /products/new creates one. */
export function ProductDetail() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const navigate = useNavigate();
  const [record, setRecord] = useState<Product>();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (isNew) return;
    let active = true;
    productsApi.get(id).then(
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

  const save = async (input: ProductInput) => {
    setError(null);
    try {
      if (isNew) await productsApi.create(input);
      else await productsApi.update(id, input);
      navigate("/products");
    } catch (failure) {
      setError(failure);
      throw failure;
    }
  };

  const remove = async () => {
    if (!window.confirm("Delete this product?")) return;
    try {
      await productsApi.remove(id);
      navigate("/products");
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <section className="screen">
      <header className="screen-header">
        <h1>{isNew ? "New product" : "Product"}</h1>
        <Link to="/products">Back to products</Link>
      </header>
      <ErrorMessage error={error} />
      {isNew || record ? (
        <EntityForm
          key={record?.id ?? "new"}
          meta={productMeta}
          initial={record}
          submitLabel={isNew ? "Create product" : "Save changes"}
          onSubmit={(values) => save(values as ProductInput)}
        />
      ) : (
        !error && <p className="muted">Loading…</p>
      )}
      {!isNew && record && (
        <button type="button" className="button danger" onClick={remove}>
          Delete product
        </button>
      )}
    </section>
  );
}
