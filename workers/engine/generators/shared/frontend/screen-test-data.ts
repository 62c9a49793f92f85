import type { AppModel, Entity, Field } from "../../../model";
import { choicesOf } from "../../../model/rules";
import { sampleValue } from "../../samples";

// The records a generated screen test feeds its stubbed API, and the body it expects a form to send.

/** The id the stubbed API gives the first record of a route. */
export const stubId = (entity: Entity) => `${entity.route}-1`;

/** A full sample record, as the API would answer it. */
export function sampleRecord(model: AppModel, entity: Entity): Record<string, unknown> {
  const record: Record<string, unknown> = { id: stubId(entity) };
  for (const field of entity.fields) {
    const target = model.entities.find((candidate) => candidate.name === field.target);
    record[field.name] = field.kind === "reference" ? (target ? stubId(target) : null) : sampleValue(entity, field);
  }
  return record;
}

/** Records for every entity a form's reference fields load. */
export function relatedRecords(model: AppModel, entity: Entity): Record<string, unknown[]> {
  const related: Record<string, unknown[]> = {};
  for (const field of entity.fields) {
    const target = model.entities.find((candidate) => candidate.name === field.target);
    if (target && target !== entity) related[target.route] = [sampleRecord(model, target)];
  }
  return related;
}

/** What the form must send: every filled field but dates (their ISO form depends on the time zone). */
export function expectedBody(entity: Entity, model: AppModel): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of entity.fields) {
    if (field.kind === "date") continue;
    if (field.kind === "reference") {
      const target = model.entities.find((candidate) => candidate.name === field.target);
      if (target && field.required) body[field.name] = stubId(target);
      continue;
    }
    body[field.name] = sampleValue(entity, field);
  }
  return body;
}

/** What a user types into a field's input: the sample value, a date as its "YYYY-MM-DDTHH:mm" input text. */
export function typedValue(entity: Entity, field: Field): string {
  const value = String(sampleValue(entity, field));
  return field.kind === "date" ? value.slice(0, 16) : value;
}

/** Whether the form shows the field as a select of choices (one-of and state rules). */
export const isChoice = (entity: Entity, field: Field) => choicesOf(entity, field.name) !== undefined;
