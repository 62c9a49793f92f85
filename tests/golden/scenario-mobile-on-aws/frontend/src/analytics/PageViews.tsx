import { useEffect } from "react";
import { useLocation } from "@/routing";
import { request } from "../api/client";

/** Records a page view for every screen shown; analytics must never break the app, so failures are ignored. */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    request("POST", "/api/analytics/events", { name: "page_view", path: pathname }).catch(() => undefined);
  }, [pathname]);
  return null;
}
