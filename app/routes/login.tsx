import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useNavigate } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { RedirectSignedIn } from "../components/auth-guards";
import { AuthLayout } from "../components/auth-layout";
import { Alert, Button, PasswordField, TextField } from "../components/ui";
import { errorMessage } from "../lib/api-client";
import { useSession } from "../lib/session";

export const meta: MetaFunction = () => [{ title: "Sign in · AppForge" }];

export default function Login() {
  const { login, initError } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login(email, password);
      navigate("/dashboard");
    } catch (err) {
      setError(errorMessage(err, "Login failed"));
      setBusy(false);
    }
  }

  const banner = error ?? initError;
  return (
    <AuthLayout
      title="Welcome back"
      subtitle={
        <>
          New here?{" "}
          <Link to="/register" className="font-medium text-brand-600 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <RedirectSignedIn />
      <form onSubmit={submit} className="space-y-5" noValidate={false}>
        {banner ? <Alert>{banner}</Alert> : null}
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2 text-slate-700">
            <input type="checkbox" name="remember" className="h-4 w-4 rounded border-slate-300" />
            Remember me
          </label>
          <Link to="/forgot-password" className="font-medium text-brand-600 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign in"}
        </Button>
      </form>
    </AuthLayout>
  );
}
