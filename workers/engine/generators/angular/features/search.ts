import { code, test } from "../../files";
import { frontendFeatureEmitter, type AngularFeature } from "../feature";
import { templateText } from "../../template-texts";

export const searchAngular: AngularFeature = {
  feature: "search",
  emitter: frontendFeatureEmitter("search", {
    name: "Search screen",
    description: "A search screen over every record type, each result linking to its record.",
    emit: () => [
      code("frontend/src/app/search/search-screen.ts", "frontend", templateText("angular/templates/frontend/src/app/search/search-screen.ts")),
      test("frontend/src/app/search/search.spec.ts", templateText("angular/templates/frontend/src/app/search/search.spec.ts")),
    ],
  }),
  routes: {
    imports: [`import { SearchScreen } from "./search/search-screen";`],
    inside: [`{ path: "search", component: SearchScreen }`],
  },
};
