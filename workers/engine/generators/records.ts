import type { Feature } from "../../contract/project-options";
import type { AppModel, Entity, Field } from "../model";
import { camelCase, kebabCase, pluralName, sentenceCase, snakeCase } from "../model/naming";
import { ownsRecords } from "./shared/backend/roles";

/**
 * What the database stores: the app's entities plus the records features keep (users for auth, payments,
 * notifications, uploads, analytics events). Features' records have no CRUD routes of their own.
 */

type Spec = Pick<Field, "name" | "kind"> & Partial<Pick<Field, "required" | "format" | "unique" | "indexed">>;

function record(name: string, specs: Spec[]): Entity {
  const plural = pluralName(name);
  const fields = specs.map(
    (spec): Field => ({
      name: spec.name,
      label: sentenceCase(spec.name),
      kind: spec.kind,
      required: spec.required ?? true,
      ...(spec.kind === "string" ? { format: spec.format ?? "plain" } : {}),
      ...(spec.unique ? { unique: true } : {}),
      ...(spec.indexed ? { indexed: true } : {}),
    }),
  );
  return {
    name,
    plural,
    label: sentenceCase(name),
    pluralLabel: sentenceCase(plural),
    camel: camelCase(name),
    camelPlural: camelCase(plural),
    route: kebabCase(plural),
    table: snakeCase(plural),
    source: "fallback",
    displayField: fields[0]?.name ?? "id",
    fields,
    relations: [],
    rules: [],
    samples: [],
  };
}

const FEATURE_RECORDS: Partial<Record<Feature, Entity>> = {
  auth: record("User", [
    { name: "name", kind: "string" },
    { name: "email", kind: "string", format: "email", unique: true },
    { name: "passwordHash", kind: "string" },
    { name: "role", kind: "string" },
  ]),
  payments: record("Payment", [
    { name: "amount", kind: "number" },
    { name: "currency", kind: "string" },
    { name: "description", kind: "string", required: false },
    { name: "status", kind: "string" },
    { name: "providerReference", kind: "string", required: false },
    { name: "failureReason", kind: "string", required: false },
  ]),
  notifications: record("Notification", [
    { name: "recipient", kind: "string" },
    { name: "title", kind: "string" },
    { name: "body", kind: "string", format: "long", required: false },
    { name: "read", kind: "boolean" },
  ]),
  "file-upload": record("Upload", [
    { name: "fileName", kind: "string" },
    { name: "contentType", kind: "string" },
    { name: "size", kind: "number" },
  ]),
  analytics: record("AnalyticsEvent", [
    { name: "name", kind: "string" },
    { name: "path", kind: "string", required: false },
    { name: "occurredAt", kind: "date" },
  ]),
};

/**
 * Who created each record of the types a role owns (see shared/backend/roles.ts): the type's route, the
 * record's id and the account's id. Stored only when some role owns record types.
 */
export const RECORD_OWNER = record("RecordOwner", [
  { name: "recordType", kind: "string" },
  // An account's records are found by accountId on every read, a record's owners by recordId on every write.
  { name: "recordId", kind: "string", indexed: true },
  { name: "accountId", kind: "string", indexed: true },
]);

/** The record a feature stores, when it stores one. */
export function featureRecord(feature: Feature): Entity | undefined {
  return FEATURE_RECORDS[feature];
}

/** Every stored record, referenced ones before the ones that refer to them (the order tables are created in). */
export function storedRecords(model: AppModel): Entity[] {
  const all = [...model.entities, ...model.features.flatMap((feature) => FEATURE_RECORDS[feature] ?? []), ...(ownsRecords(model) ? [RECORD_OWNER] : [])];
  return referencedFirst(all);
}

export function referencedFirst(entities: readonly Entity[]): Entity[] {
  const ordered: Entity[] = [];
  const visit = (entity: Entity, path: string[]) => {
    if (ordered.includes(entity) || path.includes(entity.name)) return;
    for (const field of entity.fields) {
      const target = entities.find((candidate) => candidate.name === field.target);
      if (target) visit(target, [...path, entity.name]);
    }
    ordered.push(entity);
  };
  entities.forEach((entity) => visit(entity, []));
  return ordered;
}

export const entityNamed = (model: AppModel, name: string | undefined) =>
  model.entities.find((entity) => entity.name === name);

/** "Orders, Pickup slots and Production lists": how task names list the entities. */
export function entityList(model: AppModel): string {
  const names = model.entities.map((entity) => entity.pluralLabel);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
