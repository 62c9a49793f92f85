import { Link } from "react-router-dom";
import { EntityTable } from "../../components/EntityTable";
import { ErrorMessage } from "../../components/ErrorMessage";
import { useRecords } from "../../components/useRecords";
import { customersApi, customerMeta } from "../../entities/customer";
import { useLiveRefresh } from "../../live/useLiveRefresh";

/** /customers: every customer, with a way to add one. */
export function CustomersList() {
  const { records, error, loading, reload } = useRecords(customersApi.list);
  useLiveRefresh("customers", reload);
  return (
    <section className="screen">
      <header className="screen-header">
        <h1>Customers</h1>
        <Link className="button" to="/customers/new">
          New customer
        </Link>
      </header>
      <ErrorMessage error={error} />
      {loading ? (
        <p className="muted">Loading customers…</p>
      ) : (
        <EntityTable meta={customerMeta} records={records} empty="No customers yet." />
      )}
    </section>
  );
}
