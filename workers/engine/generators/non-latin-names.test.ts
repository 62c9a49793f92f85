import { describe, expect, it } from "vitest";
import { BACKEND_STACK, FRONTEND_STACK } from "../../contract/project-options";
import { buildAppModel, type AppDesign, type AppModel } from "../model";
import { QA_EMITTER_ID, runQaChecks } from "../qa/qa-task";
import { emittersFor, generateProject } from ".";
import { inputFor, RUSSIAN_ORDER_DESIGN } from "./test-inputs";

/** A bakery described in Russian: its records keep their Russian labels and get ASCII names in the code. */
const RUSSIAN_BAKERY = {
  projectType: "custom" as const,
  features: ["auth" as const, "dashboard" as const, "search" as const],
  problemStatement: "Клиенты оформляют заказы на торты. Пекарь видит заказы и готовит торты.",
  userTypes: "Владелец, Пекарь, Покупатели",
};

const ORDER_DESIGN = RUSSIAN_ORDER_DESIGN;

const bakeryOn = (techStack: string[], design?: AppDesign): AppModel =>
  buildAppModel({ ...inputFor(RUSSIAN_BAKERY, { name: "Пекарня Анны", description: "Предзаказы для пекарни", techStack }), ...(design ? { design } : {}) });

function read(model: AppModel, path: string): string {
  const file = generateProject(model).find((candidate) => candidate.path === path);
  if (!file) throw new Error(`${path} was not generated`);
  return file.content;
}

describe("a project named and described in Russian", () => {
  it("keeps its records, labelled in Russian, under ASCII names (react + nodejs)", () => {
    const model = bakeryOn(["react", "nodejs", "postgresql"]);
    expect(model.entities.map((entity) => [entity.name, entity.label])).toEqual([
      ["Zakazy", "Заказы"],
      ["Torty", "Торты"],
    ]);
    expect(read(model, "backend/package.json")).toContain('"name": "pekarnya-anny-api"');
    expect(read(model, "backend/migrations/001_create_tables.sql")).toContain('CREATE TABLE IF NOT EXISTS "zakazy_records"');
    expect(read(model, "backend/src/app.ts")).toContain('app.use("/api/zakazy-records", zakazyRoutes(services));');
    expect(read(model, "frontend/src/screens/zakazy-records/ZakazyRecordsList.tsx")).toContain("<h1>Заказы</h1>");
    expect(read(model, "frontend/src/components/Layout.tsx")).toContain('"label": "Торты"');
    expect(read(model, "frontend/index.html")).toContain("<title>Пекарня Анны</title>");
  });

  it("labels the fields of a design in Russian and names them in ASCII", () => {
    const model = bakeryOn(["react", "nodejs", "postgresql"], ORDER_DESIGN);
    const meta = read(model, "frontend/src/entities/zakaz.ts");
    expect(meta).toContain('{ name: "cena", label: "Цена", kind: "number", required: true }');
    expect(meta).toContain('label: "Заказ"');
    expect(read(model, "backend/migrations/001_create_tables.sql")).toContain('"klient_id" text NOT NULL REFERENCES "klient_records" ("id")');
  });

  // Each backend once, each with a different frontend, from the answers and from a design.
  it.each(BACKEND_STACK.flatMap((backend, index) => [false, true].map((designed) => [FRONTEND_STACK[index] ?? "react", backend, designed] as const)))(
    "gives a project with ASCII paths that passes qa's checks (%s + %s, designed: %s)",
    async (frontend, backend, designed) => {
      const model = bakeryOn([frontend, backend, "mysql"], designed ? ORDER_DESIGN : undefined);
      const emitters = emittersFor(model);
      const stored = emitters
        .filter((emitter) => emitter.id !== QA_EMITTER_ID && emitter.id !== "deployment")
        .flatMap((emitter) =>
          emitter.emit(model).map((file) => ({ path: file.path, type: file.type, content: file.content, taskKey: emitter.id, taskName: emitter.name })),
        );
      expect(stored.map((file) => file.path).filter((path) => !/^[\x20-\x7e]+$/.test(path))).toEqual([]);
      const qa = emitters.find((emitter) => emitter.id === QA_EMITTER_ID);
      if (!qa) throw new Error("no qa emitter");
      expect((await runQaChecks(model, emitters, stored, qa.emit(model))).failure?.message ?? null).toBeNull();
    },
  );
});
