import { ChangeDetectionStrategy, Component } from "@angular/core";
import { TestBed } from "@angular/core/testing";
import { Router } from "@angular/router";
import { screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../api/client";
import { provideAppRouter } from "../routing";
import { openAt } from "../test/harness";
import { stubApi } from "../test/stub-api";
import { AnalyticsScreen } from "./analytics-screen";
import { PageViews } from "./page-views";

@Component({ selector: "app-blank", changeDetection: ChangeDetectionStrategy.OnPush, template: "" })
class Blank {}

describe("analytics", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it("shows usage counts", async () => {
    stubApi({}, { "GET /api/analytics/summary": { records: {}, events: { page_view: 7 } } });
    await openAt("/analytics", [{ path: "analytics", component: AnalyticsScreen }]);
    expect(screen.getByRole("heading", { level: 1, name: "Analytics" })).toBeTruthy();
    expect(await screen.findByText("page_view")).toBeTruthy();
    expect(screen.getByText("7")).toBeTruthy();
  });

  it("records a page view for the screen shown", async () => {
    const calls = stubApi();
    tokenStore.set("test-token");
    TestBed.configureTestingModule({ providers: [provideAppRouter([{ path: "somewhere", component: Blank }])] });
    TestBed.inject(PageViews).start();
    await TestBed.inject(Router).navigateByUrl("/somewhere?tab=1");
    await waitFor(() => expect(calls[0]).toMatchObject({ method: "POST", body: { name: "page_view", path: "/somewhere" } }));
  });
});
