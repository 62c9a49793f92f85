import { watch } from "vue";
import { useRoute } from "vue-router";
import { request, tokenStore } from "../api/client";

/** Records a page view for every screen shown; analytics must never break the app, so failures are ignored. */
export function usePageViews(): void {
  const route = useRoute();
  watch(
    () => route.path,
    (path) => {
      // The events route needs a signed-in user: screens before sign-in are not counted.
      if (!tokenStore.get()) return;
      request("POST", "/api/analytics/events", { name: "page_view", path }).catch(() => undefined);
    },
    { immediate: true },
  );
}
