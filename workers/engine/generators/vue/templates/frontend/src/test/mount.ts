import { flushPromises, mount, type VueWrapper } from "@vue/test-utils";
import { defineComponent, h, type Component } from "vue";
import { createMemoryHistory, createRouter, RouterView, type RouteRecordRaw, type Router } from "vue-router";

const mounted: VueWrapper[] = [];

/** Opens `path` in a memory router over `routes`, as the app would show it. */
export async function mountAt(path: string, routes: RouteRecordRaw[], router?: Router): Promise<VueWrapper> {
  const active = router ?? createRouter({ history: createMemoryHistory(), routes, linkActiveClass: "active" });
  await active.push(path);
  await active.isReady();
  const wrapper = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [active] } });
  mounted.push(wrapper);
  await flushPromises();
  return wrapper;
}

/** Opens one screen alone, at any path, with a router that resolves its links. */
export const mountScreen = (screen: Component, path = "/") => mountAt(path, [{ path: "/:pathMatch(.*)*", component: screen }]);

/** Unmounts everything the test opened (call it in afterEach). */
export function unmountAll(): void {
  for (const wrapper of mounted.splice(0)) wrapper.unmount();
}

/** The control a label names (its `for`), as a user finds it. */
export function control(wrapper: VueWrapper, label: string) {
  const found = wrapper.findAll("label").find((candidate) => candidate.text() === label);
  const id = found?.attributes("for");
  if (!id) throw new Error(`No field is labelled "${label}"`);
  return wrapper.get(`#${id}`);
}

/** The value a labelled input, text area or select shows. */
export function valueOf(wrapper: VueWrapper, label: string): string {
  return (control(wrapper, label).element as HTMLInputElement).value;
}

/** The button with this text. */
export function button(wrapper: VueWrapper, name: string) {
  const found = wrapper.findAll("button").find((candidate) => candidate.text() === name);
  if (!found) throw new Error(`No button reads "${name}"`);
  return found;
}

/** The level-1 heading's text, or null while there is none. */
export function heading(wrapper: VueWrapper): string | null {
  const found = wrapper.find("h1");
  return found.exists() ? found.text() : null;
}
