import type { AppModel } from "../../../model";
import { code, test } from "../../files";
import { frontendFeatureEmitter, type AngularFeature } from "../feature";

const pageViews = (model: AppModel) => {
  const auth = model.features.includes("auth");
  return `
import { DestroyRef, Injectable, inject, provideAppInitializer, type EnvironmentProviders } from "@angular/core";
import { takeUntilDestroyed } from "@angular/core/rxjs-interop";
import { NavigationEnd, Router } from "@angular/router";
import { filter } from "rxjs";
import { request${auth ? ", tokenStore" : ""} } from "../api/client";

/** Records a page view for every screen shown; analytics must never break the app, so failures are ignored. */
@Injectable({ providedIn: "root" })
export class PageViews {
  private readonly router = inject(Router);
  private readonly destroyRef = inject(DestroyRef);

  start(): void {
    this.router.events
      .pipe(
        filter((event): event is NavigationEnd => event instanceof NavigationEnd),
        takeUntilDestroyed(this.destroyRef),
      )
      .subscribe((event) => {
${auth ? "        // The events route needs a signed-in user: screens before sign-in are not counted.\n        if (!tokenStore.get()) return;\n" : ""}        const path = event.urlAfterRedirects.split(/[?#]/)[0] || "/";
        request("POST", "/api/analytics/events", { name: "page_view", path }).catch(() => undefined);
      });
  }
}

/** Starts counting page views with the app. */
export function providePageViews(): EnvironmentProviders {
  return provideAppInitializer(() => inject(PageViews).start());
}
`;
};

function screen(model: AppModel): string {
  return `
import { ChangeDetectionStrategy, Component, computed, signal } from "@angular/core";
import { request } from "../api/client";
import { ErrorMessage } from "../components/error-message";

interface Summary {
  records: Record<string, number>;
  events: Record<string, number>;
}

const RECORD_LABELS: Record<string, string> = ${JSON.stringify(Object.fromEntries(model.entities.map((entity) => [entity.route, entity.pluralLabel])))};

/** /analytics: how much of each record there is and how the app is used. */
@Component({
  selector: "app-analytics-screen",
  imports: [ErrorMessage],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: \`
    <section class="screen">
      <header class="screen-header">
        <h1>Analytics</h1>
      </header>
      <app-error-message [error]="error()" />
      @if (summary()) {
        <h2>Records</h2>
        <div class="cards">
          @for (entry of records(); track entry.key) {
            <div class="card">
              <div class="stat">{{ entry.count }}</div>
              <div>{{ entry.label }}</div>
            </div>
          }
        </div>
        <h2>Usage</h2>
        @if (events().length === 0) {
          <p class="muted">No usage recorded yet.</p>
        } @else {
          <div class="table-scroll" role="region" aria-label="Usage" tabindex="0">
            <table class="table">
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Count</th>
                </tr>
              </thead>
              <tbody>
                @for (entry of events(); track entry.key) {
                  <tr>
                    <td>{{ entry.key }}</td>
                    <td>{{ entry.count }}</td>
                  </tr>
                }
              </tbody>
            </table>
          </div>
        }
      }
    </section>
  \`,
})
export class AnalyticsScreen {
  protected readonly summary = signal<Summary | null>(null);
  protected readonly error = signal<unknown>(null);
  protected readonly records = computed(() =>
    Object.entries(this.summary()?.records ?? {}).map(([key, count]) => ({ key, count, label: RECORD_LABELS[key] ?? key })),
  );
  protected readonly events = computed(() => Object.entries(this.summary()?.events ?? {}).map(([key, count]) => ({ key, count })));

  constructor() {
    request<Summary>("GET", "/api/analytics/summary").then(
      (found) => this.summary.set(found),
      (failure: unknown) => this.error.set(failure),
    );
  }
}
`;
}

const analyticsTest = (model: AppModel) => {
  const auth = model.features.includes("auth");
  return `
import { ChangeDetectionStrategy, Component } from "@angular/core";
import { TestBed } from "@angular/core/testing";
import { Router } from "@angular/router";
import { screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
${auth ? 'import { tokenStore } from "../api/client";\n' : ""}import { provideAppRouter } from "../routing";
import { openAt } from "../test/harness";
import { stubApi } from "../test/stub-api";
import { AnalyticsScreen } from "./analytics-screen";
import { PageViews } from "./page-views";

@Component({ selector: "app-blank", changeDetection: ChangeDetectionStrategy.OnPush, template: "" })
class Blank {}

describe("analytics", () => {
  afterEach(() => {
    vi.unstubAllGlobals();${auth ? "\n    tokenStore.clear();" : ""}
  });

  it("shows usage counts", async () => {
    stubApi({}, { "GET /api/analytics/summary": { records: {}, events: { page_view: 7 } } });
    await openAt("/analytics", [{ path: "analytics", component: AnalyticsScreen }]);
    expect(screen.getByRole("heading", { level: 1, name: "Analytics" })).toBeTruthy();
    expect(await screen.findByText("page_view")).toBeTruthy();
    expect(screen.getByText("7")).toBeTruthy();
  });

  it("records a page view for the screen shown", async () => {
    const calls = stubApi();${auth ? '\n    tokenStore.set("test-token");' : ""}
    TestBed.configureTestingModule({ providers: [provideAppRouter([{ path: "somewhere", component: Blank }])] });
    TestBed.inject(PageViews).start();
    await TestBed.inject(Router).navigateByUrl("/somewhere?tab=1");
    await waitFor(() => expect(calls[0]).toMatchObject({ method: "POST", body: { name: "page_view", path: "/somewhere" } }));
  });
});
`;
};

export const analyticsAngular: AngularFeature = {
  feature: "analytics",
  emitter: frontendFeatureEmitter("analytics", {
    name: "Analytics screen & page views",
    description: "An analytics screen with record counts and usage, and a page-view event for every screen shown.",
    emit: (model) => [
      code("frontend/src/app/analytics/page-views.ts", "frontend", pageViews(model)),
      code("frontend/src/app/analytics/analytics-screen.ts", "frontend", screen(model)),
      test("frontend/src/app/analytics/analytics.spec.ts", analyticsTest(model)),
    ],
  }),
  routes: {
    imports: [`import { AnalyticsScreen } from "./analytics/analytics-screen";`],
    inside: [`{ path: "analytics", component: AnalyticsScreen }`],
  },
  providers: { imports: [`import { providePageViews } from "./analytics/page-views";`], providers: ["providePageViews()"] },
};
