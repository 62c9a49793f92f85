import { useEffect, useRef } from "react";
import { followChanges } from "./event-stream";

/** Calls refresh whenever the server announces a change to records of this topic (their route). */
export function useLiveRefresh(topic: string, refresh: () => unknown): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);

  useEffect(() => {
    const stop = new AbortController();
    followChanges(topic, () => latest.current(), stop.signal);
    return () => stop.abort();
  }, [topic]);
}
