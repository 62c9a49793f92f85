"use client";

import { useEffect } from "react";

/** Lets the browser install the app and open it offline: public/sw.js keeps the app's shell. */
export function registerServiceWorker(): void {
  if (!(process.env.NODE_ENV === "production") || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const register = () => {
    try {
      // Without its service worker the app still runs; it only does not open offline.
      navigator.serviceWorker.register("/sw.js").catch(() => undefined);
    } catch {
      // A sandboxed frame (a preview) may not use service workers at all.
    }
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** Renders nothing: registers the service worker after the first render. */
export function ServiceWorker() {
  useEffect(registerServiceWorker, []);
  return null;
}
