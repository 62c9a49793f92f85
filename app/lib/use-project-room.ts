import PartySocket from "partysocket";
import { useEffect, useRef, useState } from "react";
import { roomEventSchema, type RoomEvent } from "../../workers/contract/events";
import { getSocketTicket } from "./engine-api";

/** The realtime connection gives up on an attempt after 20 s and tries again. */
export const REALTIME_TIMEOUT_MS = 20_000;

/**
 * Joins the project's room while the screen is open (leaving is closing the socket) and hands every
 * event to `onEvent`. Each (re)connect first asks the API for a single-use ticket, so no session
 * token ever travels in a URL; a failed ticket request counts as a failed attempt and is retried.
 */
export function useProjectRoom(projectId: string, onEvent: (event: RoomEvent) => void): { connected: boolean } {
  const [connected, setConnected] = useState(false);
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    const socket = new PartySocket({
      host: window.location.host,
      protocol: window.location.protocol === "https:" ? "wss" : "ws",
      party: "project-room",
      room: projectId,
      query: async () => ({ ticket: (await getSocketTicket(projectId)).ticket }),
      connectionTimeout: REALTIME_TIMEOUT_MS,
    });
    const open = () => setConnected(true);
    const down = () => setConnected(false);
    const message = (event: MessageEvent) => {
      try {
        const parsed = roomEventSchema.safeParse(JSON.parse(String(event.data)));
        if (parsed.success && parsed.data.projectId === projectId) handler.current(parsed.data);
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

  return { connected };
}
