import { describe, expect, it } from "vitest";
import { buildAppModel } from "../../model";
import { generateProject } from "../index";
import { NODE_PROFILE } from "../nodejs";
import { SCENARIOS } from "../test-inputs";
import type { GeneratedFile } from "../types";
import { PHP_PROFILE } from "./profile";

const DATABASES = ["postgresql", "mysql", "mongodb"] as const;

function phpProject(scenario: string, database: (typeof DATABASES)[number]) {
  const input = SCENARIOS[scenario];
  if (!input) throw new Error(`No scenario ${scenario}`);
  const model = buildAppModel({ ...structuredClone(input), techStack: ["react", "php", database] });
  return { model, files: generateProject(model) };
}

const phpFiles = (files: GeneratedFile[]) => files.filter((file) => file.path.endsWith(".php"));

/** "GET /api/orders/:id" for every route the app registers: Crud's five per entity, and each literal route. */
function servedRoutes(files: GeneratedFile[]): string[] {
  const routes: string[] = [];
  for (const file of phpFiles(files)) {
    if (!file.path.startsWith("backend/src/")) continue;
    const base = /^ {12}base: '([^']+)',$/m.exec(file.content)?.[1];
    if (base) routes.push(`GET ${base}`, `POST ${base}`, `GET ${base}/:id`, `PUT ${base}/:id`, `DELETE ${base}/:id`);
    for (const match of file.content.matchAll(/->(get|post|put|delete)\('(\/api[^']*)'/g)) {
      routes.push(`${(match[1] ?? "").toUpperCase()} ${match[2] ?? ""}`);
    }
  }
  return routes.sort();
}

describe("the PHP backend", () => {
  it("has the Node backend's emitters (same ids, same order)", () => {
    expect(PHP_PROFILE.emitters.map((emitter) => emitter.id)).toEqual(NODE_PROFILE.emitters.map((emitter) => emitter.id));
  });

  for (const scenario of Object.keys(SCENARIOS)) {
    it(`serves exactly the model's routes (${scenario})`, () => {
      const { model, files } = phpProject(scenario, "postgresql");
      expect(model.stack.backend).toBe("php");
      expect(files.some((file) => file.path.startsWith("backend/") && file.path.endsWith(".ts"))).toBe(false);
      const promised = model.apiRoutes.map((route) => `${route.method} ${route.path}`).sort();
      expect(servedRoutes(files)).toEqual(promised);
    });
  }

  for (const database of DATABASES) {
    it(`places each class where PSR-4 says and uses only generated classes of the app (${database})`, () => {
      const { files } = phpProject("bakery", database);
      const sources = phpFiles(files).filter((file) => !file.path.startsWith("backend/public/"));
      const declared = new Set<string>();
      for (const file of sources) {
        expect(file.content.startsWith("<?php\n\ndeclare(strict_types=1);\n"), file.path).toBe(true);
        const namespace = /^namespace ([\w\\]+);/m.exec(file.content)?.[1] ?? "";
        const folder = file.path
          .replace(/^backend\/src\//, "App/")
          .replace(/^backend\/tests\//, "App/Tests/")
          .replace(/\/[^/]+\.php$/, "");
        expect(namespace, file.path).toBe(folder.replaceAll("/", "\\"));
        declared.add(`${namespace}\\${file.path.slice(file.path.lastIndexOf("/") + 1, -".php".length)}`);
      }
      for (const file of sources) {
        for (const match of file.content.matchAll(/^use (App\\[\w\\]+);/gm)) {
          expect(declared.has(match[1] ?? ""), `${file.path} uses ${match[1] ?? ""}`).toBe(true);
        }
      }
      const composer = JSON.parse(files.find((file) => file.path === "backend/composer.json")?.content ?? "{}") as {
        require?: Record<string, string>;
      };
      expect(Object.keys(composer.require ?? {})).toContain(
        { postgresql: "ext-pdo_pgsql", mysql: "ext-pdo_mysql", mongodb: "mongodb/mongodb" }[database],
      );
    });
  }
});
