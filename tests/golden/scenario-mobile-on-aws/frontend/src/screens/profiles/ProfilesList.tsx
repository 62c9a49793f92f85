import { Link } from "@/routing";
import { EntityTable } from "../../components/EntityTable";
import { ErrorMessage } from "../../components/ErrorMessage";
import { useRecords } from "../../components/useRecords";
import { profilesApi, profileMeta } from "../../entities/profile";
import { useLiveRefresh } from "../../live/useLiveRefresh";

/** /profiles: every profile, with a way to add one. */
export function ProfilesList() {
  const { records, error, loading, reload } = useRecords(profilesApi.list);
  useLiveRefresh("profiles", reload);
  return (
    <section className="screen">
      <header className="screen-header">
        <h1>Profiles</h1>
        <Link className="button" to="/profiles/new">
          New profile
        </Link>
      </header>
      <ErrorMessage error={error} />
      {loading ? (
        <p className="muted">Loading profiles…</p>
      ) : (
        <EntityTable meta={profileMeta} records={records} empty="No profiles yet." />
      )}
    </section>
  );
}
