import { entityList } from "../records";
import { entityModule } from "../shared/frontend/entity-module";
import { detailScreen, listScreen } from "../shared/react/screens";
import { screenTestFile } from "../shared/react/screen-tests";
import type { EmitterDefinition } from "../types";

export const reactScreens: EmitterDefinition = {
  id: "screens",
  agent: "frontend",
  name: (model) => `Screens for ${entityList(model)}`,
  description: (model) =>
    `A list and a detail screen per entity (${entityList(model)}): tables, create and edit forms built from ` +
    "each entity's fields, references picked by name, and component tests against a stubbed API.",
  dependsOn: ["app-shell", "rest-api", "ui-real-time"],
  applies: () => true,
  covers: { entities: true, kinds: ["flow"], messagesFor: ["frontend"] },
  emit: (model) =>
    model.entities.flatMap((entity) => [
      entityModule(model, entity),
      listScreen(model, entity),
      detailScreen(entity),
      screenTestFile(model, entity),
    ]),
};
