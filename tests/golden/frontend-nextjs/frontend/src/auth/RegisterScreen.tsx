import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "@/routing";
import { ErrorMessage } from "../components/ErrorMessage";
import { useAuth } from "./AuthContext";

export function RegisterScreen() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const from = (location.state as { from?: string } | null)?.from ?? "/";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await register(name, email, password);
      navigate(from, { replace: true });
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <main className="app-main">
      <section className="screen">
        <h1>{"Create your Crumb & Co Bakery account"}</h1>
        <ErrorMessage error={error} />
        <form className="form card" onSubmit={submit}>
          <div className="field">
            <label htmlFor="name" className="required">
              Name
            </label>
            <input id="name" type="text" autoComplete="name" required value={name} onChange={(event) => setName(event.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="email" className="required">
              Email
            </label>
            <input id="email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="password" className="required">
              Password
            </label>
            <input id="password" type="password" autoComplete="new-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
          </div>
          <button type="submit" className="button" disabled={busy}>
            Create account
          </button>
        </form>
        <p>
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      </section>
    </main>
  );
}
