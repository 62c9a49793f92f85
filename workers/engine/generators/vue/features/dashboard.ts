import type { AppModel } from "../../../model";
import { code, lines, literal, test } from "../../files";
import { frontendFeatureEmitter } from "../../shared/frontend/feature";
import type { VueFeature } from "../feature";
import { vueLiteral, vueNames } from "../names";

function dashboard(model: AppModel): string {
  return lines(
    `<script setup lang="ts">`,
    `import { onMounted, shallowRef } from "vue";`,
    `import { RouterLink } from "vue-router";`,
    `import ErrorMessage from "../components/ErrorMessage.vue";`,
    ...model.entities.map((entity) => `import { ${vueNames(entity).api} } from "../${vueNames(entity).module}";`),
    "",
    "/** /dashboard: how many of each record there are, each a way into its list. */",
    "const SECTIONS = [",
    ...model.entities.map(
      (entity) =>
        `  { to: "/${entity.route}", label: ${vueLiteral(entity.pluralLabel)}, count: () => ${vueNames(entity).api}.list().then((records) => records.length) },`,
    ),
    "];",
    "",
    "const counts = shallowRef<Record<string, number>>({});",
    "const error = shallowRef<unknown>(null);",
    "",
    "onMounted(async () => {",
    "  try {",
    "    const entries = await Promise.all(SECTIONS.map(async (section) => [section.to, await section.count()] as const));",
    "    counts.value = Object.fromEntries(entries);",
    "  } catch (failure) {",
    "    error.value = failure;",
    "  }",
    "});",
    "</script>",
    "",
    "<template>",
    `  <section class="screen">`,
    `    <header class="screen-header">`,
    "      <h1>Dashboard</h1>",
    "    </header>",
    `    <ErrorMessage :error="error" />`,
    `    <div class="cards">`,
    `      <RouterLink v-for="section in SECTIONS" :key="section.to" :to="section.to" class="card">`,
    `        <div class="stat">{{ counts[section.to] ?? "…" }}</div>`,
    "        <div>{{ section.label }}</div>",
    "      </RouterLink>",
    "    </div>",
    "  </section>",
    "</template>",
  );
}

const dashboardTest = (model: AppModel) => `
import { afterEach, describe, expect, it, vi } from "vitest";
import { mountScreen, unmountAll } from "../test/mount";
import { stubApi } from "../test/stub-api";
import Dashboard from "./Dashboard.vue";

describe("the dashboard", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
  });

  it("counts the records of each type", async () => {
    stubApi(${JSON.stringify(Object.fromEntries(model.entities.map((entity, index) => [entity.route, Array.from({ length: index + 1 }, (_, n) => ({ id: `${entity.route}-${n + 1}` }))])))});
    const wrapper = await mountScreen(Dashboard, "/dashboard");
    const count = (label: string) =>
      wrapper
        .findAll("a.card")
        .find((card) => card.findAll("div")[1]?.text() === label)
        ?.get(".stat")
        .text();
${model.entities
  .map((entity, index) => `    await vi.waitFor(() => expect(count(${literal(entity.pluralLabel)})).toBe(${literal(String(index + 1))}));`)
  .join("\n")}
  });
});
`;

export const dashboardVue: VueFeature = {
  feature: "dashboard",
  emitter: frontendFeatureEmitter("dashboard", {
    name: "Dashboard",
    description: "An overview screen with the number of records of each type, each leading to its list.",
    dependsOn: ["screens"],
    emit: (model) => [
      code("frontend/src/screens/Dashboard.vue", "frontend", dashboard(model)),
      test("frontend/src/screens/dashboard.test.ts", dashboardTest(model)),
    ],
  }),
  router: {
    imports: [`import Dashboard from "./screens/Dashboard.vue";`],
    routes: [`{ path: "/dashboard", component: Dashboard }`],
  },
};
