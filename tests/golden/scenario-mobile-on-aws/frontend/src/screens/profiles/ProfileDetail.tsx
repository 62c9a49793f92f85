import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "@/routing";
import { EntityForm } from "../../components/EntityForm";
import { ErrorMessage } from "../../components/ErrorMessage";
import { profilesApi, profileMeta, type Profile, type ProfileInput } from "../../entities/profile";

/** /profiles/:id: one profile to view, edit or delete; /profiles/new creates one. */
export function ProfileDetail() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const navigate = useNavigate();
  const [record, setRecord] = useState<Profile>();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (isNew) return;
    let active = true;
    profilesApi.get(id).then(
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

  const save = async (input: ProfileInput) => {
    setError(null);
    try {
      if (isNew) await profilesApi.create(input);
      else await profilesApi.update(id, input);
      navigate("/profiles");
    } catch (failure) {
      setError(failure);
      throw failure;
    }
  };

  const remove = async () => {
    if (!window.confirm("Delete this profile?")) return;
    try {
      await profilesApi.remove(id);
      navigate("/profiles");
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <section className="screen">
      <header className="screen-header">
        <h1>{isNew ? "New profile" : "Profile"}</h1>
        <Link to="/profiles">Back to profiles</Link>
      </header>
      <ErrorMessage error={error} />
      {isNew || record ? (
        <EntityForm
          key={record?.id ?? "new"}
          meta={profileMeta}
          initial={record}
          submitLabel={isNew ? "Create profile" : "Save changes"}
          onSubmit={(values) => save(values as ProfileInput)}
        />
      ) : (
        !error && <p className="muted">Loading…</p>
      )}
      {!isNew && record && (
        <button type="button" className="button danger" onClick={remove}>
          Delete profile
        </button>
      )}
    </section>
  );
}
