import { Component } from "@angular/core";
import { fireEvent, screen, within } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../api/client";
import { openAt, settle } from "../test/harness";
import { stubApi } from "../test/stub-api";
import { Layout } from "./layout";

const LINKS = ["Articles","Categories","Authors","Issues","Editors","Photos","Readers","Files"];
const MORE = ["Photos","Readers","Files"];
const ME = { "GET /api/auth/me": { id: "u1", name: "Ada", email: "ada@example.com", role: "shop_owner" } };

@Component({ template: "<h1>Screen</h1>" })
class Screen {}

const ROUTES = [{ path: "", component: Layout, children: [{ path: "**", component: Screen }] }];

const open = () => openAt("/articles", ROUTES);
const expanded = (button: HTMLElement) => button.getAttribute("aria-expanded");

describe("the layout", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it("links every screen, the ones past one row behind More", async () => {
    stubApi();
    await open();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getAllByRole("link").map((link) => link.textContent?.trim())).toEqual(LINKS);
    const list = document.getElementById("app-nav-more");
    if (!list) throw new Error("No #app-nav-more");
    expect(within(list).getAllByRole("link").map((link) => link.textContent?.trim())).toEqual(MORE);
  });

  it("opens the menu with its button and closes it when a link is followed", async () => {
    stubApi();
    await open();
    const menu = screen.getByRole("button", { name: "Menu" });
    expect(expanded(menu)).toBe("false");
    fireEvent.click(menu);
    await settle();
    expect(expanded(menu)).toBe("true");
    expect(screen.getByRole("navigation", { name: "Main" }).classList.contains("open")).toBe(true);
    fireEvent.click(screen.getByRole("link", { name: "Files" }));
    await settle();
    expect(expanded(menu)).toBe("false");
  });

  it("closes the menu with Escape, giving the focus back to its button", async () => {
    stubApi();
    await open();
    const menu = screen.getByRole("button", { name: "Menu" });
    fireEvent.click(menu);
    await settle();
    fireEvent.keyDown(screen.getByRole("link", { name: "Articles" }), { key: "Escape" });
    await settle();
    expect(expanded(menu)).toBe("false");
    expect(document.activeElement).toBe(menu);
  });

  it("opens More with its button; Escape and a click outside close it", async () => {
    stubApi();
    await open();
    const more = screen.getByRole("button", { name: "More" });
    expect(expanded(more)).toBe("false");
    fireEvent.click(more);
    await settle();
    expect(expanded(more)).toBe("true");
    fireEvent.keyDown(more, { key: "Escape" });
    await settle();
    expect(expanded(more)).toBe("false");
    expect(document.activeElement).toBe(more);
    fireEvent.click(more);
    await settle();
    fireEvent.pointerDown(document.body);
    await settle();
    expect(expanded(more)).toBe("false");
  });

  it("shows who is signed in, with a way out", async () => {
    stubApi({}, ME);
    tokenStore.set("test-token");
    await open();
    expect(await screen.findByText("Ada · shop owner")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
  });
});
