import type { CheckContext } from "./check-context";
import type { ModuleReference, ParseOutcome } from "./js-modules";
import { packageCheck } from "./js-packages";
import { directoryOf, joinPath } from "./project-paths";
import { aliasLookup, aliasTargets } from "./tsconfig-aliases";
import type { CheckedFile } from "./types";

/**
 * The parse and imports checks for JavaScript, TypeScript, Vue and HTML files: each script parses, and
 * each relative import (or tsconfig path alias, or baseUrl import) lands on a stored file. Bare imports go
 * on to the packages check (js-packages.ts); virtual and URL imports are counted as not checked.
 */

const isRelative = (specifier: string): boolean =>
  specifier === "." || specifier === ".." || specifier.startsWith("./") || specifier.startsWith("../");

const isUrl = (specifier: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(specifier) && !specifier.startsWith("node:");

/** `<script src>` and `<link href>` of an HTML page that point at files of the project. */
export function htmlReferences(content: string): ModuleReference[] {
  const references: ModuleReference[] = [];
  for (const match of content.matchAll(/<(script|link)\b[^>]*?\b(src|href)\s*=\s*["']([^"']+)["'][^>]*>/gi)) {
    const url = match[3] ?? "";
    if (/^(?:[a-z]+:|\/\/|#|%)/i.test(url)) continue;
    if (match[1]?.toLowerCase() === "link" && !/\brel\s*=\s*["'](?:stylesheet|modulepreload|manifest)["']/i.test(match[0])) continue;
    const line = content.slice(0, match.index ?? 0).split("\n").length;
    references.push({ specifier: url.startsWith("/") || isRelative(url) ? url : `./${url}`, line, typeOnly: false, kind: "import" });
  }
  return references;
}

export type ReferenceCheck = (file: CheckedFile, reference: ModuleReference) => void;

/** The check of one module reference of a file, by the kind of specifier it is. */
export function referenceCheck(context: CheckContext): ReferenceCheck {
  const { index, counts } = context;
  const aliasesFor = aliasLookup(index);
  const checkPackage = packageCheck(context);
  const resolved = (file: CheckedFile, reference: ModuleReference, found: boolean, unresolved: string) => {
    if (found) counts.relativeImports += 1;
    else context.problem("imports", file, reference.line, unresolved);
  };
  return (file, reference) => {
    const specifier = reference.specifier.replace(/[?#].*$/, "");
    if (isRelative(specifier) || specifier.startsWith("/")) {
      // "/src/main.tsx" in an index.html is relative to the package root, as Vite serves it.
      const base = specifier.startsWith("/") ? directoryOf(index.manifestOf(file.path) ?? file.path) : directoryOf(file.path);
      const target = joinPath(base, specifier.replace(/^\//, ""));
      resolved(file, reference, target !== null && index.resolve(target) !== null, `imports "${reference.specifier}", which is not a generated file`);
      return;
    }
    if (isUrl(specifier)) {
      context.notChecked.add("virtual or URL imports");
      return;
    }
    const aliases = aliasesFor(file.path);
    const aliased = aliases ? aliasTargets(aliases, specifier) : null;
    if (aliases && aliased) {
      const message = `imports "${reference.specifier}" (alias ${aliased.pattern} in ${aliases.config}), which is not a generated file`;
      resolved(file, reference, aliased.targets.some((target) => index.resolve(target)), message);
      return;
    }
    const underBaseUrl = aliases?.baseUrl != null && !specifier.startsWith("@") ? joinPath(aliases.baseUrl, specifier) : null;
    if (underBaseUrl !== null && index.resolve(underBaseUrl)) counts.relativeImports += 1;
    else checkPackage(file, reference);
  };
}

/** A script parses (or is reported at its line), and its references are checked. */
export function checkScriptFile(context: CheckContext, checkReference: ReferenceCheck, file: CheckedFile, outcome: ParseOutcome): void {
  if (!outcome.ok) {
    context.problem("parse", file, outcome.line, `does not parse (line ${outcome.line}: ${outcome.message})`);
    return;
  }
  context.counts.parsed += 1;
  for (const reference of outcome.references) checkReference(file, reference);
}

/** An HTML page is not parsed, but the scripts and stylesheets it loads must exist. */
export function checkHtmlFile(context: CheckContext, checkReference: ReferenceCheck, file: CheckedFile): void {
  for (const reference of htmlReferences(file.content)) checkReference(file, reference);
  context.unparsed.add(".html");
}
