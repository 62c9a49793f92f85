import { flushPromises, mount, type VueWrapper } from "@vue/test-utils";
import { createMemoryHistory } from "vue-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import App from "./App.vue";
import { createAppRouter } from "./router";
import { stubApi } from "./test/stub-api";

const SCREENS = [
  {
    "path": "/dashboard",
    "heading": "Dashboard",
    "open": false
  },
  {
    "path": "/contacts",
    "heading": "Contacts",
    "open": false
  },
  {
    "path": "/contacts/new",
    "heading": "New contact",
    "open": false
  },
  {
    "path": "/companies",
    "heading": "Companies",
    "open": false
  },
  {
    "path": "/companies/new",
    "heading": "New company",
    "open": false
  },
  {
    "path": "/deals",
    "heading": "Deals",
    "open": false
  },
  {
    "path": "/deals/new",
    "heading": "New deal",
    "open": false
  },
  {
    "path": "/search",
    "heading": "Search",
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
  });

  it.each(SCREENS)("$path shows \"$heading\"", async ({ path, heading: expected }) => {
    stubApi();
    const wrapper = await renderAt(path);
    await vi.waitFor(() => expect(heading(wrapper)).toBe(expected));
    expect(wrapper.text()).not.toContain("Page not found");
  });

  it("answers an unknown path with a not-found page", async () => {
    stubApi();
    const wrapper = await renderAt("/no-such-page");
    await vi.waitFor(() => expect(wrapper.text()).toContain("Page not found"));
  });
});
