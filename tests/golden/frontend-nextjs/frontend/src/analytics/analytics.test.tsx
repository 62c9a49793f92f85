import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../api/client";
import { renderAt } from "../test/next-navigation";
import { stubApi } from "../test/stub-api";
import { AnalyticsScreen } from "./AnalyticsScreen";
import { PageViews } from "./PageViews";

describe("analytics", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it("shows usage counts", async () => {
    stubApi({}, { "GET /api/analytics/summary": { records: {}, events: { page_view: 7 } } });
    render(<AnalyticsScreen />);
    expect(await screen.findByText("page_view")).toBeTruthy();
    expect(screen.getByText("7")).toBeTruthy();
  });

  it("records a page view for the screen shown", async () => {
    const calls = stubApi();
    tokenStore.set("test-token");
    renderAt("/somewhere", { "/somewhere": () => <PageViews /> });
    await waitFor(() => expect(calls[0]).toMatchObject({ method: "POST", body: { name: "page_view", path: "/somewhere" } }));
  });
});
