import { useEffect, useState } from "react";
import { Link } from "@/routing";
import { ErrorMessage } from "../components/ErrorMessage";
import { productsApi } from "../entities/product";
import { ordersApi } from "../entities/order";
import { customersApi } from "../entities/customer";
import { pickupSlotsApi } from "../entities/pickup-slot";
import { productionListsApi } from "../entities/production-list";

const SECTIONS = [
  { to: "/products", label: "Products", count: () => productsApi.list().then((records) => records.length) },
  { to: "/orders", label: "Orders", count: () => ordersApi.list().then((records) => records.length) },
  { to: "/customers", label: "Customers", count: () => customersApi.list().then((records) => records.length) },
  { to: "/pickup-slots", label: "Pickup slots", count: () => pickupSlotsApi.list().then((records) => records.length) },
  { to: "/production-lists", label: "Production lists", count: () => productionListsApi.list().then((records) => records.length) },
];

/** /dashboard: how many of each record there are, each a way into its list. */
export function Dashboard() {
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let active = true;
    Promise.all(SECTIONS.map(async (section) => [section.to, await section.count()] as const)).then(
      (entries) => {
        if (active) setCounts(Object.fromEntries(entries));
      },
      (failure: unknown) => {
        if (active) setError(failure);
      },
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <section className="screen">
      <header className="screen-header">
        <h1>Dashboard</h1>
      </header>
      <ErrorMessage error={error} />
      <div className="cards">
        {SECTIONS.map((section) => (
          <Link key={section.to} to={section.to} className="card">
            <div className="stat">{counts[section.to] ?? "…"}</div>
            <div>{section.label}</div>
          </Link>
        ))}
      </div>
    </section>
  );
}
