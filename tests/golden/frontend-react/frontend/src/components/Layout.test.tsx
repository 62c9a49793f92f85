import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../api/client";
import { AuthProvider } from "../auth/AuthContext";
import { ROUTER_FUTURE } from "../router-future";
import { stubApi } from "../test/stub-api";
import { Layout } from "./Layout";

const LINKS = ["Dashboard","Products","Orders","Customers","Pickup slots","Production lists","Checkout","Notifications","Analytics","Search","Files"];
const MORE = ["Pickup slots","Production lists","Checkout","Notifications","Analytics","Search","Files"];
const ME = { "GET /api/auth/me": { id: "u1", name: "Ada", email: "ada@example.com", role: "shop_owner" } };

function open(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
      <AuthProvider>
        <Routes>
          <Route element={<Layout />}>
            <Route path="*" element={<h1>Screen</h1>} />
          </Route>
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

const expanded = (button: HTMLElement) => button.getAttribute("aria-expanded");

describe("the layout", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it("links every screen, the ones past one row behind More", () => {
    stubApi();
    open("/dashboard");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getAllByRole("link").map((link) => link.textContent)).toEqual(LINKS);
    const list = document.getElementById("app-nav-more");
    if (!list) throw new Error("No #app-nav-more");
    expect(within(list).getAllByRole("link").map((link) => link.textContent)).toEqual(MORE);
  });

  it("opens the menu with its button and closes it when a link is followed", () => {
    stubApi();
    open("/dashboard");
    const menu = screen.getByRole("button", { name: "Menu" });
    expect(expanded(menu)).toBe("false");
    fireEvent.click(menu);
    expect(expanded(menu)).toBe("true");
    expect(screen.getByRole("navigation", { name: "Main" }).classList.contains("open")).toBe(true);
    fireEvent.click(screen.getByRole("link", { name: "Files" }));
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

  it("opens More with its button; Escape and a click outside close it", () => {
    stubApi();
    open("/dashboard");
    const more = screen.getByRole("button", { name: "More" });
    expect(expanded(more)).toBe("false");
    fireEvent.click(more);
    expect(expanded(more)).toBe("true");
    fireEvent.keyDown(more, { key: "Escape" });
    expect(expanded(more)).toBe("false");
    expect(document.activeElement).toBe(more);
    fireEvent.click(more);
    fireEvent.pointerDown(document.body);
    expect(expanded(more)).toBe("false");
  });

  it("shows who is signed in, with a way out", async () => {
    stubApi({}, ME);
    tokenStore.set("test-token");
    open("/dashboard");
    expect(await screen.findByText("Ada · shop owner")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
  });
});
