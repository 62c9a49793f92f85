import { onMounted, onUnmounted } from "vue";
import { apiUrl, tokenStore } from "../api/client";

/** Calls refresh whenever the server announces a change to records of this topic (their route), while the screen is open. */
export function useLiveRefresh(topic: string, refresh: () => unknown): void {
  let source: EventSource | null = null;
  const onChange = (event: MessageEvent) => {
    try {
      const change = JSON.parse(String(event.data)) as { topic?: string };
      if (change.topic === topic) refresh();
    } catch {
      // Not a change event: ignore it.
    }
  };

  onMounted(() => {
    if (typeof EventSource === "undefined") return;
    const token = tokenStore.get();
    source = new EventSource(apiUrl(`/api/live${token ? `?token=${encodeURIComponent(token)}` : ""}`));
    source.addEventListener("change", onChange);
  });

  onUnmounted(() => {
    source?.removeEventListener("change", onChange);
    source?.close();
    source = null;
  });
}
