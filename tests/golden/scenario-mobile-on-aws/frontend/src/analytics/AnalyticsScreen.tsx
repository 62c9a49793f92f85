import { useEffect, useState } from "react";
import { request } from "../api/client";
import { ErrorMessage } from "../components/ErrorMessage";

interface Summary {
  records: Record<string, number>;
  events: Record<string, number>;
}

const RECORD_LABELS: Record<string, string> = {"profiles":"Profiles","activities":"Activities","reminders":"Reminders"};

/** /analytics: how much of each record there is and how the app is used. */
export function AnalyticsScreen() {
  const [summary, setSummary] = useState<Summary | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let active = true;
    request<Summary>("GET", "/api/analytics/summary").then(
      (found) => {
        if (active) setSummary(found);
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
        <h1>Analytics</h1>
      </header>
      <ErrorMessage error={error} />
      {summary && (
        <>
          <h2>Records</h2>
          <div className="cards">
            {Object.entries(summary.records).map(([route, count]) => (
              <div key={route} className="card">
                <div className="stat">{count}</div>
                <div>{RECORD_LABELS[route] ?? route}</div>
              </div>
            ))}
          </div>
          <h2>Usage</h2>
          {Object.keys(summary.events).length === 0 ? (
            <p className="muted">No usage recorded yet.</p>
          ) : (
            <div className="table-scroll" role="region" aria-label="Usage" tabIndex={0}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Event</th>
                    <th scope="col">Count</th>
                  </tr>
                </thead>
                <tbody>
                  {Object.entries(summary.events).map(([name, count]) => (
                    <tr key={name}>
                      <td>{name}</td>
                      <td>{count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
