import type { AppModel, Entity, Role } from "../../../model";
import { roleOf } from "../../../model";

/** A role as the generated backends hold it: the routes of the record types it may change. */
export interface RoleRow {
  name: string;
  label: string;
  manages: boolean;
  signUp: boolean;
  routes: string[];
}

export const roleRows = (model: AppModel): RoleRow[] =>
  model.roles.map((role: Role) => ({
    name: role.name,
    label: role.label,
    manages: role.manages,
    signUp: role.signUp,
    routes: model.entities.filter((entity) => role.writes.includes(entity.name)).map((entity) => entity.route),
  }));

/** Every record route and how a refusal names its records ("orders"). */
export const guardedRoutes = (model: AppModel): [route: string, records: string][] =>
  model.entities.map((entity) => [entity.route, entity.pluralLabel.toLowerCase()]);

/** The roles the generated tests use: the first account's, new accounts', and a record type the latter may not change. */
export function roleTestCase(model: AppModel): { managing: RoleRow; signUp: RoleRow; refused: Entity | undefined } {
  const rows = roleRows(model);
  const find = (name: string) => rows.find((row) => row.name === name) as RoleRow;
  const signUp = find(roleOf(model.roles, "signUp").name);
  return {
    managing: find(roleOf(model.roles, "manages").name),
    signUp,
    refused: model.entities.find((entity) => !signUp.routes.includes(entity.route)),
  };
}
