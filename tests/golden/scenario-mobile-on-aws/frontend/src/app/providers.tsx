"use client";

import type { ReactNode } from "react";
import { PageViews } from "@/analytics/PageViews";

/** What surrounds every page in the browser: the session and trackers. */
export function Providers({ children }: { children: ReactNode }) {
  return <><PageViews />{children}</>;
}
