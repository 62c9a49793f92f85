import { defineComponent, h } from "vue";
import { createMemoryHistory, createRouter } from "vue-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../api/client";
import { control, heading, mountAt, unmountAll } from "../test/mount";
import { stubApi } from "../test/stub-api";
import { requireSignIn } from "./guard";
import LoginScreen from "./LoginScreen.vue";
import RegisterScreen from "./RegisterScreen.vue";
import { signOut } from "./session";

const session = { token: "token-1", user: { id: "u1", name: "Ada", email: "ada@example.com", role: "owner" } };
const SignedIn = defineComponent({ render: () => h("p", "Signed in") });

function openAt(path: string) {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: "/login", component: LoginScreen, meta: { open: true } },
      { path: "/register", component: RegisterScreen, meta: { open: true } },
      { path: "/", component: SignedIn },
    ],
  });
  router.beforeEach(requireSignIn);
  return mountAt(path, [], router);
}

describe("signing in", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
    signOut();
  });

  it("sends a visitor to the sign-in screen", async () => {
    stubApi();
    const wrapper = await openAt("/");
    expect(heading(wrapper)).toBe("Sign in to Crumb & Co Bakery");
  });

  it("signs in, keeps the token and opens the app", async () => {
    const calls = stubApi({}, { "POST /api/auth/login": session });
    const wrapper = await openAt("/login");
    await control(wrapper, "Email").setValue("ada@example.com");
    await control(wrapper, "Password").setValue("a long password");
    await wrapper.get("form").trigger("submit");
    await vi.waitFor(() => expect(wrapper.text()).toContain("Signed in"));
    expect(calls[0]).toMatchObject({ method: "POST", path: "/api/auth/login", body: { email: "ada@example.com" } });
    expect(tokenStore.get()).toBe("token-1");
  });

  it("creates an account", async () => {
    const calls = stubApi({}, { "POST /api/auth/register": session });
    const wrapper = await openAt("/register");
    await control(wrapper, "Name").setValue("Ada");
    await control(wrapper, "Email").setValue("ada@example.com");
    await control(wrapper, "Password").setValue("a long password");
    await wrapper.get("form").trigger("submit");
    await vi.waitFor(() => expect(wrapper.text()).toContain("Signed in"));
    expect(calls[0]).toMatchObject({ path: "/api/auth/register", body: { name: "Ada" } });
  });
});
