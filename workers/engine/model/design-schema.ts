import { z } from "zod";
import { MAX_ENTITIES } from "./entities";
import { designRuleSchema } from "./rules";
import { designRoleSchema, MAX_ROLES } from "./roles";
import { MAX_SAMPLES, sampleRecordSchema } from "./sample-records";
import { FIELD_KINDS, STRING_FORMATS } from "./schema";

/** The shape of a language model's design (see design.ts): its records, rules and roles, as the model states them. */

export const MAX_DESIGN_FIELDS = 12;

const designFieldSchema = z.object({
  name: z.string().describe("camelCase field name, e.g. pickupDate; a reference ends in Id, e.g. customerId"),
  label: z.string().describe("How a form labels it, e.g. Pickup date"),
  kind: z.enum(FIELD_KINDS),
  required: z.boolean(),
  format: z.enum(STRING_FORMATS).optional().describe("For strings only: plain (one line), long (paragraphs), email or url"),
  target: z.string().optional().describe("For references only: the name of the other entity"),
  unique: z.boolean().optional().describe("No two records may share the value"),
});

const designEntitySchema = z.object({
  name: z.string().describe("Singular, in the user's own words, e.g. Cake order"),
  fields: z.array(designFieldSchema).min(1).max(MAX_DESIGN_FIELDS),
  samples: z
    .array(sampleRecordSchema)
    .max(MAX_SAMPLES)
    .optional()
    .describe(
      "Up to 5 example records in the business's own words, field name to value, keeping every rule: a reference gives the number (1, 2, ...) of the record it points at among its target's samples; dates in ISO 8601",
    ),
});

export const MAX_DESIGN_RULES = 40;

export const appDesignSchema = z.object({
  entities: z.array(designEntitySchema).min(1).max(MAX_ENTITIES),
  rules: z
    .array(designRuleSchema)
    .max(MAX_DESIGN_RULES)
    .default([])
    .describe("The business rules and workflow states, each on one field, for the sentences the built-in reading could not read"),
  roles: z
    .array(designRoleSchema)
    .max(MAX_ROLES)
    .optional()
    .describe("The kinds of user from the user types answer: every signed-in user reads every record; a role changes only the entities it writes"),
});
export type AppDesign = z.infer<typeof appDesignSchema>;
export type DesignField = AppDesign["entities"][number]["fields"][number];
