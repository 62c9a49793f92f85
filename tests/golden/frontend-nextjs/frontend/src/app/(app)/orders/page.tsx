"use client";

import { OrdersList } from "@/screens/orders/OrdersList";

/** /orders */
export default function OrdersPage() {
  return <OrdersList />;
}
