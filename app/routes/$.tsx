import { redirect } from "@remix-run/cloudflare";

/** Any path the app does not know goes to the landing page. */
export const loader = () => redirect("/");

export default function UnknownPath() {
  return null;
}
