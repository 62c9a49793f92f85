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
  const [checking, setChecking] = useState(true);

  useEffect(() => {
    if (!tokenStore.get()) {
      setChecking(false);
      return;
    }
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
