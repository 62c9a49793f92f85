import type { AppModel } from "../../model";
import { config, json } from "../files";
import type { GeneratedFile } from "../types";
import { nodeDatabase } from "./databases";
import { pinned } from "./versions";

/** backend/package.json and the TypeScript settings: ESM, strict, tests typechecked then run by vitest. */
export function backendPackageFiles(model: AppModel): GeneratedFile[] {
  const database = nodeDatabase(model);
  const packageJson = {
    name: `${model.slug}-api`,
    version: "0.1.0",
    private: true,
    description: `The API of ${model.name}`,
    type: "module",
    engines: { node: ">=20" },
    scripts: {
      dev: "tsx watch src/server.ts",
      build: "tsc -p tsconfig.build.json",
      start: "node dist/server.js",
      typecheck: "tsc --noEmit",
      test: "tsc --noEmit && vitest run",
    },
    dependencies: pinned(["express", "zod", ...database.dependencies]),
    devDependencies: pinned([
      "@types/express",
      "@types/node",
      "@types/supertest",
      "ajv",
      "ajv-formats",
      "supertest",
      "tsx",
      "typescript",
      "vitest",
      ...database.devDependencies,
    ]),
  };
  const compilerOptions = {
    target: "ES2022",
    module: "NodeNext",
    moduleResolution: "NodeNext",
    lib: ["ES2023"],
    types: ["node"],
    strict: true,
    noUncheckedIndexedAccess: true,
    esModuleInterop: true,
    skipLibCheck: true,
    forceConsistentCasingInFileNames: true,
    outDir: "dist",
  };
  return [
    config("backend/package.json", "backend", json(packageJson)),
    config("backend/tsconfig.json", "backend", json({ compilerOptions: { ...compilerOptions, noEmit: true }, include: ["src", "test", "api"] })),
    config(
      "backend/tsconfig.build.json",
      "backend",
      json({ extends: "./tsconfig.json", compilerOptions: { noEmit: false, rootDir: "src" }, include: ["src"] }),
    ),
  ];
}
