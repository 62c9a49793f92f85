"use client";

import { ProductionListDetail } from "@/screens/production-lists/ProductionListDetail";

/** /production-lists/[id] */
export default function ProductionListPage() {
  return <ProductionListDetail />;
}
