import { DESIGN_OPTIONS, optionLabel } from "../../../contract/project-options";
import type { AppModel } from "../../model";
import { code, lines, literal, test } from "../files";
import { navigationGroups } from "../shared/frontend/navigation";
import { LAYOUT_WORDS, responsiveWords, styleFiles } from "../shared/frontend/styles";
import { installableWords, isInstallable } from "../shared/frontend/installable";
import type { EmitterDefinition, GeneratedFile } from "../types";
import { vueComponentFiles } from "./components";
import type { VueFeature } from "./feature";
import { VUE_FEATURES } from "./features";
import { commentText, vueJson, vueLiteral, vueNames } from "./names";
import { vueLayoutTest } from "./layout-test";
import { vuePackageFiles } from "./packaging";

export const chosenVueFeatures = (model: AppModel): VueFeature[] =>
  VUE_FEATURES.filter((entry) => model.features.includes(entry.feature));

function layoutFile(model: AppModel): string {
  const auth = model.features.includes("auth");
  const { main, more } = navigationGroups(model);
  const grouped = more.length > 0;
  const link = (list: string) =>
    `<RouterLink v-for="item in ${list}" :key="item.to" :to="item.to" :class="{ active: isCurrent(item.to) }" @click="closeMenus">{{ item.label }}</RouterLink>`;
  return lines(
    `<script setup lang="ts">`,
    `import { ${grouped ? "computed, " : ""}onBeforeUnmount, onMounted, ref, watch } from "vue";`,
    `import { RouterLink, RouterView, useRoute${auth ? ", useRouter" : ""} } from "vue-router";`,
    auth && `import { session, signOut } from "../auth/session";`,
    "",
    "/**",
    ` * The frame around every signed-in screen: the app's name, its navigation${auth ? ", the account" : ""}. On a narrow screen`,
    " * the navigation folds behind the Menu button. A link, the browser's back button, a click outside the header or",
    " * Escape closes an open menu.",
    " */",
    `const APP_NAME = ${vueLiteral(model.name)};`,
    `const NAVIGATION = ${vueJson(main, 2)};`,
    grouped &&
      lines(
        `/** The rest of the navigation: behind "More" on a wide screen, after the others in the narrow screen's menu. */`,
        `const MORE_NAVIGATION = ${vueJson(more, 2)};`,
      ),
    "const route = useRoute();",
    "/** A section stays marked while one of its records is open. */",
    "const isCurrent = (to: string) => route.path === to || route.path.startsWith(`${to}/`);",
    grouped && "const moreCurrent = computed(() => MORE_NAVIGATION.some((item) => isCurrent(item.to)));",
    "",
    "const menuOpen = ref(false);",
    grouped && "const moreOpen = ref(false);",
    "const header = ref<HTMLElement | null>(null);",
    "const menuButton = ref<HTMLButtonElement | null>(null);",
    grouped && "const moreButton = ref<HTMLButtonElement | null>(null);",
    "",
    "function closeMenus() {",
    "  menuOpen.value = false;",
    grouped && "  moreOpen.value = false;",
    "}",
    "",
    "watch(() => route.path, closeMenus);",
    "",
    "function closeOutside(event: PointerEvent) {",
    "  if (!header.value?.contains(event.target as Node)) closeMenus();",
    "}",
    `onMounted(() => document.addEventListener("pointerdown", closeOutside));`,
    `onBeforeUnmount(() => document.removeEventListener("pointerdown", closeOutside));`,
    "",
    "/** Escape closes the open menu and gives the focus back to its button. */",
    "function closeOnEscape() {",
    grouped
      ? lines(
          "  if (moreOpen.value) {",
          "    moreOpen.value = false;",
          "    moreButton.value?.focus();",
          "  } else if (menuOpen.value) {",
          "    menuOpen.value = false;",
          "    menuButton.value?.focus();",
          "  }",
        )
      : lines("  if (!menuOpen.value) return;", "  menuOpen.value = false;", "  menuButton.value?.focus();"),
    "}",
    auth &&
      lines(
        "",
        "const router = useRouter();",
        "",
        "async function leave() {",
        "  signOut();",
        `  await router.push("/login");`,
        "}",
      ),
    "</script>",
    "",
    "<template>",
    `  <header ref="header" class="app-header" @keydown.esc="closeOnEscape">`,
    `    <RouterLink to="/" class="brand">{{ APP_NAME }}</RouterLink>`,
    `    <button`,
    `      ref="menuButton"`,
    `      type="button"`,
    `      class="button secondary nav-toggle"`,
    `      :aria-expanded="menuOpen"`,
    `      aria-controls="app-nav"`,
    `      @click="menuOpen = !menuOpen"`,
    "    >",
    "      Menu",
    "    </button>",
    `    <nav id="app-nav" aria-label="Main" :class="menuOpen ? 'app-nav open' : 'app-nav'">`,
    `      ${link("NAVIGATION")}`,
    grouped &&
      lines(
        `      <div :class="['nav-more', { open: moreOpen, current: moreCurrent }]">`,
        "        <button",
        `          ref="moreButton"`,
        `          type="button"`,
        `          class="nav-more-button"`,
        `          :aria-expanded="moreOpen"`,
        `          aria-controls="app-nav-more"`,
        `          @click="moreOpen = !moreOpen"`,
        "        >",
        "          More",
        "        </button>",
        `        <div id="app-nav-more" class="nav-more-list">`,
        `          ${link("MORE_NAVIGATION")}`,
        "        </div>",
        "      </div>",
      ),
    "    </nav>",
    auth &&
      lines(
        `    <div class="account">`,
        "      <span v-if=\"session.user\" class=\"account-name\" :title=\"`${session.user.name} · ${session.user.role.split('_').join(' ')}`\">",
        "        {{ session.user.name }} · {{ session.user.role.split('_').join(' ') }}",
        "      </span>",
        `      <button type="button" class="button secondary" @click="leave">Sign out</button>`,
        "    </div>",
      ),
    "  </header>",
    `  <main class="app-main">`,
    "    <RouterView />",
    "  </main>",
    "</template>",
  );
}

function routerFile(model: AppModel): string {
  const features = chosenVueFeatures(model);
  const wiring = features.flatMap((entry) => (entry.router ? [entry.router] : []));
  const auth = model.features.includes("auth");
  const start = model.screens.find((screen) => screen.kind === "dashboard" || screen.kind === "list")?.path ?? "/";
  return lines(
    `import { createRouter, createWebHistory, type RouteRecordRaw, type RouterHistory } from "vue-router";`,
    `import AppLayout from "./components/AppLayout.vue";`,
    `import NotFound from "./components/NotFound.vue";`,
    ...model.entities.flatMap((entity) => {
      const names = vueNames(entity);
      return [`import ${names.detail} from "./${names.detailFile}";`, `import ${names.list} from "./${names.listFile}";`];
    }),
    ...wiring.flatMap((entry) => entry.imports),
    auth && `import { requireSignIn } from "./auth/guard";`,
    "",
    `/** Every screen of ${commentText(model.name)}, by path${auth ? "; the ones inside the layout need a signed-in user" : ""}. */`,
    "export const routes: RouteRecordRaw[] = [",
    ...wiring.flatMap((entry) => entry.open ?? []).map((line) => `  ${line},`),
    "  {",
    `    path: "/",`,
    "    component: AppLayout,",
    "    children: [",
    `      { path: "", redirect: ${literal(start)} },`,
    ...model.entities.flatMap((entity) => {
      const names = vueNames(entity);
      return [
        `      { path: "/${entity.route}", component: ${names.list} },`,
        `      { path: "/${entity.route}/:id", component: ${names.detail} },`,
      ];
    }),
    ...wiring.flatMap((entry) => entry.routes ?? []).map((line) => `      ${line},`),
    `      { path: "/:pathMatch(.*)*", component: NotFound },`,
    "    ],",
    "  },",
    "];",
    "",
    "/** The app's router: browser history in the app, a memory history in tests. */",
    "export function createAppRouter(history: RouterHistory = createWebHistory()) {",
    `  const router = createRouter({ history, routes, linkActiveClass: "active" });`,
    auth && "  router.beforeEach(requireSignIn);",
    "  return router;",
    "}",
  );
}

function appFile(model: AppModel): string {
  const app = chosenVueFeatures(model).flatMap((entry) => (entry.app ? [entry.app] : []));
  return lines(
    `<script setup lang="ts">`,
    `import { RouterView } from "vue-router";`,
    ...app.flatMap((entry) => entry.imports),
    app.length > 0 && "",
    ...app.flatMap((entry) => entry.setup),
    "</script>",
    "",
    "<template>",
    "  <RouterView />",
    "</template>",
  );
}

function mainFile(model: AppModel): string {
  return lines(
    `import { createApp } from "vue";`,
    `import App from "./App.vue";`,
    `import { createAppRouter } from "./router";`,
    `import "./theme/tokens.css";`,
    `import "./styles.css";`,
    model.features.includes("mobile-responsive") && `import "./responsive.css";`,
    isInstallable(model) && `import { registerServiceWorker } from "./service-worker";`,
    "",
    "const router = createAppRouter();",
    "const app = createApp(App).use(router);",
    "// The first screen is resolved (and, with sign-in, checked) before anything shows.",
    `void router.isReady().then(() => app.mount("#app"));`,
    isInstallable(model) && "registerServiceWorker();",
  );
}

export function vueShellFiles(model: AppModel): GeneratedFile[] {
  return [
    ...vuePackageFiles(model),
    ...styleFiles(model),
    ...vueComponentFiles(model),
    code("frontend/src/components/AppLayout.vue", "frontend", layoutFile(model)),
    test("frontend/src/components/AppLayout.test.ts", vueLayoutTest(model)),
    code("frontend/src/router.ts", "frontend", routerFile(model)),
    code("frontend/src/App.vue", "frontend", appFile(model)),
    code("frontend/src/main.ts", "frontend", mainFile(model)),
  ];
}

export const vueAppShell: EmitterDefinition = {
  id: "app-shell",
  agent: "frontend",
  name: (model) => `App shell & design system (${optionLabel(DESIGN_OPTIONS, model.design)})`,
  description: (model) =>
    `A Vite + Vue 3 + TypeScript app with the ${model.design} design tokens, ${LAYOUT_WORDS}, ` +
    `vue-router routes for every screen, and the shared table, form and API client the screens are built from.${responsiveWords(model)}${installableWords(model)}`,
  dependsOn: ["architecture"],
  applies: () => true,
  covers: { features: ["mobile-responsive"], messagesFor: [] },
  emit: vueShellFiles,
};
