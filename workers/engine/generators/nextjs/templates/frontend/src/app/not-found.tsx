import { Layout } from "@/components/Layout";
import { NotFound } from "@/components/NotFound";

/** Any path without a page. */
export default function NotFoundPage() {
  return (
    <Layout>
      <NotFound />
    </Layout>
  );
}
