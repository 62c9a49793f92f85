"use client";

import { CustomersList } from "@/screens/customers/CustomersList";

/** /customers */
export default function CustomersPage() {
  return <CustomersList />;
}
