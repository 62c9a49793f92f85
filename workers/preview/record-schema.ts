import { z } from "zod";
import type { Entity, Field } from "../engine/model";
import { choicesOf, PATTERNS, ruleMessage, ruleOn } from "../engine/model/rules";
import { dateTime as generatedDateTime } from "../engine/generators/nodejs/templates/backend/src/domain/fields";

/**
 * A record type's input schema, built at run time from the app model with the same checks the generated
 * backends write out (see generators/nodejs/domain.ts): a field's type, its rules, and dates ordered
 * against each other. The preview API answers a bad body with the same issues a generated backend gives.
 */

const TEXT_MAX = { plain: 200, long: 10000 };

// Dates are RFC 3339 only, and answered in UTC: the very check the generated Node backend carries.
const dateTime = generatedDateTime;

type FieldSchema = z.ZodType<unknown>;

function fieldSchema(entity: Entity, field: Field): FieldSchema {
  const optional = (schema: FieldSchema) => (field.required ? schema : schema.nullable().default(null));
  const choices = choicesOf(entity, field.name);
  if (choices) return optional(z.enum(choices as [string, ...string[]]));
  const range = ruleOn(entity, field.name, "range");
  const pattern = ruleOn(entity, field.name, "pattern");
  const againstNow = entity.rules.filter((rule) => rule.field === field.name && rule.kind === "date" && rule.to === "now");
  switch (field.kind) {
    case "number": {
      let schema = z.number();
      if (range?.min !== undefined) schema = schema.min(range.min);
      if (range?.max !== undefined) schema = schema.max(range.max);
      return optional(schema);
    }
    case "boolean":
      return z.boolean().default(false);
    case "date": {
      let schema: FieldSchema = dateTime;
      for (const rule of againstNow) {
        if (rule.kind !== "date") continue;
        const after = rule.relation === "after";
        schema = schema.refine((value) => (after ? Date.parse(String(value)) > Date.now() : Date.parse(String(value)) < Date.now()), ruleMessage(entity, rule));
      }
      return optional(schema);
    }
    case "reference":
      return optional(z.string().min(1));
    default: {
      if (field.format === "email") return optional(z.email());
      if (field.format === "url") return optional(z.url());
      const max = field.format === "long" ? TEXT_MAX.long : TEXT_MAX.plain;
      let schema = z.string().trim().min(field.required ? 1 : 0).max(max);
      if (pattern) schema = schema.regex(new RegExp(PATTERNS[pattern.pattern].regex), ruleMessage(entity, pattern));
      return optional(schema);
    }
  }
}

export type RecordInput = Record<string, unknown>;

/** The schema a create or a replace is parsed with; its output is the record as stored, without its id. */
export function recordSchema(entity: Entity): z.ZodType<RecordInput> {
  const shape = Object.fromEntries(entity.fields.map((field) => [field.name, fieldSchema(entity, field)]));
  const ordered = entity.rules.filter((rule) => rule.kind === "date" && rule.to !== "now");
  return z.object(shape).superRefine((input: RecordInput, context) => {
    for (const rule of ordered) {
      if (rule.kind !== "date") continue;
      const value = input[rule.field];
      const other = input[rule.to];
      if (typeof value !== "string" || typeof other !== "string") continue;
      const holds = rule.relation === "after" ? Date.parse(value) > Date.parse(other) : Date.parse(value) < Date.parse(other);
      if (!holds) context.addIssue({ code: "custom", path: [rule.field], message: ruleMessage(entity, rule) });
    }
  });
}

/** A field that walks through states, as the generated backends check it: a new record starts in the first. */
export interface StateField {
  field: string;
  states: readonly string[];
  moves: ReadonlyMap<string, readonly string[]>;
}

export function stateFields(entity: Entity): StateField[] {
  return entity.rules.flatMap((rule) => {
    if (rule.kind !== "transitions") return [];
    const moves = new Map<string, string[]>();
    for (const move of rule.moves) moves.set(move.from, [...(moves.get(move.from) ?? []), move.to]);
    return [{ field: rule.field, states: rule.states, moves }];
  });
}
