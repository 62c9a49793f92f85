import type { AppModel } from "../../../model";
import { code, lines, test } from "../../files";
import { frontendFeatureEmitter } from "../../shared/frontend/feature";
import type { VueFeature } from "../feature";
import { vueJson } from "../names";

const pageViews = (model: AppModel) => `
import { watch } from "vue";
import { useRoute } from "vue-router";
import { request${model.features.includes("auth") ? ", tokenStore" : ""} } from "../api/client";

/** Records a page view for every screen shown; analytics must never break the app, so failures are ignored. */
export function usePageViews(): void {
  const route = useRoute();
  watch(
    () => route.path,
    (path) => {
${model.features.includes("auth") ? "      // The events route needs a signed-in user: screens before sign-in are not counted.\n      if (!tokenStore.get()) return;\n" : ""}      request("POST", "/api/analytics/events", { name: "page_view", path }).catch(() => undefined);
    },
    { immediate: true },
  );
}
`;

function screen(model: AppModel): string {
  return lines(
    `<script setup lang="ts">`,
    `import { onMounted, shallowRef } from "vue";`,
    `import { request } from "../api/client";`,
    `import ErrorMessage from "../components/ErrorMessage.vue";`,
    "",
    "interface Summary {",
    "  records: Record<string, number>;",
    "  events: Record<string, number>;",
    "}",
    "",
    "/** /analytics: how much of each record there is and how the app is used. */",
    `const RECORD_LABELS: Record<string, string> = ${vueJson(Object.fromEntries(model.entities.map((entity) => [entity.route, entity.pluralLabel])))};`,
    "",
    "const summary = shallowRef<Summary | null>(null);",
    "const error = shallowRef<unknown>(null);",
    "",
    "onMounted(async () => {",
    "  try {",
    `    summary.value = await request<Summary>("GET", "/api/analytics/summary");`,
    "  } catch (failure) {",
    "    error.value = failure;",
    "  }",
    "});",
    "</script>",
    "",
    "<template>",
    `  <section class="screen">`,
    `    <header class="screen-header">`,
    "      <h1>Analytics</h1>",
    "    </header>",
    `    <ErrorMessage :error="error" />`,
    `    <template v-if="summary">`,
    "      <h2>Records</h2>",
    `      <div class="cards">`,
    `        <div v-for="(count, route) in summary.records" :key="route" class="card">`,
    `          <div class="stat">{{ count }}</div>`,
    "          <div>{{ RECORD_LABELS[route] ?? route }}</div>",
    "        </div>",
    "      </div>",
    "      <h2>Usage</h2>",
    `      <p v-if="Object.keys(summary.events).length === 0" class="muted">No usage recorded yet.</p>`,
    `      <div v-else class="table-scroll" role="region" aria-label="Usage" tabindex="0">`,
    `        <table class="table">`,
    "          <thead>",
    "            <tr>",
    `              <th scope="col">Event</th>`,
    `              <th scope="col">Count</th>`,
    "            </tr>",
    "          </thead>",
    "          <tbody>",
    `            <tr v-for="(count, name) in summary.events" :key="name">`,
    "              <td>{{ name }}</td>",
    "              <td>{{ count }}</td>",
    "            </tr>",
    "          </tbody>",
    "        </table>",
    "      </div>",
    "    </template>",
    "  </section>",
    "</template>",
  );
}

const analyticsTest = (model: AppModel) => `
import { defineComponent } from "vue";
import { afterEach, describe, expect, it, vi } from "vitest";
${model.features.includes("auth") ? 'import { tokenStore } from "../api/client";\n' : ""}import { mountScreen, unmountAll } from "../test/mount";
import { stubApi } from "../test/stub-api";
import AnalyticsScreen from "./AnalyticsScreen.vue";
import { usePageViews } from "./usePageViews";

const Probe = defineComponent({
  setup() {
    usePageViews();
    return () => null;
  },
});

describe("analytics", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();${model.features.includes("auth") ? "\n    tokenStore.clear();" : ""}
  });

  it("shows usage counts", async () => {
    stubApi({}, { "GET /api/analytics/summary": { records: {}, events: { page_view: 7 } } });
    const wrapper = await mountScreen(AnalyticsScreen, "/analytics");
    await vi.waitFor(() => expect(wrapper.text()).toContain("page_view"));
    expect(wrapper.findAll("td").map((cell) => cell.text())).toEqual(["page_view", "7"]);
  });

  it("records a page view for the screen shown", async () => {
    const calls = stubApi();${model.features.includes("auth") ? '\n    tokenStore.set("test-token");' : ""}
    await mountScreen(Probe, "/somewhere");
    await vi.waitFor(() => expect(calls[0]).toMatchObject({ method: "POST", body: { name: "page_view", path: "/somewhere" } }));
  });
});
`;

export const analyticsVue: VueFeature = {
  feature: "analytics",
  emitter: frontendFeatureEmitter("analytics", {
    name: "Analytics screen & page views",
    description: "An analytics screen with record counts and usage, and a page-view event for every screen shown.",
    emit: (model) => [
      code("frontend/src/analytics/usePageViews.ts", "frontend", pageViews(model)),
      code("frontend/src/analytics/AnalyticsScreen.vue", "frontend", screen(model)),
      test("frontend/src/analytics/analytics.test.ts", analyticsTest(model)),
    ],
  }),
  router: {
    imports: [`import AnalyticsScreen from "./analytics/AnalyticsScreen.vue";`],
    routes: [`{ path: "/analytics", component: AnalyticsScreen }`],
  },
  app: { imports: [`import { usePageViews } from "./analytics/usePageViews";`], setup: ["usePageViews();"] },
};
