"use client";

import type { ReactNode } from "react";
import { AuthProvider } from "@/auth/AuthContext";
import { PageViews } from "@/analytics/PageViews";

/** What surrounds every page in the browser: the session and trackers. */
export function Providers({ children }: { children: ReactNode }) {
  return <AuthProvider><PageViews />{children}</AuthProvider>;
}
