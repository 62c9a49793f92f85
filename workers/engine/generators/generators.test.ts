import { describe, expect, it } from "vitest";
import { sampleProblems } from "../model/sample-records";
import { FILE_TYPES } from "../../contract/files";
import { DEPLOYMENT_PLATFORMS, DESIGN_STYLES, FEATURES, PROJECT_TYPES, TECH_STACK } from "../../contract/project-options";
import { buildAppModel } from "../model";
import { emittersFor, generateProject } from ".";
import { BAKERY, inputFor, modelOf, SCENARIOS } from "./test-inputs";

const CATEGORIES = ["frontend", "backend", "database", "devops", "deployment", "docs", "tests"];
const scenarios = Object.keys(SCENARIOS);

describe("generateProject", () => {
  it.each(scenarios)("writes each path once, with a known type and category (%s)", (scenario) => {
    const files = generateProject(modelOf(scenario));
    const paths = files.map((file) => file.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const file of files) {
      expect(FILE_TYPES).toContain(file.type);
      expect(CATEGORIES).toContain(file.category);
      // Next.js names route folders with brackets and parentheses: app/[id]/page.tsx, app/(app)/layout.tsx.
      expect(file.path).toMatch(/^[\w.][\w./()[\]-]*$/);
      expect(file.content.endsWith("\n")).toBe(true);
      expect(file.content).not.toMatch(/\n{3,}/);
      if (/\.test\.tsx?$/.test(file.path)) expect(file.type).toBe("test");
    }
  });

  it.each(scenarios)("is deterministic: the same answers give byte-identical files (%s)", (scenario) => {
    const input = SCENARIOS[scenario];
    if (!input) throw new Error("missing scenario");
    const first = generateProject(buildAppModel(structuredClone(input)));
    const second = generateProject(buildAppModel(structuredClone(input)));
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it.each(scenarios)("writes valid JSON wherever it writes .json (%s)", (scenario) => {
    for (const file of generateProject(modelOf(scenario)).filter((candidate) => candidate.path.endsWith(".json"))) {
      expect(() => JSON.parse(file.content), file.path).not.toThrow();
    }
  });

  it("generates the whole default project quickly", () => {
    const started = performance.now();
    const files = generateProject(buildAppModel(BAKERY));
    const elapsed = performance.now() - started;
    console.log(`Generated ${files.length} files (${files.reduce((sum, file) => sum + file.content.length, 0)} characters) in ${elapsed.toFixed(1)} ms`);
    expect(files.length).toBeGreaterThan(100);
  });
});

describe("emittersFor: the plan", () => {
  it.each(scenarios)("puts every emitter after the ones it depends on (%s)", (scenario) => {
    const emitters = emittersFor(modelOf(scenario));
    const ids = emitters.map((emitter) => emitter.id);
    expect(new Set(ids).size).toBe(ids.length);
    emitters.forEach((emitter, index) => {
      for (const dependency of emitter.dependsOn.filter((id) => ids.includes(id))) {
        expect(ids.indexOf(dependency), `${emitter.id} after ${dependency}`).toBeLessThan(index);
      }
    });
  });

  it("is the plan a team would follow: architect first, qa after all code, deployment last", () => {
    const model = modelOf("bakery");
    const emitters = emittersFor(model);
    const ids = emitters.map((emitter) => emitter.id);
    expect(ids[0]).toBe("architecture");
    expect(ids.at(-1)).toBe("deployment");
    const qa = emitters.find((emitter) => emitter.id === "qa");
    const codeIds = emitters.filter((emitter) => !["architecture", "qa", "deployment"].includes(emitter.id)).map((emitter) => emitter.id);
    expect(qa?.dependsOn).toEqual(expect.arrayContaining(codeIds));
    expect(emitters.map((emitter) => `${emitter.agent}: ${emitter.name}`)).toMatchSnapshot();
  });

  it("has one backend and one frontend task per chosen feature that needs them, and none for others", () => {
    const all = emittersFor(modelOf("bakery")).map((emitter) => emitter.id);
    expect(all).toEqual(expect.arrayContaining(["api-auth", "ui-auth", "api-payments", "ui-payments", "api-api", "ui-dashboard"]));
    expect(all).not.toContain("ui-api");
    const plain = emittersFor(modelOf("plain custom")).map((emitter) => emitter.id);
    expect(plain).toEqual(["architecture", "data-model", "rest-api", "app-shell", "screens", "devops", "qa", "deployment"]);
  });

  it("names the tasks after the app: its entities, database, design and platform", () => {
    const names = emittersFor(modelOf("bakery")).map((emitter) => emitter.name);
    expect(names).toContain("REST API for Products, Orders, Customers, Pickup slots and Production lists");
    expect(names).toContain("Screens for Products, Orders, Customers, Pickup slots and Production lists");
    expect(names).toContain("Data model & schema (PostgreSQL)");
    expect(names).toContain("App shell & design system (Creative)");
    expect(names).toContain("Deployment config (Render)");
  });

  it.each(scenarios)("serves every requirement by some task besides qa (%s)", (scenario) => {
    const model = modelOf(scenario);
    const emitters = emittersFor(model).filter((emitter) => emitter.id !== "qa");
    const ids = model.requirements.map((requirement) => requirement.id);
    const served = new Set(emitters.flatMap((emitter) => emitter.requirementIds(model)));
    expect(ids.filter((id) => !served.has(id))).toEqual([]);
    expect([...served].filter((id) => !ids.includes(id))).toEqual([]);
  });

  it.each(scenarios)("gives every task at least one file (%s)", (scenario) => {
    const model = modelOf(scenario);
    for (const emitter of emittersFor(model)) expect(emitter.emit(model).length, emitter.id).toBeGreaterThan(0);
  });
});

describe("stack choices", () => {
  const pathsOf = (scenario: string) => generateProject(modelOf(scenario)).map((file) => file.path);

  it.each([
    ["bakery", ["frontend/src/App.tsx", "backend/src/app.ts", "backend/package.json", "backend/migrations/001_create_tables.sql"]],
    ["crm on vercel with vue, python and mongodb", ["frontend/src/App.vue", "backend/app/main.py", "backend/requirements.txt"]],
    ["content on digitalocean", ["frontend/angular.json", "backend/public/index.php", "backend/composer.json", "backend/migrations/001_create_tables.sql"]],
    ["mobile on aws", ["frontend/next.config.mjs", "backend/pom.xml"]],
  ])("generates the chosen frontend, backend and database (%s)", (scenario, expected) => {
    expect(pathsOf(scenario)).toEqual(expect.arrayContaining(expected));
  });

  it("keeps MongoDB's collections in code, without SQL migrations", () => {
    expect(pathsOf("crm on vercel with vue, python and mongodb").filter((path) => path.endsWith(".sql"))).toEqual([]);
  });

  it("picks a sensible stack when none was chosen, and says so in the docs", () => {
    const model = modelOf("plain custom");
    expect(model.stack).toMatchObject({ frontend: "react", backend: "nodejs", database: "postgresql" });
    const readme = generateProject(model).find((file) => file.path === "README.md")?.content ?? "";
    expect(readme).toContain("No backend was chosen, so the app uses Node.js");
    expect(readme).toContain("No database was chosen, so the app uses PostgreSQL");
  });

  it("writes the chosen platform's deployment files", () => {
    const paths = (scenario: string) => generateProject(modelOf(scenario)).map((file) => file.path);
    expect(paths("bakery")).toContain("render.yaml");
    expect(paths("crm on vercel with vue, python and mongodb")).toContain("frontend/vercel.json");
    expect(paths("content on digitalocean")).toContain(".do/app.yaml");
    expect(paths("mobile on aws")).toEqual(expect.arrayContaining(["deploy/aws/task-definition.json", "deploy/aws/README.md"]));
  });

  it("themes the app with the chosen design style", () => {
    const tokens = (scenario: string) =>
      generateProject(modelOf(scenario)).find((file) => file.path === "frontend/src/theme/tokens.css")?.content;
    expect(tokens("bakery")).toContain('"creative" style');
    expect(tokens("content on digitalocean")).toContain('"minimal" style');
    expect(tokens("bakery")).not.toBe(tokens("content on digitalocean"));
  });
});

describe("arbitrary answers", () => {
  // A fixed pseudo-random sequence: the same 30 odd inputs every run.
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const WORDS = (
    "customers order orders the a and pick slot pickup production list bakery invoices class case e-mail o'neil 42 " +
    "ünïcödé 東京 deliveries user users payments notification uploads search live analytics events promise records " +
    "date staff members booking rooms books schedule health api docs meta item ; , . ! ? \n - * 1."
  ).split(" ");
  const text = () => Array.from({ length: Math.floor(next() * 30) }, () => pick(WORDS)).join(" ");

  it("always gives a project with unique paths and every requirement served", () => {
    for (let round = 0; round < 30; round += 1) {
      const input = inputFor(
        {
          projectType: pick(PROJECT_TYPES),
          features: FEATURES.filter(() => next() < 0.4),
          deployment: pick(DEPLOYMENT_PLATFORMS),
          design: pick(DESIGN_STYLES),
          problemStatement: text(),
          userFlows: text(),
          keyWorkflows: text(),
          businessRules: text(),
        },
        { name: text().slice(0, 100), techStack: TECH_STACK.filter(() => next() < 0.3), messages: [{ agentType: "all", message: text() }] },
      );
      const model = buildAppModel(input);
      expect(() => generateProject(model), JSON.stringify(input)).not.toThrow();
      const served = new Set(emittersFor(model).filter((emitter) => emitter.id !== "qa").flatMap((emitter) => emitter.requirementIds(model)));
      expect(model.requirements.filter((requirement) => !served.has(requirement.id))).toEqual([]);
      // The built-in samples keep every rule the reading found, and every entity has some to seed with.
      const counts = new Map(model.entities.map((entity) => [entity.name, entity.samples.length]));
      for (const entity of model.entities) {
        expect(entity.samples.length, entity.name).toBeGreaterThan(0);
        expect(sampleProblems(entity, entity.samples, counts), JSON.stringify(input)).toEqual([]);
      }
    }
  });
});
