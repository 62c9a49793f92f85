import type { AppDesign, DesignField } from "./design-schema";
import { claimName, RESERVED_IDENTIFIERS, type RecordName } from "./entities";
import { isTransliterated, memberName, pascalCase, sentenceCase, snakeCase } from "./naming";
import type { DesignRule } from "./rules";

/**
 * A model's design in names every generated language takes. A model may name records and fields in the
 * user's script ("Заказ", "Цена"): the record or field keeps those words as its label and gets a
 * transliterated name (Zakaz, cena), numbered when two come out the same or like a keyword; the references,
 * rules, roles and samples that name them are rewritten to match. Names already in plain letters are left
 * as the model gave them, for designProblems to judge.
 */

/** Columns every record has already, and words no generated language accepts as a name. */
export const TAKEN_FIELD_NAMES = new Set(["id", "createdAt", "updatedAt", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty"]);
const OTHER_KEYWORDS = new Set(
  (
    // Java, Python, PHP and SQL words the JavaScript list does not have.
    "abstract assert boolean byte char double final float goto int long native short strictfp synchronized throws " +
    "transient volatile record and as def del elif except from global is lambda nonlocal not or pass raise none " +
    "echo empty isset list print unset array callable clone declare include require select where group order by " +
    "table index key limit offset values column check references user"
  ).split(" "),
);

/** Whether a generated language keeps the word for itself, in any case: what a field (a column) may not be named. */
export const isKeyword = (name: string) => RESERVED_IDENTIFIERS.has(name.toLowerCase()) || OTHER_KEYWORDS.has(name.toLowerCase());

/**
 * What a record may not be named: a JavaScript word. SQL's words do not matter for a record, whose table is
 * its plural ("Order" is stored in `orders`), exactly as the built-in reading names records.
 */
export const isRecordKeyword = (name: string) => RESERVED_IDENTIFIERS.has(name.toLowerCase());

/** The names of a design's records, in its order: null for one named like an earlier one, or like a keyword. */
export function designNames(design: AppDesign): (RecordName | null)[] {
  const named: RecordName[] = [];
  return design.entities.map((entity) => {
    const names = claimName(sentenceCase(entity.name), named, isRecordKeyword);
    if (names) named.push(names);
    return names;
  });
}

/** The record a text names: by its label ("заказ"), else by its name (Zakaz). */
function recordNamed(named: readonly (RecordName | null)[], text: string): RecordName | undefined {
  const known = named.filter((names): names is RecordName => names !== null);
  const label = sentenceCase(text).toLowerCase();
  return known.find((names) => names.label.toLowerCase() === label) ?? known.find((names) => names.name === pascalCase(text));
}

/** The name of each field by the name the model gave it: in another script transliterated ("Цена" -> cena) and told apart. */
function fieldNames(fields: readonly DesignField[]): Map<string, string> {
  const given = fields.map((field) => field.name).filter((name) => !isTransliterated(name));
  const names = new Map(given.map((name) => [name, name]));
  const used = new Set(given);
  const columns = new Set(given.map(snakeCase));
  const free = (name: string) => !used.has(name) && !columns.has(snakeCase(name)) && !TAKEN_FIELD_NAMES.has(name) && !isKeyword(name);
  for (const field of fields) {
    if (names.has(field.name)) continue;
    const stem = memberName(field.name).replace(/Id$/, "");
    const end = field.kind === "reference" ? "Id" : "";
    let name = `${stem}${end}`;
    for (let n = 2; !free(name); n += 1) name = `${stem}${n}${end}`;
    names.set(field.name, name);
    used.add(name);
    columns.add(snakeCase(name));
  }
  return names;
}

/** The design with every record, field and reference named as the generated code will name it. */
export function normaliseDesign(design: AppDesign): AppDesign {
  const named = designNames(design);
  const entityName = (text: string) => recordNamed(named, text)?.name ?? text;
  const fields = design.entities.map((entity) => fieldNames(entity.fields));
  const fieldName = (entity: string, text: string) => {
    const index = named.findIndex((names) => names !== null && names.name === entityName(entity));
    return fields[index]?.get(text) ?? text;
  };
  const renameRule = (rule: DesignRule): DesignRule => {
    const place = { entity: entityName(rule.entity), field: fieldName(rule.entity, rule.field) };
    return rule.kind === "date" ? { ...rule, ...place, to: rule.to === "now" ? rule.to : fieldName(rule.entity, rule.to) } : { ...rule, ...place };
  };
  return {
    ...design,
    entities: design.entities.map((entity, index) => {
      const rename = (name: string) => fields[index]?.get(name) ?? name;
      return {
        ...entity,
        fields: entity.fields.map((field) => ({
          ...field,
          name: rename(field.name),
          // A field named in the user's script keeps those words as its label.
          label: field.label.trim() || sentenceCase(field.name.replace(/Id$/, "")),
          ...(field.target === undefined ? {} : { target: entityName(field.target) }),
        })),
        ...(entity.samples ? { samples: entity.samples.map((sample) => Object.fromEntries(Object.entries(sample).map(([key, value]) => [rename(key), value]))) } : {}),
      };
    }),
    rules: design.rules.map(renameRule),
    ...(design.roles ? { roles: design.roles.map((role) => ({ ...role, writes: role.writes.map(entityName), ...(role.owns ? { owns: role.owns.map(entityName) } : {}) })) } : {}),
  };
}
