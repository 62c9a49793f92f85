import { useNavigate } from "@remix-run/react";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { User } from "../../workers/contract/auth";
import { clearSession, readStoredToken, readStoredUser, storeSession, storeUser } from "./storage";
import { setUnauthorizedHandler } from "./unauthorized";

/**
 * The calls behind sign-in, loaded when first needed: they bring the API client and the response schemas,
 * which a signed-out first visit (the landing page) does not need.
 */
const authApi = () => import("./auth-api");

interface SessionValue {
  user: User | null;
  /** True until the stored session has been restored (always true during server rendering). */
  loading: boolean;
  initError: string | null;
  /** Where a protected screen sends a visitor without a user: home right after logout, else /login. */
  signedOutPath: "/" | "/login";
  login(email: string, password: string): Promise<void>;
  register(name: string, email: string, password: string): Promise<void>;
  logout(): Promise<void>;
  /** Replaces the signed-in user after the server returned a newer copy. */
  updateUser(user: User): void;
  /** Re-reads the user from the server (stats change as projects do). */
  refreshUser(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const [initError, setInitError] = useState<string | null>(null);
  const [signedOutPath, setSignedOutPath] = useState<"/" | "/login">("/login");

  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearSession();
      // Nothing one user loaded may show to whoever signs in next in this tab.
      queryClient.clear();
      setSignedOutPath("/login");
      setUser(null);
      navigate("/login", { replace: true });
    });
  }, [navigate, queryClient]);

  useEffect(() => {
    let cancelled = false;
    async function restore() {
      const token = readStoredToken();
      const stored = token ? await readStoredUser() : null;
      if (!token || !stored) {
        clearSession();
        return;
      }
      setUser(stored);
      try {
        const { user: fresh } = await (await authApi()).fetchMe();
        if (!cancelled) {
          storeUser(fresh);
          setUser(fresh);
        }
      } catch {
        // A session that cannot be confirmed is not kept: the user signs in again.
        clearSession();
        if (!cancelled) {
          setUser(null);
          setInitError("Failed to initialize authentication");
        }
      }
    }
    restore().finally(() => {
      if (!cancelled) setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    const result = await (await authApi()).login(email, password);
    queryClient.clear();
    storeSession(result.token, result.user);
    setInitError(null);
    setSignedOutPath("/login");
    setUser(result.user);
  }, [queryClient]);

  const register = useCallback(async (name: string, email: string, password: string) => {
    const result = await (await authApi()).register(name, email, password);
    queryClient.clear();
    storeSession(result.token, result.user);
    setInitError(null);
    setSignedOutPath("/login");
    setUser(result.user);
  }, [queryClient]);

  const logout = useCallback(async () => {
    try {
      await (await authApi()).logout();
    } catch {
      // Signing out locally must work even when the server cannot be reached.
    } finally {
      clearSession();
      queryClient.clear();
      setSignedOutPath("/");
      setUser(null);
      navigate("/");
    }
  }, [navigate, queryClient]);

  const updateUser = useCallback((next: User) => {
    storeUser(next);
    setUser(next);
  }, []);

  const refreshUser = useCallback(async () => {
    const { user: fresh } = await (await authApi()).fetchMe();
    storeUser(fresh);
    setUser(fresh);
  }, []);

  const value = useMemo(
    () => ({ user, loading, initError, signedOutPath, login, register, logout, updateUser, refreshUser }),
    [user, loading, initError, signedOutPath, login, register, logout, updateUser, refreshUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside SessionProvider");
  return value;
}
