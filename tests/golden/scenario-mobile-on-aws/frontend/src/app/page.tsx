import { redirect } from "next/navigation";

/** / opens the first screen. */
export default function HomePage() {
  redirect("/profiles");
}
