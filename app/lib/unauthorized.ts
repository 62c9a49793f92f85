import { clearSession } from "./storage";

/**
 * What a 401 on a signed-in call does. Kept apart from the API client so the session provider, which every
 * screen loads, does not pull the client and its response schemas into the first paint.
 */
let onUnauthorized: () => void = () => {
  clearSession();
  window.location.assign("/login");
};

/** The session provider routes 401s through the router instead of a full page load. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export function signOutUnauthorized(): void {
  onUnauthorized();
}
