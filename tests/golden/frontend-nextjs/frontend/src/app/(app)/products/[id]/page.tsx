"use client";

import { ProductDetail } from "@/screens/products/ProductDetail";

/** /products/[id] */
export default function ProductPage() {
  return <ProductDetail />;
}
