"use client";

import { CheckoutScreen } from "@/payments/CheckoutScreen";

/** /checkout */
export default function CheckoutPage() {
  return <CheckoutScreen />;
}
