import type { RouteLocationNormalized, RouteLocationRaw } from "vue-router";
import { restoreSession, session } from "./session";

/** Lets a signed-in user through and sends everyone else to sign in (and back after); open routes say meta.open. */
export async function requireSignIn(to: RouteLocationNormalized): Promise<true | RouteLocationRaw> {
  if (to.meta.open) return true;
  await restoreSession();
  return session.user ? true : { path: "/login", query: { from: to.fullPath } };
}
