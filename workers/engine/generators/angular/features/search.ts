import { code, test } from "../../files";
import { frontendFeatureEmitter, type AngularFeature } from "../feature";
import screen from "../templates/frontend/src/app/search/search-screen.ts?raw";
import screenTest from "../templates/frontend/src/app/search/search.spec.ts?raw";

export const searchAngular: AngularFeature = {
  feature: "search",
  emitter: frontendFeatureEmitter("search", {
    name: "Search screen",
    description: "A search screen over every record type, each result linking to its record.",
    emit: () => [
      code("frontend/src/app/search/search-screen.ts", "frontend", screen),
      test("frontend/src/app/search/search.spec.ts", screenTest),
    ],
  }),
  routes: {
    imports: [`import { SearchScreen } from "./search/search-screen";`],
    inside: [`{ path: "search", component: SearchScreen }`],
  },
};
