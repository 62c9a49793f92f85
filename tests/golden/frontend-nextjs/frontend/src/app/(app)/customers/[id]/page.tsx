"use client";

import { CustomerDetail } from "@/screens/customers/CustomerDetail";

/** /customers/[id] */
export default function CustomerPage() {
  return <CustomerDetail />;
}
