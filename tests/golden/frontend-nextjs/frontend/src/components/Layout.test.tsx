import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/api/client";
import { AuthProvider } from "@/auth/AuthContext";
import { renderAt } from "@/test/next-navigation";
import { stubApi } from "@/test/stub-api";
import { Layout } from "./Layout";

const LINKS = ["Dashboard","Products","Orders","Customers","Pickup slots","Production lists","Checkout","Notifications","Analytics","Search","Files"];
const MORE = ["Pickup slots","Production lists","Checkout","Notifications","Analytics","Search","Files"];
const ME = { "GET /api/auth/me": { id: "u1", name: "Ada", email: "ada@example.com", role: "shop_owner" } };

/** Opens the layout at a path and waits for the signed-in frame. */
async function open(path: string) {
  renderAt(path, { [path]: () => <Layout><h1>Screen</h1></Layout> }, { wrapper: AuthProvider });
  await screen.findByRole("navigation", { name: "Main" });
}

const expanded = (button: HTMLElement) => button.getAttribute("aria-expanded");

describe("the layout", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it("links every screen, the ones past one row behind More", async () => {
    stubApi({}, ME);
    tokenStore.set("test-token");
    await open("/dashboard");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getAllByRole("link").map((link) => link.textContent)).toEqual(LINKS);
    const list = document.getElementById("app-nav-more");
    if (!list) throw new Error("No #app-nav-more");
    expect(within(list).getAllByRole("link").map((link) => link.textContent)).toEqual(MORE);
  });

  it("opens the menu with its button and closes it when a link is followed", async () => {
    stubApi({}, ME);
    tokenStore.set("test-token");
    await open("/dashboard");
    const menu = screen.getByRole("button", { name: "Menu" });
    expect(expanded(menu)).toBe("false");
    fireEvent.click(menu);
    expect(expanded(menu)).toBe("true");
    expect(screen.getByRole("navigation", { name: "Main" }).classList.contains("open")).toBe(true);
    const link = screen.getByRole("link", { name: "Files" });
    // jsdom cannot follow a link: the in-memory next/navigation stands in for the App Router.
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(expanded(menu)).toBe("false");
  });

  it("closes the menu with Escape, giving the focus back to its button", async () => {
    stubApi({}, ME);
    tokenStore.set("test-token");
    await open("/dashboard");
    const menu = screen.getByRole("button", { name: "Menu" });
    fireEvent.click(menu);
    fireEvent.keyDown(screen.getByRole("link", { name: "Dashboard" }), { key: "Escape" });
    expect(expanded(menu)).toBe("false");
    expect(document.activeElement).toBe(menu);
  });

  it("opens More with its button; Escape and a click outside close it", async () => {
    stubApi({}, ME);
    tokenStore.set("test-token");
    await open("/dashboard");
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
    await open("/dashboard");
    expect(await screen.findByText("Ada · shop owner")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
  });
});
