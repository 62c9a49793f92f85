import { HttpError } from "../http/errors.js";

/** A record's fields by name, as a rule reads them. */
export type RecordValues = Readonly<Record<string, unknown>>;

/** A copy of a record's fields, for a rule to read. */
export const valuesOf = (record: object): RecordValues => Object.fromEntries(Object.entries(record));

/** One record created or changed, as the typed rules let it through. */
export interface RecordChange {
  /** The record type, as its route names it: "products" for /api/products. */
  topic: string;
  /** The values sent. */
  input: RecordValues;
  /** The stored record a change replaces; null for a new one. */
  current: RecordValues | null;
}

/** Refuses the change with a 400 on one field, the answer the typed rules give. */
export function refuse(field: string, message: string): never {
  throw new HttpError(400, "Invalid input", [{ path: field, message }]);
}

/**
 * The business rules the typed rules cannot say (docs/ARCHITECTURE.md, "Needs a person"), checked on every
 * create and change of any record (src/http/crud.ts), after the typed rules. Each rule's code goes in its
 * slot below, and its test cases in test/custom-rules.test.ts.
 */
export async function checkCustomRules(change: RecordChange): Promise<void> {
  // rule BIZ-9: Refunds need the owner's approval
  // TODO(BIZ-9): not written yet. A person or the configured model writes this rule's code here.
  // end of rule BIZ-9
}
