import { flushPromises, mount, type VueWrapper } from "@vue/test-utils";
import { createMemoryHistory } from "vue-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "./api/client";
import App from "./App.vue";
import { signOut } from "./auth/session";
import { createAppRouter } from "./router";
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

const mounted: VueWrapper[] = [];

async function renderAt(path: string): Promise<VueWrapper> {
  const router = createAppRouter(createMemoryHistory());
  await router.push(path);
  await router.isReady();
  const wrapper = mount(App, { global: { plugins: [router] } });
  mounted.push(wrapper);
  await flushPromises();
  return wrapper;
}

const heading = (wrapper: VueWrapper) => (wrapper.find("h1").exists() ? wrapper.get("h1").text() : null);

describe("every screen of the architecture", () => {
  afterEach(() => {
    for (const wrapper of mounted.splice(0)) wrapper.unmount();
    vi.unstubAllGlobals();
    signOut();
  });

  it.each(SCREENS)("$path shows \"$heading\"", async ({ path, heading: expected, open }) => {
    stubApi({}, { "GET /api/auth/me": { id: "u1", name: "Tester", email: "tester@example.com", role: "owner" } });
    if (!open) tokenStore.set("test-token");
    const wrapper = await renderAt(path);
    await vi.waitFor(() => expect(heading(wrapper)).toBe(expected));
    expect(wrapper.text()).not.toContain("Page not found");
  });

  it("answers an unknown path with a not-found page", async () => {
    stubApi({}, { "GET /api/auth/me": { id: "u1", name: "Tester", email: "tester@example.com", role: "owner" } });
    tokenStore.set("test-token");
    const wrapper = await renderAt("/no-such-page");
    await vi.waitFor(() => expect(wrapper.text()).toContain("Page not found"));
  });
});
