import type { AppModel } from "../../model";
import { lines, test } from "../files";
import { contractScreens } from "../qa/contract-screens";
import type { GeneratedFile } from "../types";

/** Every screen of the architecture opens at its path in the real App and router, with its heading. */
function appRoutesTest(model: AppModel): string {
  const auth = model.features.includes("auth");
  const screens = contractScreens(model);
  const signedIn = `    stubApi({}, { "GET /api/auth/me": { id: "u1", name: "Tester", email: "tester@example.com", role: "owner" } });`;
  return lines(
    `import { flushPromises, mount, type VueWrapper } from "@vue/test-utils";`,
    `import { createMemoryHistory } from "vue-router";`,
    `import { afterEach, describe, expect, it, vi } from "vitest";`,
    auth && `import { tokenStore } from "./api/client";`,
    `import App from "./App.vue";`,
    auth && `import { signOut } from "./auth/session";`,
    `import { createAppRouter } from "./router";`,
    `import { stubApi } from "./test/stub-api";`,
    "",
    `const SCREENS = ${JSON.stringify(screens, null, 2)};`,
    "",
    "const mounted: VueWrapper[] = [];",
    "",
    "async function renderAt(path: string): Promise<VueWrapper> {",
    "  const router = createAppRouter(createMemoryHistory());",
    "  await router.push(path);",
    "  await router.isReady();",
    "  const wrapper = mount(App, { global: { plugins: [router] } });",
    "  mounted.push(wrapper);",
    "  await flushPromises();",
    "  return wrapper;",
    "}",
    "",
    "const heading = (wrapper: VueWrapper) => (wrapper.find(\"h1\").exists() ? wrapper.get(\"h1\").text() : null);",
    "",
    `describe("every screen of the architecture", () => {`,
    "  afterEach(() => {",
    "    for (const wrapper of mounted.splice(0)) wrapper.unmount();",
    "    vi.unstubAllGlobals();",
    auth && "    signOut();",
    "  });",
    "",
    `  it.each(SCREENS)("$path shows \\"$heading\\"", async ({ path, heading: expected${auth ? ", open" : ""} }) => {`,
    auth && lines(signedIn, `    if (!open) tokenStore.set("test-token");`),
    !auth && "    stubApi();",
    "    const wrapper = await renderAt(path);",
    "    await vi.waitFor(() => expect(heading(wrapper)).toBe(expected));",
    `    expect(wrapper.text()).not.toContain("Page not found");`,
    "  });",
    "",
    `  it("answers an unknown path with a not-found page", async () => {`,
    auth ? lines(signedIn, `    tokenStore.set("test-token");`) : "    stubApi();",
    `    const wrapper = await renderAt("/no-such-page");`,
    `    await vi.waitFor(() => expect(wrapper.text()).toContain("Page not found"));`,
    "  });",
    "});",
  );
}

/** The qa task's screen contract test for the Vue frontend. */
export const vueContractTests = (model: AppModel): GeneratedFile[] => [test("frontend/src/App.test.ts", appRoutesTest(model))];
