import { Link } from "react-router-dom";
import { EntityTable } from "../../components/EntityTable";
import { ErrorMessage } from "../../components/ErrorMessage";
import { useRecords } from "../../components/useRecords";
import { itemsApi, itemMeta } from "../../entities/item";

/** /items: every item, with a way to add one. */
export function ItemsList() {
  const { records, error, loading, reload } = useRecords(itemsApi.list);
  return (
    <section className="screen">
      <header className="screen-header">
        <h1>Items</h1>
        <Link className="button" to="/items/new">
          New item
        </Link>
      </header>
      <ErrorMessage error={error} />
      {loading ? (
        <p className="muted">Loading items…</p>
      ) : (
        <EntityTable meta={itemMeta} records={records} empty="No items yet." />
      )}
    </section>
  );
}
