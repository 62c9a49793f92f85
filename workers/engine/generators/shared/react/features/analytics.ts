import type { AppModel } from "../../../../model";
import { code, lines, test } from "../../../files";
import { frontendFeatureEmitter, type FrontendFeature } from "../../frontend/feature";
import { REACT_ROUTER } from "../routing";

/** The page-view tracker; `router` is the module its useLocation comes from. */
export const pageViews = (model: AppModel, router = REACT_ROUTER) => `
import { useEffect } from "react";
import { useLocation } from "${router}";
import { request${model.features.includes("auth") ? ", tokenStore" : ""} } from "../api/client";

/** Records a page view for every screen shown; analytics must never break the app, so failures are ignored. */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
${model.features.includes("auth") ? "    // The events route needs a signed-in user: screens before sign-in are not counted.\n    if (!tokenStore.get()) return;\n" : ""}    request("POST", "/api/analytics/events", { name: "page_view", path: pathname }).catch(() => undefined);
  }, [pathname]);
  return null;
}
`;

export function analyticsScreen(model: AppModel): string {
  return lines(
    `import { useEffect, useState } from "react";`,
    `import { request } from "../api/client";`,
    `import { ErrorMessage } from "../components/ErrorMessage";`,
    "",
    "interface Summary {",
    "  records: Record<string, number>;",
    "  events: Record<string, number>;",
    "}",
    "",
    `const RECORD_LABELS: Record<string, string> = ${JSON.stringify(Object.fromEntries(model.entities.map((entity) => [entity.route, entity.pluralLabel])))};`,
    "",
    "/** /analytics: how much of each record there is and how the app is used. */",
    "export function AnalyticsScreen() {",
    "  const [summary, setSummary] = useState<Summary | null>(null);",
    "  const [error, setError] = useState<unknown>(null);",
    "",
    "  useEffect(() => {",
    "    let active = true;",
    `    request<Summary>("GET", "/api/analytics/summary").then(`,
    "      (found) => {",
    "        if (active) setSummary(found);",
    "      },",
    "      (failure: unknown) => {",
    "        if (active) setError(failure);",
    "      },",
    "    );",
    "    return () => {",
    "      active = false;",
    "    };",
    "  }, []);",
    "",
    "  return (",
    `    <section className="screen">`,
    `      <header className="screen-header">`,
    "        <h1>Analytics</h1>",
    "      </header>",
    "      <ErrorMessage error={error} />",
    "      {summary && (",
    "        <>",
    "          <h2>Records</h2>",
    `          <div className="cards">`,
    "            {Object.entries(summary.records).map(([route, count]) => (",
    `              <div key={route} className="card">`,
    `                <div className="stat">{count}</div>`,
    "                <div>{RECORD_LABELS[route] ?? route}</div>",
    "              </div>",
    "            ))}",
    "          </div>",
    "          <h2>Usage</h2>",
    "          {Object.keys(summary.events).length === 0 ? (",
    `            <p className="muted">No usage recorded yet.</p>`,
    "          ) : (",
    `            <div className="table-scroll" role="region" aria-label="Usage" tabIndex={0}>`,
    `              <table className="table">`,
    "                <thead>",
    "                  <tr>",
    `                    <th scope="col">Event</th>`,
    `                    <th scope="col">Count</th>`,
    "                  </tr>",
    "                </thead>",
    "                <tbody>",
    "                  {Object.entries(summary.events).map(([name, count]) => (",
    "                    <tr key={name}>",
    "                      <td>{name}</td>",
    "                      <td>{count}</td>",
    "                    </tr>",
    "                  ))}",
    "                </tbody>",
    "              </table>",
    "            </div>",
    "          )}",
    "        </>",
    "      )}",
    "    </section>",
    "  );",
    "}",
  );
}

const analyticsTest = (model: AppModel) => `
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { ROUTER_FUTURE } from "../router-future";
import { afterEach, describe, expect, it, vi } from "vitest";
${model.features.includes("auth") ? 'import { tokenStore } from "../api/client";\n' : ""}import { stubApi } from "../test/stub-api";
import { AnalyticsScreen } from "./AnalyticsScreen";
import { PageViews } from "./PageViews";

describe("analytics", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();${model.features.includes("auth") ? "\n    tokenStore.clear();" : ""}
  });

  it("shows usage counts", async () => {
    stubApi({}, { "GET /api/analytics/summary": { records: {}, events: { page_view: 7 } } });
    render(<AnalyticsScreen />);
    expect(await screen.findByText("page_view")).toBeTruthy();
    expect(screen.getByText("7")).toBeTruthy();
  });

  it("records a page view for the screen shown", async () => {
    const calls = stubApi();${model.features.includes("auth") ? '\n    tokenStore.set("test-token");' : ""}
    render(
      <MemoryRouter initialEntries={["/somewhere"]} future={ROUTER_FUTURE}>
        <PageViews />
      </MemoryRouter>,
    );
    await waitFor(() => expect(calls[0]).toMatchObject({ method: "POST", body: { name: "page_view", path: "/somewhere" } }));
  });
});
`;

export const analyticsFrontend: FrontendFeature = {
  feature: "analytics",
  emitter: frontendFeatureEmitter("analytics", {
    name: "Analytics screen & page views",
    description: "An analytics screen with record counts and usage, and a page-view event for every screen shown.",
    emit: (model) => [
      code("frontend/src/analytics/PageViews.tsx", "frontend", pageViews(model)),
      code("frontend/src/analytics/AnalyticsScreen.tsx", "frontend", analyticsScreen(model)),
      test("frontend/src/analytics/analytics.test.tsx", analyticsTest(model)),
    ],
  }),
  app: {
    imports: [
      `import { AnalyticsScreen } from "./analytics/AnalyticsScreen";`,
      `import { PageViews } from "./analytics/PageViews";`,
    ],
    routes: [`<Route path="/analytics" element={<AnalyticsScreen />} />`],
    beside: ["<PageViews />"],
  },
};
