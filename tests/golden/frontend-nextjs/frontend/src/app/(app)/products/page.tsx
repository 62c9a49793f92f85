"use client";

import { ProductsList } from "@/screens/products/ProductsList";

/** /products */
export default function ProductsPage() {
  return <ProductsList />;
}
