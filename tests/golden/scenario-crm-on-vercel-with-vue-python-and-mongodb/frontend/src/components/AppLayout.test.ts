import { flushPromises, mount, type VueWrapper } from "@vue/test-utils";
import { defineComponent, h, nextTick } from "vue";
import { createMemoryHistory, createRouter, RouterView } from "vue-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../test/stub-api";
import AppLayout from "./AppLayout.vue";

const LINKS = ["Dashboard","Contacts","Companies","Deals","Search"];

const Screen = defineComponent({ render: () => h("h1", "Screen") });
const mounted: VueWrapper[] = [];

/** The layout at a path, mounted in the document. */
async function open(path: string): Promise<VueWrapper> {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [{ path: "/", component: AppLayout, children: [{ path: ":pathMatch(.*)*", component: Screen }] }],
    linkActiveClass: "active",
  });
  await router.push(path);
  await router.isReady();
  const wrapper = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [router] }, attachTo: document.body });
  mounted.push(wrapper);
  await flushPromises();
  return wrapper;
}

const linkNamed = (wrapper: VueWrapper, name: string) => {
  const found = wrapper.findAll("nav a").find((link) => link.text() === name);
  if (!found) throw new Error(`No link reads ${name}`);
  return found;
};

describe("the layout", () => {
  afterEach(() => {
    for (const wrapper of mounted.splice(0)) wrapper.unmount();
    vi.unstubAllGlobals();
  });

  it("links every screen", async () => {
    stubApi();
    const wrapper = await open("/dashboard");
    expect(wrapper.findAll("nav a").map((link) => link.text())).toEqual(LINKS);
  });

  it("opens the menu with its button and closes it when a link is followed", async () => {
    stubApi();
    const wrapper = await open("/dashboard");
    const menu = wrapper.get("button.nav-toggle");
    expect(menu.attributes("aria-expanded")).toBe("false");
    await menu.trigger("click");
    expect(menu.attributes("aria-expanded")).toBe("true");
    expect(wrapper.get("nav").classes()).toContain("open");
    await linkNamed(wrapper, "Search").trigger("click");
    await flushPromises();
    expect(menu.attributes("aria-expanded")).toBe("false");
  });

  it("closes the menu with Escape, giving the focus back to its button", async () => {
    stubApi();
    const wrapper = await open("/dashboard");
    const menu = wrapper.get("button.nav-toggle");
    await menu.trigger("click");
    await linkNamed(wrapper, "Dashboard").trigger("keydown", { key: "Escape" });
    expect(menu.attributes("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(menu.element);
  });
});
