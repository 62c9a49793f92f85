import { Link } from "@/routing";
import { EntityTable } from "../../components/EntityTable";
import { ErrorMessage } from "../../components/ErrorMessage";
import { useRecords } from "../../components/useRecords";
import { pickupSlotsApi, pickupSlotMeta } from "../../entities/pickup-slot";
import { useLiveRefresh } from "../../live/useLiveRefresh";

/** /pickup-slots: every pickup slot, with a way to add one. */
export function PickupSlotsList() {
  const { records, error, loading, reload } = useRecords(pickupSlotsApi.list);
  useLiveRefresh("pickup-slots", reload);
  return (
    <section className="screen">
      <header className="screen-header">
        <h1>Pickup slots</h1>
        <Link className="button" to="/pickup-slots/new">
          New pickup slot
        </Link>
      </header>
      <ErrorMessage error={error} />
      {loading ? (
        <p className="muted">Loading pickup slots…</p>
      ) : (
        <EntityTable meta={pickupSlotMeta} records={records} empty="No pickup slots yet." />
      )}
    </section>
  );
}
