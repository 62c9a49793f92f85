import type { AppModel } from "../../../../model";
import { code, lines, literal, test } from "../../../files";
import { frontendFeatureEmitter, type FrontendFeature } from "../../frontend/feature";
import { uiNames } from "../../frontend/names";
import { REACT_ROUTER } from "../routing";

/** The dashboard screen; `router` is the module its Link comes from. */
export function dashboard(model: AppModel, router = REACT_ROUTER): string {
  return lines(
    `import { useEffect, useState } from "react";`,
    `import { Link } from ${literal(router)};`,
    `import { ErrorMessage } from "../components/ErrorMessage";`,
    ...model.entities.map((entity) => `import { ${uiNames(entity).api} } from "../${uiNames(entity).module}";`),
    "",
    "const SECTIONS = [",
    ...model.entities.map(
      (entity) =>
        `  { to: "/${entity.route}", label: ${literal(entity.pluralLabel)}, count: () => ${uiNames(entity).api}.list().then((records) => records.length) },`,
    ),
    "];",
    "",
    `/** /dashboard: how many of each record there are, each a way into its list. */`,
    "export function Dashboard() {",
    "  const [counts, setCounts] = useState<Record<string, number>>({});",
    "  const [error, setError] = useState<unknown>(null);",
    "",
    "  useEffect(() => {",
    "    let active = true;",
    "    Promise.all(SECTIONS.map(async (section) => [section.to, await section.count()] as const)).then(",
    "      (entries) => {",
    "        if (active) setCounts(Object.fromEntries(entries));",
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
    "        <h1>Dashboard</h1>",
    "      </header>",
    "      <ErrorMessage error={error} />",
    `      <div className="cards">`,
    "        {SECTIONS.map((section) => (",
    `          <Link key={section.to} to={section.to} className="card">`,
    `            <div className="stat">{counts[section.to] ?? "…"}</div>`,
    "            <div>{section.label}</div>",
    "          </Link>",
    "        ))}",
    "      </div>",
    "    </section>",
    "  );",
    "}",
  );
}

const dashboardTest = (model: AppModel) => `
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { ROUTER_FUTURE } from "../router-future";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../test/stub-api";
import { Dashboard } from "./Dashboard";

describe("the dashboard", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("counts the records of each type", async () => {
    stubApi(${JSON.stringify(Object.fromEntries(model.entities.map((entity, index) => [entity.route, Array.from({ length: index + 1 }, (_, n) => ({ id: `${entity.route}-${n + 1}` }))])))});
    render(
      <MemoryRouter future={ROUTER_FUTURE}>
        <Dashboard />
      </MemoryRouter>,
    );
${model.entities
  .map(
    (entity, index) =>
      `    await waitFor(() => expect(screen.getByText(${literal(entity.pluralLabel)}).previousElementSibling?.textContent).toBe(${literal(String(index + 1))}));`,
  )
  .join("\n")}
  });
});
`;

export const dashboardFrontend: FrontendFeature = {
  feature: "dashboard",
  emitter: frontendFeatureEmitter("dashboard", {
    name: "Dashboard",
    description: "An overview screen with the number of records of each type, each leading to its list.",
    dependsOn: ["screens"],
    emit: (model) => [
      code("frontend/src/screens/Dashboard.tsx", "frontend", dashboard(model)),
      test("frontend/src/screens/dashboard.test.tsx", dashboardTest(model)),
    ],
  }),
  app: {
    imports: [`import { Dashboard } from "./screens/Dashboard";`],
    routes: [`<Route path="/dashboard" element={<Dashboard />} />`],
  },
};
