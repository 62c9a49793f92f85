import { code, test } from "../../files";
import { frontendFeatureEmitter } from "../../shared/frontend/feature";
import type { VueFeature } from "../feature";

const screen = `
<script setup lang="ts">
import { ref, shallowRef } from "vue";
import { RouterLink } from "vue-router";
import { request } from "../api/client";
import ErrorMessage from "../components/ErrorMessage.vue";

interface SearchHit {
  type: string;
  route: string;
  id: string;
  title: string;
}

/** /search: one box that finds records of every type. */
const query = ref("");
const searched = ref("");
const hits = shallowRef<SearchHit[] | null>(null);
const error = shallowRef<unknown>(null);

async function search() {
  const wanted = query.value.trim();
  if (!wanted) return;
  try {
    hits.value = await request<SearchHit[]>("GET", \`/api/search?q=\${encodeURIComponent(wanted)}\`);
    searched.value = query.value;
    error.value = null;
  } catch (failure) {
    error.value = failure;
  }
}

const link = (hit: SearchHit) => \`/\${hit.route}/\${encodeURIComponent(hit.id)}\`;
</script>

<template>
  <section class="screen">
    <header class="screen-header">
      <h1>Search</h1>
    </header>
    <form class="form" role="search" @submit.prevent="search">
      <div class="field">
        <label for="query">Search for</label>
        <input id="query" v-model="query" type="search" />
      </div>
      <button type="submit" class="button">Search</button>
    </form>
    <ErrorMessage :error="error" />
    <p v-if="hits && hits.length === 0" class="muted">Nothing matches “{{ searched }}”.</p>
    <ul v-if="hits && hits.length > 0">
      <li v-for="hit in hits" :key="\`\${hit.route}/\${hit.id}\`">
        <RouterLink :to="link(hit)">{{ hit.title }}</RouterLink> <span class="muted">{{ hit.type }}</span>
      </li>
    </ul>
  </section>
</template>
`;

const screenTest = `
import { afterEach, describe, expect, it, vi } from "vitest";
import { control, mountScreen, unmountAll } from "../test/mount";
import { stubApi } from "../test/stub-api";
import SearchScreen from "./SearchScreen.vue";

describe("search", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
  });

  it("shows what matches, each linking to its record", async () => {
    const calls = stubApi({}, { "GET /api/search": [{ type: "Record", route: "records", id: "r1", title: "Sourdough" }] });
    const wrapper = await mountScreen(SearchScreen, "/search");
    await control(wrapper, "Search for").setValue("sour");
    await wrapper.get("form").trigger("submit");
    await vi.waitFor(() => expect(wrapper.findAll("li a").map((link) => link.text())).toEqual(["Sourdough"]));
    expect(wrapper.get("li a").attributes("href")).toBe("/records/r1");
    expect(calls[0]?.path).toBe("/api/search");
  });
});
`;

export const searchVue: VueFeature = {
  feature: "search",
  emitter: frontendFeatureEmitter("search", {
    name: "Search screen",
    description: "A search screen over every record type, each result linking to its record.",
    emit: () => [
      code("frontend/src/search/SearchScreen.vue", "frontend", screen),
      test("frontend/src/search/search.test.ts", screenTest),
    ],
  }),
  router: {
    imports: [`import SearchScreen from "./search/SearchScreen.vue";`],
    routes: [`{ path: "/search", component: SearchScreen }`],
  },
};
