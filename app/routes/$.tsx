import { redirect } from "@remix-run/cloudflare";

/** Any path the app does not know goes to the landing page (spec section 2). */
export const loader = () => redirect("/");

export default function UnknownPath() {
  return null;
}
