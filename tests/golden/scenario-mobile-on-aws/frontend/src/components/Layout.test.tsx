import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "@/test/next-navigation";
import { stubApi } from "@/test/stub-api";
import { Layout } from "./Layout";

const LINKS = ["Profiles","Activities","Reminders","Checkout","Notifications","Analytics"];

/** Opens the layout at a path. */
function open(path: string) {
  renderAt(path, { [path]: () => <Layout><h1>Screen</h1></Layout> });
}

const expanded = (button: HTMLElement) => button.getAttribute("aria-expanded");

describe("the layout", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("links every screen", () => {
    stubApi();
    open("/profiles");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getAllByRole("link").map((link) => link.textContent)).toEqual(LINKS);
  });

  it("opens the menu with its button and closes it when a link is followed", () => {
    stubApi();
    open("/profiles");
    const menu = screen.getByRole("button", { name: "Menu" });
    expect(expanded(menu)).toBe("false");
    fireEvent.click(menu);
    expect(expanded(menu)).toBe("true");
    expect(screen.getByRole("navigation", { name: "Main" }).classList.contains("open")).toBe(true);
    const link = screen.getByRole("link", { name: "Analytics" });
    // jsdom cannot follow a link: the in-memory next/navigation stands in for the App Router.
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(expanded(menu)).toBe("false");
  });

  it("closes the menu with Escape, giving the focus back to its button", () => {
    stubApi();
    open("/profiles");
    const menu = screen.getByRole("button", { name: "Menu" });
    fireEvent.click(menu);
    fireEvent.keyDown(screen.getByRole("link", { name: "Profiles" }), { key: "Escape" });
    expect(expanded(menu)).toBe("false");
    expect(document.activeElement).toBe(menu);
  });
});
