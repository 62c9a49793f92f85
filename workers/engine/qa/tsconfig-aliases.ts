import { z } from "zod";
import type { ProjectIndex } from "./project-index";
import { directoryOf, joinPath, nearest } from "./project-paths";

/** The path aliases a tsconfig.json (or jsconfig.json) gives the files beneath it. */
export interface Aliases {
  config: string;
  /** The folder bare imports may also be looked up in, relative to the project root. */
  baseUrl: string | null;
  /** Each alias pattern with its targets, relative to the project root. */
  paths: [string, string[]][];
}

const tsconfigSchema = z.object({
  extends: z.union([z.string(), z.array(z.string())]).optional(),
  compilerOptions: z
    .object({
      baseUrl: z.string().optional(),
      paths: z.record(z.string(), z.array(z.string())).optional(),
    })
    .optional(),
});

/** Reads `baseUrl` and `paths` down a tsconfig's relative `extends` chain; the nearest setting of each wins. */
function readAliases(index: ProjectIndex, config: string): Aliases | null {
  let baseUrl: string | null = null;
  let paths: [string, string[]][] | null = null;
  const seen = new Set<string>();
  let current: string | null = config;
  while (current && !seen.has(current) && (paths === null || baseUrl === null)) {
    seen.add(current);
    const outcome = index.jsonOf(current);
    const parsed = outcome?.ok ? tsconfigSchema.safeParse(outcome.value) : null;
    if (!parsed?.success) break;
    const options = parsed.data.compilerOptions;
    const directory = directoryOf(current);
    // Both are relative to the tsconfig that sets them.
    if (baseUrl === null && options?.baseUrl !== undefined) baseUrl = joinPath(directory, options.baseUrl);
    if (paths === null && options?.paths) {
      const root = options.baseUrl !== undefined ? (joinPath(directory, options.baseUrl) ?? directory) : directory;
      paths = Object.entries(options.paths).map(([pattern, targets]) => [pattern, targets.map((target) => joinPath(root, target) ?? target)]);
    }
    const parent = [parsed.data.extends ?? []].flat().find((entry) => entry.startsWith("."));
    current = parent ? joinPath(directory, parent.endsWith(".json") ? parent : `${parent}.json`) : null;
  }
  return paths || baseUrl !== null ? { config, baseUrl, paths: paths ?? [] } : null;
}

/** The aliases of the tsconfig.json (or jsconfig.json) nearest to each file, each config read once. */
export function aliasLookup(index: ProjectIndex): (path: string) => Aliases | null {
  const cache = new Map<string, Aliases | null>();
  return (path) => {
    const config = nearest(path, ["tsconfig.json", "jsconfig.json"], index.has);
    if (!config) return null;
    if (!cache.has(config)) cache.set(config, readAliases(index, config));
    return cache.get(config) ?? null;
  };
}

/** The files an aliased import may name ("@/x" with "@/*": ["./src/*"]), or null when no alias matches. */
export function aliasTargets(aliases: Aliases, specifier: string): { pattern: string; targets: string[] } | null {
  for (const [pattern, targets] of aliases.paths) {
    const star = pattern.indexOf("*");
    if (star < 0) {
      if (pattern === specifier) return { pattern, targets };
      continue;
    }
    const prefix = pattern.slice(0, star);
    const suffix = pattern.slice(star + 1);
    if (specifier.startsWith(prefix) && specifier.endsWith(suffix) && specifier.length >= prefix.length + suffix.length) {
      const matched = specifier.slice(prefix.length, specifier.length - suffix.length);
      return { pattern, targets: targets.map((target) => target.replace("*", matched)) };
    }
  }
  return null;
}
