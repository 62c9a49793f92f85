import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { request, tokenStore } from "../api/client";

/** Records a page view for every screen shown; analytics must never break the app, so failures are ignored. */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The events route needs a signed-in user: screens before sign-in are not counted.
    if (!tokenStore.get()) return;
    request("POST", "/api/analytics/events", { name: "page_view", path: pathname }).catch(() => undefined);
  }, [pathname]);
  return null;
}
