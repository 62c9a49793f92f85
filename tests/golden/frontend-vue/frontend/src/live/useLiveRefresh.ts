import { onMounted, onUnmounted } from "vue";
import { followChanges } from "./event-stream";

/** Calls refresh whenever the server announces a change to records of this topic (their route), while the screen is open. */
export function useLiveRefresh(topic: string, refresh: () => unknown): void {
  let stop: AbortController | null = null;

  onMounted(() => {
    stop = new AbortController();
    followChanges(topic, refresh, stop.signal);
  });

  onUnmounted(() => {
    stop?.abort();
    stop = null;
  });
}
