import { Link } from "@/routing";
import { EntityTable } from "../../components/EntityTable";
import { ErrorMessage } from "../../components/ErrorMessage";
import { useRecords } from "../../components/useRecords";
import { ordersApi, orderMeta } from "../../entities/order";
import { useLiveRefresh } from "../../live/useLiveRefresh";

/** /orders: every order, with a way to add one. */
export function OrdersList() {
  const { records, error, loading, reload } = useRecords(ordersApi.list);
  useLiveRefresh("orders", reload);
  return (
    <section className="screen">
      <header className="screen-header">
        <h1>Orders</h1>
        <Link className="button" to="/orders/new">
          New order
        </Link>
      </header>
      <ErrorMessage error={error} />
      {loading ? (
        <p className="muted">Loading orders…</p>
      ) : (
        <EntityTable meta={orderMeta} records={records} empty="No orders yet." />
      )}
    </section>
  );
}
