import { DestroyRef, inject } from "@angular/core";
import { apiUrl, tokenStore } from "../api/client";

/**
 * Calls refresh whenever the server announces a change to records of this topic (their route), until the
 * screen that asked is closed. Call it where inject() works: a constructor or a field initializer.
 */
export function liveRefresh(topic: string, refresh: () => unknown): void {
  const destroyRef = inject(DestroyRef);
  if (typeof EventSource === "undefined") return;
  const token = tokenStore.get();
  const source = new EventSource(apiUrl(`/api/live${token ? `?token=${encodeURIComponent(token)}` : ""}`));
  const onChange = (event: MessageEvent) => {
    try {
      const change = JSON.parse(String(event.data)) as { topic?: string };
      if (change.topic === topic) refresh();
    } catch {
      // Not a change event: ignore it.
    }
  };
  source.addEventListener("change", onChange);
  destroyRef.onDestroy(() => {
    source.removeEventListener("change", onChange);
    source.close();
  });
}
