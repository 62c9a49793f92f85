import type { AppModel } from "../../../model";
import { code, literal, test } from "../../files";
import { frontendFeatureEmitter } from "../../shared/frontend/feature";
import type { VueFeature } from "../feature";
import { vueLiteral } from "../names";
import { templateText } from "../../template-texts";

interface Input {
  id: string;
  label: string;
  type: string;
  autocomplete: string;
}

const input = (field: Input) => `
      <div class="field">
        <label for="${field.id}" class="required">${field.label}</label>
        <input id="${field.id}" v-model="${field.id}" type="${field.type}" autocomplete="${field.autocomplete}" required />
      </div>`;

function screen(model: AppModel, kind: "login" | "register"): string {
  const login = kind === "login";
  const title = login ? `Sign in to ${model.name}` : `Create your ${model.name} account`;
  const fields: Input[] = [
    ...(login ? [] : [{ id: "name", label: "Name", type: "text", autocomplete: "name" }]),
    { id: "email", label: "Email", type: "email", autocomplete: "email" },
    { id: "password", label: "Password", type: "password", autocomplete: login ? "current-password" : "new-password" },
  ];
  return `
<script setup lang="ts">
import { ref, shallowRef } from "vue";
import { RouterLink, useRoute, useRouter } from "vue-router";
import ErrorMessage from "../components/ErrorMessage.vue";
import { ${login ? "signIn" : "register"} } from "./session";

const TITLE = ${vueLiteral(title)};

const route = useRoute();
const router = useRouter();
${login ? "" : `const name = ref("");\n`}const email = ref("");
const password = ref("");
const error = shallowRef<unknown>(null);
const busy = ref(false);

async function submit() {
  busy.value = true;
  error.value = null;
  try {
    await ${login ? "signIn(email.value, password.value)" : "register(name.value, email.value, password.value)"};
    const from = route.query.from;
    await router.replace(typeof from === "string" && from.startsWith("/") ? from : "/");
  } catch (failure) {
    error.value = failure;
    busy.value = false;
  }
}
</script>

<template>
  <main class="app-main">
    <section class="screen">
      <h1>{{ TITLE }}</h1>
      <ErrorMessage :error="error" />
      <form class="form card" @submit.prevent="submit">${fields.map(input).join("")}
        <button type="submit" class="button" :disabled="busy">${login ? "Sign in" : "Create account"}</button>
      </form>
      <p>
        ${login ? `New here? <RouterLink to="/register">Create an account</RouterLink>` : `Already have an account? <RouterLink to="/login">Sign in</RouterLink>`}
      </p>
    </section>
  </main>
</template>
`;
}

const authTest = (model: AppModel) => `
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
    expect(heading(wrapper)).toBe(${literal(`Sign in to ${model.name}`)});
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
`;

export const authVue: VueFeature = {
  feature: "auth",
  emitter: frontendFeatureEmitter("auth", {
    name: "Sign-in & registration screens",
    description: "Sign-in and registration screens, the session kept across reloads, and every app screen behind sign-in (a router guard).",
    systemIds: ["SYS-auth"],
    emit: (model) => [
      code("frontend/src/auth/session.ts", "frontend", templateText("vue/templates/frontend/src/auth/session.ts")),
      code("frontend/src/auth/guard.ts", "frontend", templateText("vue/templates/frontend/src/auth/guard.ts")),
      code("frontend/src/auth/LoginScreen.vue", "frontend", screen(model, "login")),
      code("frontend/src/auth/RegisterScreen.vue", "frontend", screen(model, "register")),
      test("frontend/src/auth/auth.test.ts", authTest(model)),
    ],
  }),
  router: {
    imports: [`import LoginScreen from "./auth/LoginScreen.vue";`, `import RegisterScreen from "./auth/RegisterScreen.vue";`],
    open: [`{ path: "/login", component: LoginScreen, meta: { open: true } }`, `{ path: "/register", component: RegisterScreen, meta: { open: true } }`],
  },
};
