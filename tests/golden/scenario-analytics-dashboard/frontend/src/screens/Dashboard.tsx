import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { ErrorMessage } from "../components/ErrorMessage";
import { metricsApi } from "../entities/metric";
import { reportsApi } from "../entities/report";
import { dataSourcesApi } from "../entities/data-source";

const SECTIONS = [
  { to: "/metrics", label: "Metrics", count: () => metricsApi.list().then((records) => records.length) },
  { to: "/reports", label: "Reports", count: () => reportsApi.list().then((records) => records.length) },
  { to: "/data-sources", label: "Data sources", count: () => dataSourcesApi.list().then((records) => records.length) },
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
