import type { ReactNode } from "react";
import { Layout } from "@/components/Layout";

/** Every signed-in page (the folders of this group) shows inside the navigation frame. */
export default function AppLayout({ children }: { children: ReactNode }) {
  return <Layout>{children}</Layout>;
}
