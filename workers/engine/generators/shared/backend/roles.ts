import type { AppModel, Entity, Role } from "../../../model";
import { roleOf } from "../../../model";

/**
 * A role as the generated backends hold it: the routes of the record types it may change, and of those it owns
 * (it sees and changes only the records its account created there; another account's are "not found").
 */
export interface RoleRow {
  name: string;
  label: string;
  manages: boolean;
  signUp: boolean;
  routes: string[];
  owns: string[];
}

export const roleRows = (model: AppModel): RoleRow[] =>
  model.roles.map((role: Role) => ({
    name: role.name,
    label: role.label,
    manages: role.manages,
    signUp: role.signUp,
    routes: model.entities.filter((entity) => role.writes.includes(entity.name)).map((entity) => entity.route),
    owns: model.entities.filter((entity) => role.owns.includes(entity.name)).map((entity) => entity.route),
  }));

/**
 * True when some role owns record types: the app then stores who created each record of those types (the
 * RecordOwner record, see records.ts) and limits the owning role to its own. Only with sign-in.
 */
export const ownsRecords = (model: AppModel): boolean =>
  model.features.includes("auth") && model.roles.some((role) => role.owns.length > 0);

/** The routes of the record types some role owns: a record created there is noted as its creator's. */
export const ownedRoutes = (model: AppModel): string[] =>
  model.entities.filter((entity) => model.roles.some((role) => role.owns.includes(entity.name))).map((entity) => entity.route);

/** Every record route and how a refusal names its records ("orders"). */
export const guardedRoutes = (model: AppModel): [route: string, records: string][] =>
  model.entities.map((entity) => [entity.route, entity.pluralLabel.toLowerCase()]);

/**
 * The roles the generated tests use: the first account's, new accounts', a record type the latter may not
 * change, and one it owns that it can create on its own (no required reference), for the ownership test.
 */
export function roleTestCase(model: AppModel): { managing: RoleRow; signUp: RoleRow; refused: Entity | undefined; owned: Entity | undefined } {
  const rows = roleRows(model);
  const find = (name: string) => rows.find((row) => row.name === name) as RoleRow;
  const signUp = find(roleOf(model.roles, "signUp").name);
  return {
    managing: find(roleOf(model.roles, "manages").name),
    signUp,
    refused: model.entities.find((entity) => !signUp.routes.includes(entity.route)),
    owned: model.entities.find(
      (entity) => signUp.owns.includes(entity.route) && !entity.fields.some((field) => field.kind === "reference" && field.required),
    ),
  };
}
