import type { AppModel, Entity, Field } from "../../model";
import { lines, literal, test } from "../files";
import { expectedBody, relatedRecords, sampleRecord, stubId, typedValue } from "../shared/frontend/screen-test-data";
import type { GeneratedFile } from "../types";
import { vueNames } from "./names";

/** The statements that fill one field of the new-record form as a user would. */
function fill(entity: Entity, field: Field, model: AppModel): string[] {
  const control = `control(wrapper, ${literal(field.label)})`;
  switch (field.kind) {
    case "boolean":
      return [`    await ${control}.setValue(true);`];
    case "date":
      return [`    await ${control}.setValue(${literal(typedValue(entity, field))});`];
    case "reference": {
      const target = model.entities.find((candidate) => candidate.name === field.target);
      if (!target || !field.required) return [];
      return [
        `    await vi.waitFor(() => expect(${control}.findAll("option").length).toBeGreaterThan(1));`,
        `    await ${control}.setValue(${literal(stubId(target))});`,
      ];
    }
    default:
      return [`    await ${control}.setValue(${literal(typedValue(entity, field))});`];
  }
}

/** src/screens/<route>/<route>.test.ts: the list and detail screens against a stubbed API. */
export function vueScreenTestFile(model: AppModel, entity: Entity): GeneratedFile {
  const names = vueNames(entity);
  const display = entity.fields.find((field) => field.name === entity.displayField);
  const editable = entity.fields.find((field) => field.kind === "string");
  const one = entity.label.toLowerCase();
  const related = relatedRecords(model, entity);
  return test(
    `frontend/src/${names.folder}/${entity.route}.test.ts`,
    lines(
      `import { flushPromises } from "@vue/test-utils";`,
      `import { afterEach, describe, expect, it, vi } from "vitest";`,
      display && display.kind !== "reference" && `import { formatValue } from "../../components/format";`,
      `import type { ${names.type} } from "../../${names.module}";`,
      `import { control, heading, mountAt, unmountAll${editable ? ", valueOf" : ""} } from "../../test/mount";`,
      `import { stubApi } from "../../test/stub-api";`,
      `import ${names.detail} from "./${names.detail}.vue";`,
      `import ${names.list} from "./${names.list}.vue";`,
      "",
      `const sample: ${names.type} = ${JSON.stringify(sampleRecord(model, entity))};`,
      `const related = ${JSON.stringify(related)};`,
      "",
      "const routes = [",
      `  { path: "/${entity.route}", component: ${names.list} },`,
      `  { path: "/${entity.route}/:id", component: ${names.detail} },`,
      "];",
      "",
      `describe(${literal(`${entity.pluralLabel} screens`)}, () => {`,
      "  afterEach(() => {",
      "    unmountAll();",
      "    vi.unstubAllGlobals();",
      "  });",
      "",
      `  it(${literal(`lists ${entity.pluralLabel.toLowerCase()} from the API`)}, async () => {`,
      `    stubApi({ ${literal(entity.route)}: [sample], ...related });`,
      `    const wrapper = await mountAt("/${entity.route}", routes);`,
      `    expect(heading(wrapper)).toBe(${literal(entity.pluralLabel)});`,
      display && display.kind !== "reference"
        ? `    await vi.waitFor(() => expect(wrapper.text()).toContain(formatValue(${literal(display.kind)}, sample.${display.name}${display.money ? `, ${literal(model.currency)}` : ""})));`
        : `    await vi.waitFor(() => expect(wrapper.find("table").exists()).toBe(true));`,
      "  });",
      "",
      `  it(${literal(`shows a form with every field for a new ${one}`)}, async () => {`,
      "    stubApi(related);",
      `    const wrapper = await mountAt("/${entity.route}/new", routes);`,
      `    for (const label of ${JSON.stringify(entity.fields.map((field) => field.label))}) {`,
      "      expect(control(wrapper, label).element).toBeTruthy();",
      "    }",
      "  });",
      "",
      `  it(${literal(`sends a new ${one} to the API`)}, async () => {`,
      "    const calls = stubApi(related);",
      `    const wrapper = await mountAt("/${entity.route}/new", routes);`,
      ...entity.fields.flatMap((field) => fill(entity, field, model)),
      `    await wrapper.get("form").trigger("submit");`,
      `    await vi.waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));`,
      `    const sent = calls.find((call) => call.method === "POST");`,
      `    expect(sent?.path).toBe("/api/${entity.route}");`,
      `    expect(sent?.body).toMatchObject(${JSON.stringify(expectedBody(entity, model))});`,
      "    await flushPromises();",
      `    await vi.waitFor(() => expect(heading(wrapper)).toBe(${literal(entity.pluralLabel)}));`,
      "  });",
      editable &&
        lines(
          "",
          `  it(${literal(`loads ${entity.label.toLowerCase()} details to edit`)}, async () => {`,
          `    stubApi({ ${literal(entity.route)}: [sample], ...related });`,
          `    const wrapper = await mountAt("/${entity.route}/${stubId(entity)}", routes);`,
          `    await vi.waitFor(() => expect(valueOf(wrapper, ${literal(editable.label)})).toBe(sample.${editable.name}${editable.required ? "" : ` ?? ""`}));`,
          `    expect(wrapper.findAll("button").some((found) => found.text() === "Save changes")).toBe(true);`,
          "  });",
        ),
      "});",
    ),
  );
}
