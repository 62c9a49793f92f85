/**
 * How a room knows which session opened a socket: connect.ts names the session of the redeemed ticket in
 * this header (always setting it itself, so a client's own value never counts), and the room tags the
 * connection with it. Signing out closes the sockets with the session's tag.
 */
export const SOCKET_SESSION_HEADER = "x-appforge-session";

/** Prefixed, so that no connection id (its own first tag, which the client may choose) reads as a session's. */
export const sessionTag = (sessionId: string) => `session:${sessionId}`;

/** The close frame a socket gets when its session ends; the screen's reconnect then needs a live session. */
export const SIGNED_OUT = { code: 4001, reason: "Signed out" } as const;
