import { code, test } from "../../files";
import { frontendFeatureEmitter } from "../../shared/frontend/feature";
import type { VueFeature } from "../feature";
import screen from "../templates/frontend/src/search/SearchScreen.vue?raw";
import screenTest from "../templates/frontend/src/search/search.test.ts?raw";

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
