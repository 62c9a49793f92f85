import type { AppModel, Entity } from "../../model";
import { fill } from "../files";

/** Words Java reserves: a generated name that is one of them gets a suffix. */
const RESERVED = new Set(
  (
    "abstract assert boolean break byte case catch char class const continue default do double else enum extends final " +
    "finally float for goto if implements import instanceof int interface long native new package private protected public " +
    "return short static strictfp super switch synchronized this throw throws transient try void volatile while true false " +
    "null var yield record sealed permits"
  ).split(" "),
);

/** A Java identifier that is not a reserved word. */
export const safeIdentifier = (name: string) => (RESERVED.has(name) ? `${name}Records` : name);

/** The app's Java package: app.<slug without dashes> ("app.crumbcobakery"). */
export function javaPackage(model: AppModel): string {
  const word = model.slug.replace(/[^a-z0-9]/g, "") || "generated";
  return `app.${RESERVED.has(word) ? `${word}app` : word}`;
}

/** Where the sources of one sub-package live: backend/src/main/java/app/crumbcobakery/<sub>/. */
export function mainPath(model: AppModel, sub: string, file: string): string {
  return `backend/src/main/java/${javaPackage(model).replaceAll(".", "/")}/${sub ? `${sub}/` : ""}${file}`;
}

export function testPath(model: AppModel, sub: string, file: string): string {
  return `backend/src/test/java/${javaPackage(model).replaceAll(".", "/")}/${sub ? `${sub}/` : ""}${file}`;
}

/**
 * A Java template file filled in for the app: its `{{package}}` slots become the app's package, so
 * `package {{package}}.http;` reads `package app.crumbcobakery.http;`.
 */
export const javaFile = (template: string, model: AppModel) => fill(template, { package: javaPackage(model) });

/** `package app.crumbcobakery.domain;` */
export const packageLine = (model: AppModel, sub: string) => `package ${javaPackage(model)}${sub ? `.${sub}` : ""};`;

/** `import app.crumbcobakery.domain.RecordSpec;` */
export const importLine = (model: AppModel, sub: string, name: string) =>
  `import ${javaPackage(model)}${sub ? `.${sub}` : ""}.${name};`;

const ESCAPES: Partial<Record<string, string>> = { "\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** A Java string literal (double-quoted, escaped; control and non-ASCII characters as \uXXXX, so any file encoding reads it). */
export function javaString(text: string): string {
  let escaped = "";
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    const code = text.charCodeAt(index);
    escaped += ESCAPES[char] ?? (code < 0x20 || code >= 0x7f ? `\\u${code.toString(16).padStart(4, "0")}` : char);
  }
  return `"${escaped}"`;
}

/** The Java names of one stored record. */
export const recordNames = (entity: Entity) => ({
  /** domain/OrderRecord.java: the spec (fields, validation rules). */
  spec: `${entity.name}Record`,
  /** routes/OrderRoutes.java: the controller of /api/orders */
  controller: `${entity.name}Routes`,
  /** The Repositories accessor: repositories.orders() */
  accessor: safeIdentifier(entity.camelPlural),
  /** src/test/.../OrderRoutesTest.java */
  test: `${entity.name}RoutesTest`,
  fixture: `${safeIdentifier(entity.camel)}Input`,
  check: `check${entity.name}Lifecycle`,
  keeps: `check${entity.name}KeepsReferences`,
});

export const article = (label: string) => (/^[aeiou]/i.test(label) ? "an" : "a");
