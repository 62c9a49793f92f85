import type { AppModel } from "../../../../model";
import { code, literal, test } from "../../../files";
import { frontendFeatureEmitter, type FrontendFeature } from "../../frontend/feature";
import { REACT_ROUTER } from "../routing";

const CHECK_STORED_TOKEN = `  const [checking, setChecking] = useState(() => tokenStore.get() !== null);

  useEffect(() => {
    if (!tokenStore.get()) return;`;

const CHECK_IN_BROWSER = `  const [checking, setChecking] = useState(true);

  useEffect(() => {
    if (!tokenStore.get()) {
      setChecking(false);
      return;
    }`;

/**
 * The session context. `serverRendered`: the screens are also rendered where there is no stored token (a
 * server), so every first render says "checking" and the browser settles it, and both render alike.
 */
export const authContext = (serverRendered = false) => `
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { ApiError, request, tokenStore } from "../api/client";

export interface User {
  id: string;
  name: string;
  email: string;
  /** What the account may change: the API checks it on every change. */
  role: string;
}

interface Session {
  token: string;
  user: User;
}

export interface AuthState {
  user: User | null;
  /** True while a stored token is being checked with the server. */
  checking: boolean;
  signIn(email: string, password: string): Promise<void>;
  register(name: string, email: string, password: string): Promise<void>;
  signOut(): void;
}

const AuthContext = createContext<AuthState | null>(null);

/** Holds the signed-in user; a stored token is checked against /api/auth/me when the app opens. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
${serverRendered ? CHECK_IN_BROWSER : CHECK_STORED_TOKEN}
    let active = true;
    request<User>("GET", "/api/auth/me").then(
      (me) => {
        if (!active) return;
        setUser(me);
        setChecking(false);
      },
      (failure: unknown) => {
        if (!active) return;
        if (failure instanceof ApiError && failure.status === 401) tokenStore.clear();
        setChecking(false);
      },
    );
    return () => {
      active = false;
    };
  }, []);

  const start = useCallback((session: Session) => {
    tokenStore.set(session.token);
    setUser(session.user);
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user,
      checking,
      signIn: async (email, password) => start(await request<Session>("POST", "/api/auth/login", { email, password })),
      register: async (name, email, password) =>
        start(await request<Session>("POST", "/api/auth/register", { name, email, password })),
      signOut: () => {
        tokenStore.clear();
        setUser(null);
      },
    }),
    [user, checking, start],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}
`;

/** The sign-in guard; `router` is the module its Navigate and useLocation come from. */
export const requireAuth = (router = REACT_ROUTER) => `
import type { ReactNode } from "react";
import { Navigate, useLocation } from "${router}";
import { useAuth } from "./AuthContext";

/** Shows its children to a signed-in user and sends everyone else to sign in (and back after). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, checking } = useAuth();
  const location = useLocation();
  if (checking) return <p className="muted">Loading…</p>;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
`;

const field = (id: string, label: string, type: string, autoComplete: string, state: string) => `
          <div className="field">
            <label htmlFor="${id}" className="required">
              ${label}
            </label>
            <input id="${id}" type="${type}" autoComplete="${autoComplete}" required value={${state}} onChange={(event) => set${state.charAt(0).toUpperCase()}${state.slice(1)}(event.target.value)} />
          </div>`;

/** The sign-in or registration screen; `router` is the module its Link, useLocation and useNavigate come from. */
export function authScreen(model: AppModel, kind: "login" | "register", router = REACT_ROUTER): string {
  const login = kind === "login";
  const title = login ? `Sign in to ${model.name}` : `Create your ${model.name} account`;
  return `
import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "${router}";
import { ErrorMessage } from "../components/ErrorMessage";
import { useAuth } from "./AuthContext";

export function ${login ? "LoginScreen" : "RegisterScreen"}() {
  const { ${login ? "signIn" : "register"} } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
${login ? "" : `  const [name, setName] = useState("");\n`}  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const from = (location.state as { from?: string } | null)?.from ?? "/";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await ${login ? "signIn(email, password)" : "register(name, email, password)"};
      navigate(from, { replace: true });
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <main className="app-main">
      <section className="screen">
        <h1>{${literal(title)}}</h1>
        <ErrorMessage error={error} />
        <form className="form card" onSubmit={submit}>${login ? "" : field("name", "Name", "text", "name", "name")}${field("email", "Email", "email", "email", "email")}${field("password", "Password", "password", login ? "current-password" : "new-password", "password")}
          <button type="submit" className="button" disabled={busy}>
            ${login ? "Sign in" : "Create account"}
          </button>
        </form>
        <p>
          ${login ? `New here? <Link to="/register">Create an account</Link>` : `Already have an account? <Link to="/login">Sign in</Link>`}
        </p>
      </section>
    </main>
  );
}
`;
}

const authTest = (model: AppModel) => `
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { ROUTER_FUTURE } from "../router-future";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../api/client";
import { stubApi } from "../test/stub-api";
import { AuthProvider } from "./AuthContext";
import { LoginScreen } from "./LoginScreen";
import { RegisterScreen } from "./RegisterScreen";
import { RequireAuth } from "./RequireAuth";

const session = { token: "token-1", user: { id: "u1", name: "Ada", email: "ada@example.com", role: "owner" } };

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
      <AuthProvider>
        <Routes>
          <Route path="/login" element={<LoginScreen />} />
          <Route path="/register" element={<RegisterScreen />} />
          <Route path="/" element={<RequireAuth><p>Signed in</p></RequireAuth>} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe("signing in", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it("sends a visitor to the sign-in screen", async () => {
    stubApi();
    renderAt("/");
    expect(await screen.findByRole("heading", { name: ${literal(`Sign in to ${model.name}`)} })).toBeTruthy();
  });

  it("signs in, keeps the token and opens the app", async () => {
    const calls = stubApi({}, { "POST /api/auth/login": session });
    renderAt("/login");
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a long password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Signed in")).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: "POST", path: "/api/auth/login", body: { email: "ada@example.com" } });
    expect(tokenStore.get()).toBe("token-1");
  });

  it("creates an account", async () => {
    const calls = stubApi({}, { "POST /api/auth/register": session });
    renderAt("/register");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a long password" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Signed in")).toBeTruthy();
    expect(calls[0]).toMatchObject({ path: "/api/auth/register", body: { name: "Ada" } });
  });
});
`;

export const authFrontend: FrontendFeature = {
  feature: "auth",
  emitter: frontendFeatureEmitter("auth", {
    name: "Sign-in & registration screens",
    description: "Sign-in and registration screens, the session kept across reloads, and every app screen behind sign-in.",
    systemIds: ["SYS-auth"],
    emit: (model) => [
      code("frontend/src/auth/AuthContext.tsx", "frontend", authContext()),
      code("frontend/src/auth/RequireAuth.tsx", "frontend", requireAuth()),
      code("frontend/src/auth/LoginScreen.tsx", "frontend", authScreen(model, "login")),
      code("frontend/src/auth/RegisterScreen.tsx", "frontend", authScreen(model, "register")),
      test("frontend/src/auth/auth.test.tsx", authTest(model)),
    ],
  }),
  app: {
    imports: [
      `import { LoginScreen } from "./auth/LoginScreen";`,
      `import { RegisterScreen } from "./auth/RegisterScreen";`,
      `import { RequireAuth } from "./auth/RequireAuth";`,
    ],
    open: [`<Route path="/login" element={<LoginScreen />} />`, `<Route path="/register" element={<RegisterScreen />} />`],
  },
  provider: { import: `import { AuthProvider } from "./auth/AuthContext";`, component: "AuthProvider" },
};
