import type { Entity } from "../../model";

/** PHP source is written with String.raw so namespace separators (App\Http) stay as they are. */
export const php = String.raw;

/** Words PHP reserves as class names: a generated class named like one gets a suffix. */
const RESERVED = new Set(
  (
    "abstract and array as bool break callable case catch class clone const continue declare default do echo else " +
    "elseif empty enddeclare endfor endforeach endif endswitch endwhile enum eval exit extends false final finally " +
    "float fn for foreach function global goto if implements include instanceof insteadof int interface isset " +
    "iterable list match mixed namespace never new null object or parent print private protected public readonly " +
    "require return self static string switch throw trait true try unset use var void while xor yield"
  ).split(" "),
);

/** A class name that PHP accepts: "Order", or "MatchRecord" for an entity named Match. */
export const safeClass = (name: string) => (RESERVED.has(name.toLowerCase()) ? `${name}Record` : name);

/** The PHP names of one stored record. */
export const phpNames = (entity: Entity) => {
  const domain = safeClass(entity.name);
  return {
    /** App\Domain\Order: the record's spec and its input validation. */
    domain,
    domainPath: `backend/src/Domain/${domain}.php`,
    /** App\Routes\OrderRoutes: its CRUD routes. */
    routes: `${entity.name}Routes`,
    routesPath: `backend/src/Routes/${entity.name}Routes.php`,
    /** App\Tests\Records\OrdersTest. */
    test: `${entity.plural}Test`,
    testPath: `backend/tests/Records/${entity.plural}Test.php`,
    /** Fixtures::orderInput(), EntityChecks::orderLifecycle(). */
    fixture: `${entity.camel}Input`,
    lifecycle: `${entity.camel}Lifecycle`,
    keeps: `${entity.camel}KeepsReferences`,
  };
};

/** A PHP string literal (single-quoted, escaped). */
export const phpString = (text: string) => `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

/** A PHP value for JSON-like data: strings, numbers, booleans, null, lists and string-keyed arrays. */
export function phpValue(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return phpString(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return `[${value.map(phpValue).join(", ")}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `[${entries.map(([key, item]) => `${phpString(key)} => ${phpValue(item)}`).join(", ")}]`;
}

/** The opening of every PHP file: strict types and the namespace. */
export const phpHeader = (namespace: string) => `<?php\n\ndeclare(strict_types=1);\n\nnamespace ${namespace};\n`;
