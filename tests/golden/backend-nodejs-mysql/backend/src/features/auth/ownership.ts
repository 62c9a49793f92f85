import type { Change, ChangeEvents } from "../../events.js";
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
  /** The notes of who created one record of a route. */
  const notesOf = async (route: string, recordId: string) => (await owners.findBy("recordId", recordId)).filter((row) => row.recordType === route);
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
      for (const row of await notesOf(route, recordId)) await owners.remove(row.id);
    },
    async owners(route, recordId) {
      if (!OWNED_ROUTES.has(route)) return [];
      return (await notesOf(route, recordId)).map((row) => row.accountId);
    },
  };
}

/**
 * Whether a change reaches the live stream of an account: one to a type no role owns always does; one to an
 * owned type only when the account sees that record (its role does not own the type, or it created the record).
 * The role is read from the stored account at each change, as every call reads it, so a new role applies at once.
 */
async function seesChange(repositories: Repositories, account: string, change: Change): Promise<boolean> {
  if (!OWNED_ROUTES.has(change.topic)) return true;
  const user = await repositories.users.get(account);
  // A stream whose account is gone hears of no owned record.
  if (!user) return false;
  if (!roleNamed(user.role)?.owns.includes(change.topic)) return true;
  return change.owners?.includes(account) ?? false;
}

/**
 * The changes the live stream of an account is sent (see seesChange), each as topic, action and id: who owns a
 * record stays in the server. They are checked one after another, so they arrive in the order they happened.
 */
export function changesSeenBy(events: ChangeEvents, repositories: Repositories, account: string): Pick<ChangeEvents, "subscribe"> {
  return {
    subscribe(listener) {
      let open = true;
      let previous = Promise.resolve();
      const unsubscribe = events.subscribe((change) => {
        previous = previous
          .then(async () => {
            // A check that ends after the stream closed has nowhere to send.
            if ((await seesChange(repositories, account, change)) && open) listener({ topic: change.topic, action: change.action, id: change.id });
          })
          .catch((error: unknown) => {
            // A failed account lookup costs this stream one change, not the stream.
            console.error(error);
          });
        // The publisher may wait for it (a Worker ends a request's unfinished work once it has answered).
        return previous;
      });
      return () => {
        open = false;
        unsubscribe();
      };
    },
  };
}
