import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "./App";
import { ROUTER_FUTURE } from "./router-future";
import { stubApi } from "./test/stub-api";

const SCREENS = [
  {
    "path": "/items",
    "heading": "Items",
    "open": false
  },
  {
    "path": "/items/new",
    "heading": "New item",
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
