import { screen } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "./api/client";
import { appConfig } from "./app.config";
import { openAt } from "./test/harness";
import { stubApi } from "./test/stub-api";

const SCREENS = [
  {
    "path": "/login",
    "heading": "Sign in to Crumb & Co Bakery",
    "open": true
  },
  {
    "path": "/register",
    "heading": "Create your Crumb & Co Bakery account",
    "open": true
  },
  {
    "path": "/dashboard",
    "heading": "Dashboard",
    "open": false
  },
  {
    "path": "/products",
    "heading": "Products",
    "open": false
  },
  {
    "path": "/products/new",
    "heading": "New product",
    "open": false
  },
  {
    "path": "/orders",
    "heading": "Orders",
    "open": false
  },
  {
    "path": "/orders/new",
    "heading": "New order",
    "open": false
  },
  {
    "path": "/customers",
    "heading": "Customers",
    "open": false
  },
  {
    "path": "/customers/new",
    "heading": "New customer",
    "open": false
  },
  {
    "path": "/pickup-slots",
    "heading": "Pickup slots",
    "open": false
  },
  {
    "path": "/pickup-slots/new",
    "heading": "New pickup slot",
    "open": false
  },
  {
    "path": "/production-lists",
    "heading": "Production lists",
    "open": false
  },
  {
    "path": "/production-lists/new",
    "heading": "New production list",
    "open": false
  },
  {
    "path": "/checkout",
    "heading": "Checkout",
    "open": false
  },
  {
    "path": "/notifications",
    "heading": "Notifications",
    "open": false
  },
  {
    "path": "/analytics",
    "heading": "Analytics",
    "open": false
  },
  {
    "path": "/search",
    "heading": "Search",
    "open": false
  },
  {
    "path": "/files",
    "heading": "Files",
    "open": false
  }
];

describe("every screen of the architecture", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it.each(SCREENS)("$path shows \"$heading\"", async ({ path, heading, open }) => {
    stubApi({}, { "GET /api/auth/me": { id: "u1", name: "Tester", email: "tester@example.com", role: "owner" } });
    if (!open) tokenStore.set("test-token");
    await openAt(path, null, appConfig.providers);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    expect(screen.queryByText("Page not found")).toBeNull();
  });

  it("answers an unknown path with a not-found page", async () => {
    stubApi({}, { "GET /api/auth/me": { id: "u1", name: "Tester", email: "tester@example.com", role: "owner" } });
    tokenStore.set("test-token");
    await openAt("/no-such-page", null, appConfig.providers);
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
  });

  it("asks a visitor to sign in first", async () => {
    stubApi({}, { "GET /api/auth/me": { id: "u1", name: "Tester", email: "tester@example.com", role: "owner" } });
    await openAt("/products", null, appConfig.providers);
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in to Crumb & Co Bakery" })).toBeTruthy();
  });
});
