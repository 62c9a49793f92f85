"use client";

import { OrderDetail } from "@/screens/orders/OrderDetail";

/** /orders/[id] */
export default function OrderPage() {
  return <OrderDetail />;
}
