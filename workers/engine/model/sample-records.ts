import type { SampleRecord } from "./part-schemas";
import { PATTERNS, rulesOf } from "./rules";
import { reachableStates, SampleWriter, type SampleContext, type SamplesOf } from "./sample-values";
import type { Entity, Field } from "./schema";

/**
 * Sample records: a few records per entity that a generated app is seeded with, so a new user sees their
 * app with data in it. A model writes them in the business's words; without one the built-in writer
 * (sample-values.ts) does, from the answers and a small vocabulary, and keeps every rule. A reference holds the position (1, 2, ...) of the record it points at among its
 * target's samples, so samples stand on their own, before any id exists.
 */

// The sample record shape is in part-schemas.ts (the app model's schema is built from it); it is named here too.
export { sampleFieldValueSchema, sampleRecordSchema, type SampleRecord } from "./part-schemas";
export { reachableStates, type SampleContext } from "./sample-values";

/** How many records the built-in engine writes per entity, and the most a model may give. */
export const BUILT_IN_SAMPLES = 3;
export const MAX_SAMPLES = 5;

/**
 * The built-in samples of an entity, given how many samples each entity it may point at has: as many as
 * keep every rule, up to three (one when only one can be unique). Their values are the writer's
 * (sample-values.ts): in the business's words when it is given the app's entities and answers.
 */
export function builtInSamples(
  entity: Entity,
  counts: ReadonlyMap<string, number>,
  writer: SampleWriter = new SampleWriter([entity], { texts: [] }),
  samples: SamplesOf = () => undefined,
): SampleRecord[] {
  const records: SampleRecord[] = [];
  for (let n = 1; n <= BUILT_IN_SAMPLES; n += 1) {
    const record: SampleRecord = {};
    for (const field of entity.fields) record[field.name] = writer.value(entity, field, n, counts, samples);
    if (sampleProblems(entity, [...records, record], counts).length > 0) break;
    records.push(record);
  }
  return records;
}

function kindProblem(field: Field, value: SampleRecord[string], counts: ReadonlyMap<string, number>): string | undefined {
  switch (field.kind) {
    case "reference": {
      const count = counts.get(field.target ?? "") ?? 0;
      if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > count) {
        return `a reference gives the number (1 to ${count}) of one of ${field.target ?? "its target"}'s samples`;
      }
      return undefined;
    }
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? undefined : "a number";
    case "boolean":
      return typeof value === "boolean" ? undefined : "true or false";
    case "date":
      return typeof value === "string" && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value) ? undefined : "an ISO 8601 date and time";
    default:
      if (typeof value !== "string") return "a text";
      if (field.format === "email" && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) return "an email address";
      if (field.format === "url" && !/^https?:\/\/\S+$/.test(value)) return "a web address";
      return value.trim() === "" ? "a text that is not empty" : undefined;
  }
}

/** Why a value breaks a rule of its field, or undefined when it keeps them all. */
function ruleProblem(entity: Entity, field: Field, record: SampleRecord, now: number): string | undefined {
  const value = record[field.name];
  for (const rule of rulesOf(entity, field.name)) {
    switch (rule.kind) {
      case "range":
        if (typeof value === "number" && ((rule.min !== undefined && value < rule.min) || (rule.max !== undefined && value > rule.max))) return `${rule.id} wants it ${rule.min ?? "…"} to ${rule.max ?? "…"}`;
        break;
      case "pattern":
        if (typeof value === "string" && !new RegExp(PATTERNS[rule.pattern].regex).test(value)) return `${rule.id} wants ${PATTERNS[rule.pattern].says}`;
        break;
      case "one-of":
        if (typeof value === "string" && !rule.values.includes(value)) return `${rule.id} wants one of ${rule.values.join(", ")}`;
        break;
      case "transitions":
        if (typeof value === "string" && !reachableStates(rule.states, rule.moves).includes(value)) {
          return `${rule.id} wants a state a record can reach: ${reachableStates(rule.states, rule.moves).join(", ")}`;
        }
        break;
      case "date": {
        if (typeof value !== "string") break;
        const other = rule.to === "now" ? now : Date.parse(String(record[rule.to] ?? ""));
        if (Number.isNaN(other)) break;
        const time = Date.parse(value);
        if (rule.relation === "after" ? time <= other : time >= other) return `${rule.id} wants it ${rule.relation} ${rule.to}`;
        break;
      }
      default:
        break;
    }
  }
  return undefined;
}

/**
 * What makes an entity's samples unusable, in words a model can correct: unknown or missing fields,
 * values of the wrong kind, a broken rule, a repeated unique value, a reference to no sample.
 */
export function sampleProblems(entity: Entity, samples: readonly SampleRecord[], counts: ReadonlyMap<string, number>, now: number = Date.now()): string[] {
  const problems: string[] = [];
  samples.forEach((record, index) => {
    const where = `${entity.name} sample ${index + 1}`;
    for (const key of Object.keys(record)) {
      if (!entity.fields.some((field) => field.name === key)) problems.push(`${where}: ${entity.name} has no field "${key}"`);
    }
    for (const field of entity.fields) {
      const value = record[field.name];
      if (value === null || value === undefined) {
        if (field.required) problems.push(`${where}.${field.name}: required`);
        continue;
      }
      const wrong = kindProblem(field, value, counts) ?? ruleProblem(entity, field, record, now);
      if (wrong) problems.push(`${where}.${field.name}: must be ${wrong}`);
    }
  });
  for (const field of entity.fields.filter((candidate) => candidate.unique)) {
    const values = samples.map((record) => record[field.name]).filter((value) => value !== null && value !== undefined);
    if (new Set(values).size < values.length) problems.push(`${entity.name}.${field.name}: unique, but two samples share a value`);
  }
  return problems;
}

/** Entities with their samples, and why any samples offered were not used. */
export interface SettledSamples {
  entities: Entity[];
  problems: string[];
}

/**
 * Every entity with its samples: the ones offered (a model's, by entity name) where they keep every rule,
 * the built-in ones otherwise. Targets are settled before the entities that point at them, so a
 * reference's number is checked against the samples its target really has.
 */
export function settleSamples(
  entities: readonly Entity[],
  offered: ReadonlyMap<string, readonly SampleRecord[]> = new Map(),
  now: number = Date.now(),
  context: SampleContext = { texts: [] },
): SettledSamples {
  const counts = new Map<string, number>();
  const settled = new Map<string, Entity>();
  const writer = new SampleWriter(entities, context);
  const samplesOf: SamplesOf = (name) => settled.get(name)?.samples;
  const problems: string[] = [];
  const settle = (entity: Entity, path: readonly string[]) => {
    if (settled.has(entity.name) || path.includes(entity.name)) return;
    for (const field of entity.fields) {
      const target = entities.find((candidate) => candidate.name === field.target);
      if (target) settle(target, [...path, entity.name]);
    }
    const given = offered.get(entity.name) ?? [];
    const wrong = given.length > 0 ? sampleProblems(entity, given, counts, now) : [];
    problems.push(...wrong);
    const samples = given.length > 0 && wrong.length === 0 ? [...given] : builtInSamples(entity, counts, writer, samplesOf);
    counts.set(entity.name, samples.length);
    settled.set(entity.name, { ...entity, samples });
  };
  entities.forEach((entity) => settle(entity, []));
  return { entities: entities.map((entity) => settled.get(entity.name) ?? entity), problems };
}
