"use client";

import { ProductionListsList } from "@/screens/production-lists/ProductionListsList";

/** /production-lists */
export default function ProductionListsPage() {
  return <ProductionListsList />;
}
