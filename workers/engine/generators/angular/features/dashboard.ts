import type { AppModel } from "../../../model";
import { code, lines, literal, test } from "../../files";
import { frontendFeatureEmitter, type AngularFeature } from "../feature";
import { ngNames } from "../names";

function dashboard(model: AppModel): string {
  return lines(
    `import { ChangeDetectionStrategy, Component, signal } from "@angular/core";`,
    `import { RouterLink } from "@angular/router";`,
    `import { ErrorMessage } from "../components/error-message";`,
    ...model.entities.map((entity) => `import { ${ngNames(entity).api} } from "../${ngNames(entity).module}";`),
    "",
    "const SECTIONS = [",
    ...model.entities.map(
      (entity) =>
        `  { to: "/${entity.route}", label: ${literal(entity.pluralLabel)}, count: () => ${ngNames(entity).api}.list().then((records) => records.length) },`,
    ),
    "];",
    "",
    "/** /dashboard: how many of each record there are, each a way into its list. */",
    "@Component({",
    `  selector: "app-dashboard",`,
    "  imports: [ErrorMessage, RouterLink],",
    "  changeDetection: ChangeDetectionStrategy.OnPush,",
    "  template: `",
    `    <section class="screen">`,
    `      <header class="screen-header">`,
    "        <h1>Dashboard</h1>",
    "      </header>",
    `      <app-error-message [error]="error()" />`,
    `      <div class="cards">`,
    "        @for (section of sections; track section.to) {",
    `          <a [routerLink]="section.to" class="card">`,
    `            <div class="stat">{{ counts()[section.to] ?? "…" }}</div>`,
    "            <div>{{ section.label }}</div>",
    "          </a>",
    "        }",
    "      </div>",
    "    </section>",
    "  `,",
    "})",
    "export class Dashboard {",
    "  protected readonly sections = SECTIONS;",
    "  protected readonly counts = signal<Record<string, number>>({});",
    "  protected readonly error = signal<unknown>(null);",
    "",
    "  constructor() {",
    "    Promise.all(SECTIONS.map(async (section) => [section.to, await section.count()] as const)).then(",
    "      (entries) => this.counts.set(Object.fromEntries(entries)),",
    "      (failure: unknown) => this.error.set(failure),",
    "    );",
    "  }",
    "}",
  );
}

const dashboardTest = (model: AppModel) => `
import { screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openAt } from "../test/harness";
import { stubApi } from "../test/stub-api";
import { Dashboard } from "./dashboard";

describe("the dashboard", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("counts the records of each type", async () => {
    stubApi(${JSON.stringify(Object.fromEntries(model.entities.map((entity, index) => [entity.route, Array.from({ length: index + 1 }, (_, n) => ({ id: `${entity.route}-${n + 1}` }))])))});
    await openAt("/dashboard", [{ path: "dashboard", component: Dashboard }]);
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
${model.entities
  .map(
    (entity, index) =>
      `    await waitFor(() => expect(screen.getByText(${literal(entity.pluralLabel)}).previousElementSibling?.textContent).toBe(${literal(String(index + 1))}));`,
  )
  .join("\n")}
  });
});
`;

export const dashboardAngular: AngularFeature = {
  feature: "dashboard",
  emitter: frontendFeatureEmitter("dashboard", {
    name: "Dashboard",
    description: "An overview screen with the number of records of each type, each leading to its list.",
    dependsOn: ["screens"],
    emit: (model) => [
      code("frontend/src/app/screens/dashboard.ts", "frontend", dashboard(model)),
      test("frontend/src/app/screens/dashboard.spec.ts", dashboardTest(model)),
    ],
  }),
  routes: {
    imports: [`import { Dashboard } from "./screens/dashboard";`],
    inside: [`{ path: "dashboard", component: Dashboard }`],
  },
};
