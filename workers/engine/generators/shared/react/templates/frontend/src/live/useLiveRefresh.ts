import { useEffect, useRef } from "react";
import { apiUrl, tokenStore } from "../api/client";

/** Calls refresh whenever the server announces a change to records of this topic (their route). */
export function useLiveRefresh(topic: string, refresh: () => unknown): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const token = tokenStore.get();
    const source = new EventSource(apiUrl(`/api/live${token ? `?token=${encodeURIComponent(token)}` : ""}`));
    const onChange = (event: MessageEvent) => {
      try {
        const change = JSON.parse(String(event.data)) as { topic?: string };
        if (change.topic === topic) latest.current();
      } catch {
        // Not a change event: ignore it.
      }
    };
    source.addEventListener("change", onChange);
    return () => {
      source.removeEventListener("change", onChange);
      source.close();
    };
  }, [topic]);
}
