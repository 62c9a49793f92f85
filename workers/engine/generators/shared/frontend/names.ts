import type { Entity } from "../../../model";
import { kebabCase } from "../../../model/naming";

/** The frontend names of one entity: its module, its screens and their components. */
export const uiNames = (entity: Entity) => ({
  module: `entities/${kebabCase(entity.name)}`,
  type: entity.name,
  inputType: `${entity.name}Input`,
  meta: `${entity.camel}Meta`,
  api: `${entity.camelPlural}Api`,
  list: `${entity.plural}List`,
  detail: `${entity.name}Detail`,
  folder: `screens/${entity.route}`,
});
