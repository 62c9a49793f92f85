import { useState, type FormEvent } from "react";
import type { User } from "../../../workers/contract/auth";
import { errorMessage } from "../../lib/api-client";
import { changePassword } from "../../lib/auth-api";
import { useSession } from "../../lib/session";
import { storeToken } from "../../lib/storage";
import { formatLongDate } from "../../lib/time";
import { Alert, Button, Card, PasswordField } from "../ui";

const HINT = "At least 8 characters with uppercase, lowercase, number and special character.";

export function SecurityTab({ user }: { user: User }) {
  const { refreshUser } = useSession();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function change(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (next !== confirm) {
      setResult({ tone: "error", text: "New passwords do not match" });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const response = await changePassword(current, next);
      // The change revoked every older token, this one included; keep the fresh one.
      storeToken(response.token);
      await refreshUser().catch(() => undefined);
      setCurrent("");
      setNext("");
      setConfirm("");
      setResult({ tone: "success", text: "Password changed successfully!" });
    } catch (err) {
      setResult({ tone: "error", text: errorMessage(err, "Password change failed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      <Card>
        <form onSubmit={change} className="space-y-5">
          <h2 className="text-lg font-semibold">Change password</h2>
          {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
          <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
          <PasswordField label="New password" name="newPassword" autoComplete="new-password" required hint={HINT} value={next} onChange={(e) => setNext(e.target.value)} />
          <PasswordField label="Confirm new password" name="confirmNewPassword" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          <Button type="submit" disabled={busy}>
            {busy ? "Changing password..." : "Change password"}
          </Button>
        </form>
      </Card>
      <Card>
        <h2 className="mb-4 text-lg font-semibold">Account security</h2>
        <dl className="divide-y divide-slate-100 text-sm">
          <InfoRow label="Account security" value="Active" tone="text-green-700" />
          <InfoRow label="Email verification" value="Verified" tone="text-green-700" />
          <InfoRow label="Last password change" value={user.password_changed_at ? formatLongDate(user.password_changed_at) : "Never"} />
        </dl>
      </Card>
    </div>
  );
}

function InfoRow({ label, value, tone = "text-slate-900" }: { label: string; value: string; tone?: string }) {
  return (
    <div className="flex items-center justify-between py-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className={`font-medium ${tone}`}>{value}</dd>
    </div>
  );
}
