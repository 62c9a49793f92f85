import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "./App";
import { ROUTER_FUTURE } from "./router-future";
import { stubApi } from "./test/stub-api";

const SCREENS = [
  {
    "path": "/dashboard",
    "heading": "Dashboard",
    "open": false
  },
  {
    "path": "/metrics",
    "heading": "Metrics",
    "open": false
  },
  {
    "path": "/metrics/new",
    "heading": "New metric",
    "open": false
  },
  {
    "path": "/reports",
    "heading": "Reports",
    "open": false
  },
  {
    "path": "/reports/new",
    "heading": "New report",
    "open": false
  },
  {
    "path": "/data-sources",
    "heading": "Data sources",
    "open": false
  },
  {
    "path": "/data-sources/new",
    "heading": "New data source",
    "open": false
  },
  {
    "path": "/analytics",
    "heading": "Analytics",
    "open": false
  }
];

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
      <App />
    </MemoryRouter>,
  );
}

describe("every screen of the architecture", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each(SCREENS)("$path shows \"$heading\"", async ({ path, heading }) => {
    stubApi();
    renderAt(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    expect(screen.queryByText("Page not found")).toBeNull();
  });

  it("answers an unknown path with a not-found page", async () => {
    stubApi();
    renderAt("/no-such-page");
    expect(await screen.findByText("Page not found")).toBeTruthy();
  });
});
