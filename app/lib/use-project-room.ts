import PartySocket from "partysocket";
import { useEffect, useRef, useState } from "react";
import { roomEventSchema, type RoomEvent } from "../../workers/contract/events";
import { readStoredToken } from "./storage";

/** Spec section 9: the realtime connection gives up on an attempt after 20 s. */
export const REALTIME_TIMEOUT_MS = 20_000;
/** While the socket is down the screen polls at this pace. */
export const POLL_INTERVAL_MS = 5_000;

/**
 * Joins the project's room while the screen is open (leaving is closing the socket) and hands every
 * event to `onEvent`. While disconnected it calls `onPoll` every few seconds instead.
 */
export function useProjectRoom(
  projectId: string,
  onEvent: (event: RoomEvent) => void,
  onPoll: () => void,
): { connected: boolean } {
  const [connected, setConnected] = useState(false);
  const handlers = useRef({ onEvent, onPoll });
  handlers.current = { onEvent, onPoll };

  useEffect(() => {
    const socket = new PartySocket({
      host: window.location.host,
      protocol: window.location.protocol === "https:" ? "wss" : "ws",
      party: "project-room",
      room: projectId,
      // Read on every (re)connect, so a token refreshed by a password change is used.
      query: () => ({ token: readStoredToken() ?? "" }),
      connectionTimeout: REALTIME_TIMEOUT_MS,
    });
    const open = () => setConnected(true);
    const down = () => setConnected(false);
    const message = (event: MessageEvent) => {
      try {
        const parsed = roomEventSchema.safeParse(JSON.parse(String(event.data)));
        if (parsed.success && parsed.data.projectId === projectId) handlers.current.onEvent(parsed.data);
      } catch {
        // A frame that is not JSON is not ours; ignore it.
      }
    };
    socket.addEventListener("open", open);
    socket.addEventListener("close", down);
    socket.addEventListener("error", down);
    socket.addEventListener("message", message);
    return () => {
      socket.removeEventListener("open", open);
      socket.removeEventListener("close", down);
      socket.removeEventListener("error", down);
      socket.removeEventListener("message", message);
      socket.close();
    };
  }, [projectId]);

  useEffect(() => {
    if (connected) return;
    const timer = setInterval(() => handlers.current.onPoll(), POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [connected]);

  return { connected };
}
