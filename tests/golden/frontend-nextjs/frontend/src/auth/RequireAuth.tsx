import type { ReactNode } from "react";
import { Navigate, useLocation } from "@/routing";
import { useAuth } from "./AuthContext";

/** Shows its children to a signed-in user and sends everyone else to sign in (and back after). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, checking } = useAuth();
  const location = useLocation();
  if (checking) return <p className="muted">Loading…</p>;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
