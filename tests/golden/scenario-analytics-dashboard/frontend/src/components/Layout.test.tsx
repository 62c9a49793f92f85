import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ROUTER_FUTURE } from "../router-future";
import { stubApi } from "../test/stub-api";
import { Layout } from "./Layout";

const LINKS = ["Dashboard","Metrics","Reports","Data sources","Analytics"];

function open(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<h1>Screen</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const expanded = (button: HTMLElement) => button.getAttribute("aria-expanded");

describe("the layout", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("links every screen", () => {
    stubApi();
    open("/dashboard");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getAllByRole("link").map((link) => link.textContent)).toEqual(LINKS);
  });

  it("opens the menu with its button and closes it when a link is followed", () => {
    stubApi();
    open("/dashboard");
    const menu = screen.getByRole("button", { name: "Menu" });
    expect(expanded(menu)).toBe("false");
    fireEvent.click(menu);
    expect(expanded(menu)).toBe("true");
    expect(screen.getByRole("navigation", { name: "Main" }).classList.contains("open")).toBe(true);
    fireEvent.click(screen.getByRole("link", { name: "Analytics" }));
    expect(expanded(menu)).toBe("false");
  });

  it("closes the menu with Escape, giving the focus back to its button", () => {
    stubApi();
    open("/dashboard");
    const menu = screen.getByRole("button", { name: "Menu" });
    fireEvent.click(menu);
    fireEvent.keyDown(screen.getByRole("link", { name: "Dashboard" }), { key: "Escape" });
    expect(expanded(menu)).toBe("false");
    expect(document.activeElement).toBe(menu);
  });
});
