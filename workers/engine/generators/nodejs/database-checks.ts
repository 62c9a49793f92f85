import type { AppModel, Entity, Field } from "../../model";
import { sentenceCase } from "../../model/naming";
import { choicesOf } from "../../model/rules";
import { lines, literal } from "../files";
import { storedRecords } from "../records";

/**
 * A value of the right type for a field in the database tests; references point nowhere. A field held to a
 * list of values (a choice, a state) takes the first, which its record type requires.
 */
function sampleValue(entity: Entity, field: Field): unknown {
  const choices = choicesOf(entity, field.name);
  if (choices?.[0]) return choices[0];
  switch (field.kind) {
    case "number":
      return 12.5;
    case "boolean":
      return true;
    case "date":
      return "2025-03-04T05:06:07.089Z";
    case "reference":
      return "no-such-record";
    default:
      if (field.format === "email") return "taken@example.com";
      if (field.format === "url") return "https://example.com/sample";
      return "Sample é 😀";
  }
}

/**
 * A record as an object literal; `as const` keeps a choice as its literal type, which the record type asks for.
 * With missing references its unique texts differ from the stored samples, so only the reference is wrong.
 */
function recordLiteral(entity: Entity, references: "missing" | "none"): string {
  const value = (field: Field) => {
    if (field.kind === "reference" && references === "none") return null;
    const sample = sampleValue(entity, field);
    if (references === "missing" && field.unique && typeof sample === "string" && !choicesOf(entity, field.name)) {
      return field.format === "email" ? "missing-reference@example.com" : `Missing reference ${sample}`;
    }
    return sample;
  };
  const fields = entity.fields.map((field) => `${field.name}: ${JSON.stringify(value(field))}`).join(", ");
  return `{ ${fields} }${entity.fields.some((field) => choicesOf(entity, field.name)) ? " as const" : ""}`;
}

/**
 * The checks every database test makes straight on the repositories, beyond the API's lifecycle checks:
 * values come back as they went in (dates as ISO strings, booleans, numbers, text beyond ASCII), a taken
 * unique value and a reference to a missing record are refused. Shared by the MySQL and MongoDB tests.
 */
function repositoryChecks(model: AppModel): { imports: string[]; tests: string } {
  const stored = storedRecords(model);
  const standalone = stored.filter((entity) => entity.fields.length > 0 && !entity.fields.some((field) => field.kind === "reference" && field.required));
  const withUnique = standalone.find((entity) => entity.fields.some((field) => field.unique));
  const uniqueField = withUnique?.fields.find((field) => field.unique);
  const referring = stored.find((entity) =>
    entity.fields.some((field) => field.kind === "reference" && stored.some((target) => target.name === field.target)),
  );
  const roundTrips = standalone.map((entity) =>
    lines(
      `    const ${entity.camel}Input = ${recordLiteral(entity, "none")};`,
      `    const ${entity.camel}Id = (await database.repositories.${entity.camelPlural}.create(${entity.camel}Input)).id;`,
      `    expect(await database.repositories.${entity.camelPlural}.get(${entity.camel}Id)).toEqual({ id: ${entity.camel}Id, ...${entity.camel}Input });`,
    ),
  );
  const tests = [
    roundTrips.length > 0 &&
      lines(
        `  it("gives back what it stored: dates as ISO strings, booleans, numbers and any text", async () => {`,
        ...roundTrips,
        "  });",
      ),
    withUnique &&
      uniqueField &&
      lines(
        "",
        `  it(${literal(`refuses a second ${withUnique.label.toLowerCase()} with the same ${sentenceCase(uniqueField.name).toLowerCase()}`)}, async () => {`,
        `    const input = ${recordLiteral(withUnique, "none")};`,
        `    const repository = database.repositories.${withUnique.camelPlural};`,
        `    if ((await repository.findBy(${literal(uniqueField.name)}, input.${uniqueField.name})).length === 0) {`,
        `      await repository.create(input);`,
        "    }",
        `    await expect(repository.create(input)).rejects.toBeInstanceOf(DuplicateValueError);`,
        "  });",
      ),
    referring &&
      lines(
        "",
        `  it(${literal(`refuses a ${referring.label.toLowerCase()} that refers to a missing record`)}, async () => {`,
        `    await expect(database.repositories.${referring.camelPlural}.create(${recordLiteral(referring, "missing")})).rejects.toMatchObject({ status: 400 });`,
        "  });",
      ),
  ];
  return {
    imports: withUnique ? [`import { DuplicateValueError } from "../src/repositories/repository.js";`] : [],
    tests: lines(...tests),
  };
}

/**
 * The slots of a database test template (templates/<database>/backend/test/): the import the checks need
 * and the checks themselves, after the API's lifecycle checks (a blank line between them).
 */
export function repositoryCheckSlots(model: AppModel): { checkImports: string; checks: string } {
  const checks = repositoryChecks(model);
  return { checkImports: checks.imports.join("\n"), checks: checks.tests && lines("", checks.tests) };
}
