import { Link } from "@/routing";
import { EntityTable } from "../../components/EntityTable";
import { ErrorMessage } from "../../components/ErrorMessage";
import { useRecords } from "../../components/useRecords";
import { productionListsApi, productionListMeta } from "../../entities/production-list";
import { useLiveRefresh } from "../../live/useLiveRefresh";

/** /production-lists: every production list, with a way to add one. */
export function ProductionListsList() {
  const { records, error, loading, reload } = useRecords(productionListsApi.list);
  useLiveRefresh("production-lists", reload);
  return (
    <section className="screen">
      <header className="screen-header">
        <h1>Production lists</h1>
        <Link className="button" to="/production-lists/new">
          New production list
        </Link>
      </header>
      <ErrorMessage error={error} />
      {loading ? (
        <p className="muted">Loading production lists…</p>
      ) : (
        <EntityTable meta={productionListMeta} records={records} empty="No production lists yet." />
      )}
    </section>
  );
}
