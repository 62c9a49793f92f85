import { useState, type FormEvent } from "react";
import type { User } from "../../../workers/contract/auth";
import { errorMessage } from "../../lib/api-client";
import { updateProfile } from "../../lib/auth-api";
import { useSession } from "../../lib/session";
import { formatLongDate } from "../../lib/time";
import { Alert, Button, Card, TextField } from "../ui";

export function ProfileInfoTab({ user }: { user: User }) {
  const { updateUser } = useSession();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const { user: updated } = await updateProfile({ name, email });
      updateUser(updated);
      setName(updated.name);
      setEmail(updated.email);
      setResult({ tone: "success", text: "Profile updated successfully!" });
    } catch (err) {
      setResult({ tone: "error", text: errorMessage(err, "Profile update failed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      <Card>
        <form onSubmit={save} className="space-y-5">
          <h2 className="text-lg font-semibold">Profile Information</h2>
          {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Full name" name="name" value={name} onChange={(e) => setName(e.target.value)} />
            <TextField label="Email address" name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-500">Account created</dt>
              <dd className="font-medium">{formatLongDate(user.created_at)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Last updated</dt>
              <dd className="font-medium">{formatLongDate(user.updated_at)}</dd>
            </div>
          </dl>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save changes"}
          </Button>
        </form>
      </Card>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Stat label="Total Projects" value={String(user.stats.project_count)} />
        <Stat label="Completed Projects" value={String(user.stats.completed_projects)} />
        <Stat label="Account Type" value={user.role} />
      </dl>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold capitalize">{value}</dd>
    </div>
  );
}
