import { z } from "zod";
import type { CheckContext } from "./check-context";
import type { ModuleReference } from "./js-modules";
import { NODE_BUILTINS, NODE_PREFIX_ONLY_BUILTINS } from "./known-modules";
import type { CheckedFile } from "./types";

/**
 * The packages check for JavaScript and TypeScript: a bare import ("hono", "@scope/x/y", "#internal") is a
 * Node built-in or a package the nearest package.json declares (or maps in "imports").
 */

const stringRecord = z.record(z.string(), z.string());
const manifestSchema = z.object({
  name: z.string().optional(),
  dependencies: stringRecord.optional(),
  devDependencies: stringRecord.optional(),
  peerDependencies: stringRecord.optional(),
  optionalDependencies: stringRecord.optional(),
  imports: z.record(z.string(), z.unknown()).optional(),
});
type Manifest = z.infer<typeof manifestSchema>;

/** "@scope/name" or "name": the package a bare specifier names. */
export const packageNameOf = (specifier: string): string =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : (specifier.split("/")[0] ?? specifier);

/** DefinitelyTyped's name for a package's types: @types/node, @types/scope__name. */
export const typesPackageOf = (name: string): string => `@types/${name.startsWith("@") ? name.slice(1).replace("/", "__") : name}`;

function isDeclared(manifest: Manifest, name: string, typeOnly: boolean): boolean {
  const declared = (candidate: string) =>
    [manifest.dependencies, manifest.devDependencies, manifest.peerDependencies, manifest.optionalDependencies].some(
      (list) => list !== undefined && Object.hasOwn(list, candidate),
    );
  // A package may import itself by name; a type-only import is satisfied by the DefinitelyTyped package.
  return manifest.name === name || declared(name) || (typeOnly && declared(typesPackageOf(name)));
}

const mapsSubpath = (manifest: Manifest, specifier: string): boolean =>
  Object.keys(manifest.imports ?? {}).some((key) => key === specifier || (key.endsWith("*") && specifier.startsWith(key.slice(0, -1))));

/** True for a Node built-in (counted); reports a "node:" name that is none. */
function checkBuiltin(context: CheckContext, file: CheckedFile, { specifier, line }: ModuleReference): boolean {
  if (specifier.startsWith("node:")) {
    const name = specifier.slice("node:".length);
    if (NODE_BUILTINS.has(name) || NODE_PREFIX_ONLY_BUILTINS.has(name)) context.counts.builtins += 1;
    else context.problem("packages", file, line, `imports "${specifier}", which is not a Node.js built-in module`);
    return true;
  }
  if (!NODE_BUILTINS.has(specifier)) return false;
  context.counts.builtins += 1;
  return true;
}

/** The check of one bare import; a package.json that cannot be read is reported once, on itself. */
export function packageCheck(context: CheckContext): (file: CheckedFile, reference: ModuleReference) => void {
  const { index } = context;
  const brokenManifests = new Set<string>();
  const manifestOf = (file: CheckedFile, line: number, specifier: string): [string, Manifest] | null => {
    const path = index.manifestOf(file.path);
    if (!path) {
      context.problem("packages", file, line, `imports "${specifier}" but no package.json encloses it`);
      return null;
    }
    const outcome = index.jsonOf(path);
    const parsed = outcome?.ok ? manifestSchema.safeParse(outcome.value) : null;
    if (parsed?.success) return [path, parsed.data];
    const manifestFile = index.byPath.get(path);
    if (!brokenManifests.has(path) && manifestFile) {
      const why = outcome?.ok ? "its dependency lists are not name-to-version maps" : "it does not parse";
      context.problem("packages", manifestFile, null, `cannot check the packages its folder imports: ${why}`);
    }
    brokenManifests.add(path);
    return null;
  };
  return (file, reference) => {
    const { specifier, line } = reference;
    if (checkBuiltin(context, file, reference)) return;
    const found = manifestOf(file, line, specifier);
    if (!found) return;
    const [path, manifest] = found;
    if (specifier.startsWith("#")) {
      if (!mapsSubpath(manifest, specifier)) context.problem("packages", file, line, `imports "${specifier}", which ${path} does not map in "imports"`);
      return;
    }
    const name = packageNameOf(specifier);
    if (isDeclared(manifest, name, reference.typeOnly)) {
      context.usedPackages.add(`${path}\u0000${name}`);
      return;
    }
    const types = reference.typeOnly ? ` (or ${typesPackageOf(name)})` : "";
    context.problem("packages", file, line, `imports "${specifier}" but ${path} does not declare ${name}${types}`);
  };
}
