import type { Entity, Field } from "../../model";
import { PATTERNS, ruleMessage, ruleNote } from "../../model/rules";
import { snakeCase } from "../../model/naming";
import { code, lines } from "../files";
import type { GeneratedFile } from "../types";
import { phpHeader, phpNames, phpString } from "./names";
import { templateText } from "../template-texts";

const TEXT_MAX = { plain: 200, long: 10000 };

/** The Validator call that checks and cleans one field of a request body. */
function validation(field: Field): string {
  const name = phpString(field.name);
  const optional = field.required ? "" : ", required: false";
  switch (field.kind) {
    case "number":
      return `$check->number(${name}${optional})`;
    case "boolean":
      return `$check->boolean(${name})`;
    case "date":
      return `$check->dateTime(${name}${optional})`;
    case "reference":
      return `$check->reference(${name}${optional})`;
    default:
      if (field.format === "email") return `$check->email(${name}${optional})`;
      if (field.format === "url") return `$check->url(${name}${optional})`;
      return `$check->text(${name}, ${field.format === "long" ? TEXT_MAX.long : TEXT_MAX.plain}${optional})`;
  }
}

/** The checks a record's business rules add after its fields are cleaned (a field that already failed is null). */
function ruleChecks(entity: Entity): string[] {
  const value = (field: string) => `$input[${phpString(field)}]`;
  const date = (field: string) => `new \\DateTimeImmutable(${value(field)})`;
  return entity.rules.flatMap((rule) => {
    const f = rule.field;
    const check = (holds: string, message = ruleMessage(entity, rule)) => [`        // ${ruleNote(rule)}`, `        $check->check(${phpString(f)}, ${value(f)} === null || ${holds}, ${phpString(message)});`];
    switch (rule.kind) {
      case "range":
        return check([rule.min !== undefined && `${value(f)} >= ${rule.min}`, rule.max !== undefined && `${value(f)} <= ${rule.max}`].filter(Boolean).join(" && "));
      case "pattern":
        return check(`preg_match(${phpString(`/${PATTERNS[rule.pattern].regex}/`)}, ${value(f)}) === 1`);
      case "one-of":
        return check(`in_array(${value(f)}, [${rule.values.map(phpString).join(", ")}], true)`);
      case "transitions":
        return check(`in_array(${value(f)}, [${rule.states.map(phpString).join(", ")}], true)`, `Must be one of ${rule.states.join(", ")}`);
      case "date": {
        const compare = rule.relation === "after" ? ">" : "<";
        return rule.to === "now"
          ? check(`${date(f)} ${compare} new \\DateTimeImmutable('now')`)
          : check(`${value(rule.to)} === null || ${date(f)} ${compare} ${date(rule.to)}`);
      }
      default:
        // Required and unique are the field's own: `required` above, `unique` in its spec.
        return [`        // ${ruleNote(rule)}`];
    }
  });
}

function specField(field: Field, stored: readonly Entity[]): string {
  const target = stored.find((entity) => entity.name === field.target);
  const parts = [
    phpString(field.name),
    phpString(snakeCase(field.name)),
    phpString(field.kind),
    field.required ? "true" : "false",
    target ? `target: ${phpString(target.table)}` : undefined,
    field.unique ? "unique: true" : undefined,
  ];
  return `            new FieldSpec(${parts.filter(Boolean).join(", ")}),`;
}

const article = (label: string) => (/^[aeiou]/i.test(label) ? "an" : "a");

/** src/Domain/<Record>.php: the storage spec and the validation of what a client sends. */
export function domainFile(entity: Entity, stored: readonly Entity[]): GeneratedFile {
  const names = phpNames(entity);
  return code(
    names.domainPath,
    "backend",
    lines(
      phpHeader("App\\Domain"),
      "use App\\Http\\Validator;",
      "use App\\Repositories\\FieldSpec;",
      "use App\\Repositories\\RecordSpec;",
      "",
      `/** ${article(entity.label) === "an" ? "An" : "A"} ${entity.label.toLowerCase()}: how it is stored and what a client may send. */`,
      `final class ${names.domain}`,
      "{",
      "    public static function spec(): RecordSpec",
      "    {",
      `        return new RecordSpec(${phpString(entity.table)}, ${phpString(entity.label)}, [`,
      ...entity.fields.map((field) => specField(field, stored)),
      "        ]);",
      "    }",
      "",
      "    /**",
      `     * Checks what a client sends to create or replace ${article(entity.label)} ${entity.label.toLowerCase()}.`,
      "     *",
      "     * @return array<string, mixed> the cleaned fields",
      "     * @throws \\App\\Http\\ValidationError",
      "     */",
      "    public static function input(mixed $body): array",
      "    {",
      "        $check = new Validator($body);",
      "        $input = [",
      ...entity.fields.map((field) => `            ${phpString(field.name)} => ${validation(field)},`),
      "        ];",
      ...ruleChecks(entity),
      "        $check->done();",
      "        return $input;",
      "    }",
      "}",
    ),
  );
}

export const repositoryInterfaceFiles = (): GeneratedFile[] => [
  code(
    "backend/src/Repositories/Repository.php",
    "backend",
    templateText("php/templates/backend/src/Repositories/Repository.php"),
  ),
  code(
    "backend/src/Repositories/FieldSpec.php",
    "backend",
    templateText("php/templates/backend/src/Repositories/FieldSpec.php"),
  ),
  code(
    "backend/src/Repositories/RecordSpec.php",
    "backend",
    templateText("php/templates/backend/src/Repositories/RecordSpec.php"),
  ),
  code(
    "backend/src/Repositories/RecordInUseError.php",
    "backend",
    templateText("php/templates/backend/src/Repositories/RecordInUseError.php"),
  ),
  code(
    "backend/src/Repositories/DuplicateValueError.php",
    "backend",
    templateText("php/templates/backend/src/Repositories/DuplicateValueError.php"),
  ),
  code(
    "backend/src/Repositories/Ids.php",
    "backend",
    templateText("php/templates/backend/src/Repositories/Ids.php"),
  ),
  code(
    "backend/src/Repositories/MemoryStore.php",
    "backend",
    templateText("php/templates/backend/src/Repositories/MemoryStore.php"),
  ),
  code(
    "backend/src/Repositories/MemoryRepository.php",
    "backend",
    templateText("php/templates/backend/src/Repositories/MemoryRepository.php"),
  ),
];

/** src/Repositories/Repositories.php: one repository per stored record, built from one factory. */
export function repositoriesFile(stored: readonly Entity[]): GeneratedFile {
  return code(
    "backend/src/Repositories/Repositories.php",
    "backend",
    lines(
      phpHeader("App\\Repositories"),
      ...[...new Set(stored.map((entity) => `use App\\Domain\\${phpNames(entity).domain};`))].sort(),
      "",
      "/** The repositories of every stored record: in memory, or in the database. */",
      "final class Repositories",
      "{",
      "    public function __construct(",
      ...stored.map((entity) => `        public readonly Repository $${entity.camelPlural},`),
      "    ) {",
      "    }",
      "",
      "    /** @return list<RecordSpec> every table, referenced ones first (the order they are created in) */",
      "    public static function specs(): array",
      "    {",
      "        return [",
      ...stored.map((entity) => `            ${phpNames(entity).domain}::spec(),`),
      "        ];",
      "    }",
      "",
      "    /** @param \\Closure(RecordSpec): Repository $make the memory store's factory or the database's */",
      "    public static function from(\\Closure $make): self",
      "    {",
      "        return new self(",
      ...stored.map((entity) => `            $make(${phpNames(entity).domain}::spec()),`),
      "        );",
      "    }",
      "",
      "    public static function inMemory(?MemoryStore $store = null): self",
      "    {",
      "        $memory = $store ?? new MemoryStore(self::specs());",
      "        return self::from(static fn (RecordSpec $spec): Repository => $memory->repository($spec));",
      "    }",
      "}",
    ),
  );
}
