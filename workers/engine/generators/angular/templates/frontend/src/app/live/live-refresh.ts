import { DestroyRef, inject } from "@angular/core";
import { followChanges } from "./event-stream";

/**
 * Calls refresh whenever the server announces a change to records of this topic (their route), until the
 * screen that asked is closed. Call it where inject() works: a constructor or a field initializer.
 */
export function liveRefresh(topic: string, refresh: () => unknown): void {
  const stop = new AbortController();
  inject(DestroyRef).onDestroy(() => stop.abort());
  followChanges(topic, refresh, stop.signal);
}
