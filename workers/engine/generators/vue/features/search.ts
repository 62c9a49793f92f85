import { code, test } from "../../files";
import { frontendFeatureEmitter } from "../../shared/frontend/feature";
import type { VueFeature } from "../feature";
import { templateText } from "../../template-texts";

export const searchVue: VueFeature = {
  feature: "search",
  emitter: frontendFeatureEmitter("search", {
    name: "Search screen",
    description: "A search screen over every record type, each result linking to its record.",
    emit: () => [
      code("frontend/src/search/SearchScreen.vue", "frontend", templateText("vue/templates/frontend/src/search/SearchScreen.vue")),
      test("frontend/src/search/search.test.ts", templateText("vue/templates/frontend/src/search/search.test.ts")),
    ],
  }),
  router: {
    imports: [`import SearchScreen from "./search/SearchScreen.vue";`],
    routes: [`{ path: "/search", component: SearchScreen }`],
  },
};
