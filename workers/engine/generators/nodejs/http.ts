import type { AppModel } from "../../model";
import { code, lines } from "../files";
import { fillBlocks } from "../fill-blocks";
import { ownsRecords } from "../shared/backend/roles";
import type { GeneratedFile } from "../types";
import { nodeCrudHookSlots } from "./rule-hook";
import { templateText } from "../template-texts";

/**
 * crud.ts's slots for apps where a role owns record types: each change carries the record's owners (looked up
 * before a deletion removes them), so a live stream of an owning role hears only of its own records. Empty
 * otherwise, and crud.ts is as before.
 */
export function crudOwnerSlots(model: AppModel): Record<string, string> {
  const owning = ownsRecords(model);
  return {
    accessOwners: owning
      ? lines("/** The accounts that own the record (its creator, where a role owns the type): none otherwise. */", "owners(route: string, id: string): Promise<string[]>;")
      : "",
    ownersOf: owning
      ? lines(
          "/** Who owns a record, carried with its change inside the server (never sent) for the live streams. */",
          "const ownersOf = async (id: string): Promise<string[]> => (access ? access.owners(topic, id) : []);",
        )
      : "",
    createdOwners: owning ? ", owners: await ownersOf(created.id)" : "",
    updatedOwners: owning ? ", owners: await ownersOf(id)" : "",
    ownersBeforeDelete: owning
      ? lines("// Looked up before the record goes, as its owners go with it: its owner still hears of the deletion.", "const owners = await ownersOf(id);")
      : "",
    deletedOwners: owning ? ", owners" : "",
  };
}

/** events.ts's slot: a change's owners, for apps where a role owns record types. */
export const changeOwners = (model: AppModel) =>
  ownsRecords(model)
    ? lines(
        "/**",
        " * The accounts that own the record, where a role owns its type: the live stream sends the change to those",
        " * of that role only. Kept inside the server: the stream sends topic, action and id.",
        " */",
        "owners?: readonly string[];",
      )
    : "";

/**
 * The HTTP layer every route uses: errors and their one JSON shape, the CRUD router (which calls the rule
 * hook when the app has rules written as code), CORS, change events.
 */
export const httpFiles = (model: AppModel): GeneratedFile[] => [
  code("backend/src/http/errors.ts", "backend", templateText("nodejs/templates/backend/src/http/errors.ts")),
  code("backend/src/http/crud.ts", "backend", fillBlocks(templateText("nodejs/templates/backend/src/http/crud.ts"), { ...nodeCrudHookSlots(model), ...crudOwnerSlots(model) })),
  code("backend/src/http/cors.ts", "backend", templateText("nodejs/templates/backend/src/http/cors.ts")),
  code("backend/src/events.ts", "backend", fillBlocks(templateText("nodejs/templates/backend/src/events.ts"), { owners: changeOwners(model) })),
];
