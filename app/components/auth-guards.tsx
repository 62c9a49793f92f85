import { Navigate } from "@remix-run/react";
import type { ReactNode } from "react";
import { useSession } from "../lib/session";
import { AppShell } from "./app-shell";
import { FullPageSpinner } from "./ui";

/** Protected screens: a spinner while the session loads, /login without a user. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, loading, signedOutPath } = useSession();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to={signedOutPath} replace />;
  return <AppShell>{children}</AppShell>;
}

/** Login and register: a signed-in user belongs on the dashboard. */
export function RedirectSignedIn() {
  const { user, loading } = useSession();
  if (!loading && user) return <Navigate to="/dashboard" replace />;
  return null;
}
