import type { RecordAccess } from "../../http/crud.js";
import type { Repositories } from "../../repositories/index.js";
import { ROLES, roleNamed } from "./roles.js";

/** The record types some role owns: who creates a record of these is noted in record_owners. */
const OWNED_ROUTES: ReadonlySet<string> = new Set(ROLES.flatMap((role) => role.owns));

/**
 * Record access for roles that own record types: an account whose role owns a type sees only the records of it
 * that its account created; every other account sees them all. The role is read from the account on every call,
 * so a new role applies at once.
 */
export function ownedRecords(repositories: Repositories): RecordAccess {
  const owners = repositories.recordOwners;
  return {
    async visible(account, route) {
      const user = await repositories.users.get(account);
      // A token whose account is gone sees nothing of an owned type.
      if (user && !roleNamed(user.role)?.owns.includes(route)) return undefined;
      if (!user && !OWNED_ROUTES.has(route)) return undefined;
      const rows = await owners.findBy("accountId", account);
      return new Set(rows.filter((row) => row.recordType === route).map((row) => row.recordId));
    },
    async created(account, route, recordId) {
      if (OWNED_ROUTES.has(route)) await owners.create({ recordType: route, recordId, accountId: account });
    },
    async removed(route, recordId) {
      if (!OWNED_ROUTES.has(route)) return;
      for (const row of await owners.findBy("recordId", recordId)) {
        if (row.recordType === route) await owners.remove(row.id);
      }
    },
  };
}
