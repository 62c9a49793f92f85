import { describe, expect, it } from "vitest";
import { generateProject, type GeneratedFile } from ".";
import { modelOf, SCENARIOS } from "./test-inputs";

/** Every module specifier of a TypeScript file: static imports and re-exports, side-effect and dynamic imports. */
function specifiers(source: string): string[] {
  const found = [
    ...source.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+"([^"]+)"/gms),
    ...source.matchAll(/^\s*import\s+"([^"]+)"/gm),
    ...source.matchAll(/\bimport\("([^"]+)"\)/g),
  ];
  return found.map((match) => match[1] ?? "");
}

function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}

const directoryOf = (path: string) => path.split("/").slice(0, -1).join("/");
const packageRoot = (path: string) => path.split("/")[0] ?? "";
const packageName = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : (specifier.split("/")[0] ?? "");

/** Where a relative import lands: NodeNext imports name the .js output of a .ts file; Vite's name no extension. */
function candidates(from: string, specifier: string): string[] {
  const target = normalize(`${directoryOf(from)}/${specifier}`);
  if (target.endsWith(".js")) return [target.replace(/\.js$/, ".ts"), target.replace(/\.js$/, ".tsx")];
  return [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`];
}

const isScript = (file: GeneratedFile) => /\.(ts|tsx)$/.test(file.path) && !file.path.endsWith(".d.ts");

describe.each(Object.keys(SCENARIOS))("the generated code's imports (%s)", (scenario) => {
  const files = generateProject(modelOf(scenario));
  const paths = new Set(files.map((file) => file.path));
  const manifests = new Map(
    files
      .filter((file) => /^(backend|frontend)\/package\.json$/.test(file.path))
      .map((file) => {
        const manifest = JSON.parse(file.content) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
        return [packageRoot(file.path), { ...manifest.dependencies, ...manifest.devDependencies }] as const;
      }),
  );

  it("resolves every relative import to a generated file", () => {
    const relative = files.filter(isScript).flatMap((file) => specifiers(file.content).filter((specifier) => specifier.startsWith(".")));
    expect(relative.length).toBeGreaterThan(20);
    const missing = files.filter(isScript).flatMap((file) =>
      specifiers(file.content)
        .filter((specifier) => specifier.startsWith("."))
        .filter((specifier) => !candidates(file.path, specifier).some((candidate) => paths.has(candidate)))
        .map((specifier) => `${file.path}: ${specifier}`),
    );
    expect(missing).toEqual([]);
  });

  it("uses only packages its package.json declares (and Node built-ins by their node: names)", () => {
    const undeclared = files.filter(isScript).flatMap((file) => {
      const declared = manifests.get(packageRoot(file.path));
      if (!declared) return [`${file.path}: outside a package`];
      return specifiers(file.content)
        .filter((specifier) => !specifier.startsWith(".") && !specifier.startsWith("node:"))
        .filter((specifier) => !(packageName(specifier) in declared))
        .map((specifier) => `${file.path}: ${specifier}`);
    });
    expect(undeclared).toEqual([]);
  });

  it("imports Node built-ins only in the backend", () => {
    const frontendBuiltins = files
      .filter((file) => isScript(file) && file.path.startsWith("frontend/"))
      .filter((file) => specifiers(file.content).some((specifier) => specifier.startsWith("node:")));
    expect(frontendBuiltins.map((file) => file.path)).toEqual([]);
  });

  it("pins every dependency to an exact version", () => {
    for (const [root, declared] of manifests) {
      for (const [name, version] of Object.entries(declared)) expect(version, `${root}: ${name}`).toMatch(/^\d+\.\d+\.\d+$/);
    }
    expect([...manifests.keys()].sort()).toEqual(["backend", "frontend"]);
  });
});
