import { Link } from "@/routing";
import { EntityTable } from "../../components/EntityTable";
import { ErrorMessage } from "../../components/ErrorMessage";
import { useRecords } from "../../components/useRecords";
import { productsApi, productMeta } from "../../entities/product";
import { useLiveRefresh } from "../../live/useLiveRefresh";

/** /products: every product, with a way to add one. */
export function ProductsList() {
  const { records, error, loading, reload } = useRecords(productsApi.list);
  useLiveRefresh("products", reload);
  return (
    <section className="screen">
      <header className="screen-header">
        <h1>Products</h1>
        <Link className="button" to="/products/new">
          New product
        </Link>
      </header>
      <ErrorMessage error={error} />
      {loading ? (
        <p className="muted">Loading products…</p>
      ) : (
        <EntityTable meta={productMeta} records={records} empty="No products yet." />
      )}
    </section>
  );
}
