import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { passwordProblem } from "../../workers/contract/password";
import { RedirectSignedIn } from "../components/auth-guards";
import { AuthLayout } from "../components/auth-layout";
import { peekPendingSentence } from "../components/start/pending-sentence";
import { PasswordStrengthMeter } from "../components/password-strength";
import { Alert, Button, PasswordField, TextField } from "../components/ui";
import { errorMessage } from "../lib/api-client";
import { useSession } from "../lib/session";

export const meta: MetaFunction = () => [{ title: "Create your account · AppForge" }];

const MISMATCH = "Passwords do not match";
const PROBLEM_ID = "password-problem";

export default function Register() {
  const { register } = useSession();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A sentence typed on the landing page waits in this tab: read after the first render (the server has no storage).
  const [keptSentence, setKeptSentence] = useState<string | null>(null);
  useEffect(() => setKeptSentence(peekPendingSentence()), []);

  const mismatch = confirm.length > 0 && confirm !== password;
  // The rule the API applies too: a score of 3 or more, and at least 8 characters.
  const problem = passwordProblem(password);
  const showProblem = password.length > 0 && problem !== null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirm) return setError(MISMATCH);
    if (problem) return setError(problem.message);
    setBusy(true);
    setError(null);
    try {
      await register(name, email, password);
      navigate("/dashboard");
    } catch (err) {
      setError(errorMessage(err, "Registration failed"));
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title="Create your account"
      subtitle={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-medium text-brand-600 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <RedirectSignedIn />
      <form onSubmit={submit} className="space-y-5">
        {error ? <Alert>{error}</Alert> : null}
        {keptSentence ? (
          <div className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-slate-700" data-testid="kept-sentence">
            <p className="font-medium text-brand-700">Your sentence is kept</p>
            <p className="mt-1 break-words italic [overflow-wrap:anywhere]">“{keptSentence}”</p>
            <p className="mt-1">Once your account is created, the wizard opens with its answers drafted from it.</p>
          </div>
        ) : null}
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div className="space-y-2">
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={showProblem ? PROBLEM_ID : undefined}
          />
          <PasswordStrengthMeter password={password} />
          {showProblem ? (
            <p id={PROBLEM_ID} className="text-xs text-red-600">
              {problem.message}
            </p>
          ) : null}
        </div>
        <PasswordField
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={mismatch ? MISMATCH : null}
        />
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="terms"
            required
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
            className="mt-0.5 h-4 w-4 rounded border-slate-300"
          />
          <span>
            I agree to the{" "}
            <Link to="/terms" className="font-medium text-brand-600 hover:underline">
              Terms of Service
            </Link>{" "}
            and{" "}
            <Link to="/privacy" className="font-medium text-brand-600 hover:underline">
              Privacy Policy
            </Link>
          </span>
        </label>
        <Button type="submit" className="w-full" disabled={busy || problem !== null}>
          {busy ? "Creating account..." : "Create account"}
        </Button>
      </form>
    </AuthLayout>
  );
}
