import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { ROUTER_FUTURE } from "../router-future";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../test/stub-api";
import { AnalyticsScreen } from "./AnalyticsScreen";
import { PageViews } from "./PageViews";

describe("analytics", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows usage counts", async () => {
    stubApi({}, { "GET /api/analytics/summary": { records: {}, events: { page_view: 7 } } });
    render(<AnalyticsScreen />);
    expect(await screen.findByText("page_view")).toBeTruthy();
    expect(screen.getByText("7")).toBeTruthy();
  });

  it("records a page view for the screen shown", async () => {
    const calls = stubApi();
    render(
      <MemoryRouter initialEntries={["/somewhere"]} future={ROUTER_FUTURE}>
        <PageViews />
      </MemoryRouter>,
    );
    await waitFor(() => expect(calls[0]).toMatchObject({ method: "POST", body: { name: "page_view", path: "/somewhere" } }));
  });
});
