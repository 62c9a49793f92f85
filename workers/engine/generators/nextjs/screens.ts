import type { Entity } from "../../model";
import { entityList } from "../records";
import { uiNames } from "../shared/frontend/names";
import { entityModule } from "../shared/frontend/entity-module";
import { detailScreen, listScreen } from "../shared/react/screens";
import { screenTestFile, type ScreenTestHarness } from "../shared/react/screen-tests";
import type { EmitterDefinition } from "../types";
import { entityPages, pageFile } from "./pages";
import { NEXT_ROUTER } from "./routing";

/** The screen tests open the list at /<route> and a record at /<route>/[id], on the in-memory next/navigation. */
const NEXT_HARNESS: ScreenTestHarness = {
  imports: [
    `import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";`,
    `import { renderAt as open } from "../../test/next-navigation";`,
  ],
  renderAt: (entity: Entity) => {
    const names = uiNames(entity);
    return [
      "function renderAt(path: string) {",
      "  return open(path, {",
      `    "/${entity.route}": () => <${names.list} />,`,
      `    "/${entity.route}/[id]": () => <${names.detail} />,`,
      "  });",
      "}",
    ];
  },
};

export const nextScreens: EmitterDefinition = {
  id: "screens",
  agent: "frontend",
  name: (model) => `Screens for ${entityList(model)}`,
  description: (model) =>
    `A list and a detail page per entity (${entityList(model)}): tables, create and edit forms built from ` +
    "each entity's fields, references picked by name, and component tests against a stubbed API.",
  dependsOn: ["app-shell", "rest-api", "ui-real-time"],
  applies: () => true,
  covers: { entities: true, kinds: ["flow"], messagesFor: ["frontend"] },
  emit: (model) =>
    model.entities.flatMap((entity) => [
      entityModule(model, entity),
      listScreen(model, entity, NEXT_ROUTER),
      detailScreen(entity, NEXT_ROUTER),
      screenTestFile(model, entity, NEXT_HARNESS),
      ...entityPages(entity).map(pageFile),
    ]),
};
