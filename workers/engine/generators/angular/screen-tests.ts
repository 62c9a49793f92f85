import type { AppModel, Entity, Field } from "../../model";
import { lines, literal, test } from "../files";
import { expectedBody, isChoice, relatedRecords, sampleRecord, stubId, typedValue } from "../shared/frontend/screen-test-data";
import type { GeneratedFile } from "../types";
import { APP, ngNames } from "./names";

/** The statements that fill one field of a new record's form, the way a user would. */
function fill(entity: Entity, field: Field, model: AppModel): string[] {
  const control = `screen.getByLabelText(${literal(field.label)})`;
  switch (field.kind) {
    case "boolean":
      return [`    fireEvent.click(${control});`];
    case "date":
      return [`    fireEvent.input(${control}, { target: { value: ${literal(typedValue(entity, field))} } });`];
    case "reference": {
      const target = model.entities.find((candidate) => candidate.name === field.target);
      if (!target || !field.required) return [];
      const name = `${field.name}Select`;
      return [
        `    const ${name} = ${control} as HTMLSelectElement;`,
        `    await waitFor(() => expect(${name}.options.length).toBeGreaterThan(1));`,
        `    fireEvent.change(${name}, { target: { value: ${literal(stubId(target))} } });`,
      ];
    }
    default:
      // A select of choices answers change, an input answers input.
      return [`    fireEvent.${isChoice(entity, field) ? "change" : "input"}(${control}, { target: { value: ${literal(typedValue(entity, field))} } });`];
  }
}

/** src/app/screens/<route>/<route>.spec.ts: the list and detail screens against a stubbed API. */
export function screenSpecFile(model: AppModel, entity: Entity): GeneratedFile {
  const names = ngNames(entity);
  const display = entity.fields.find((field) => field.name === entity.displayField);
  const editable = entity.fields.find((field) => field.kind === "string");
  const one = entity.label.toLowerCase();
  const related = relatedRecords(model, entity);
  return test(
    `${APP}/${names.folder}/${entity.route}.spec.ts`,
    lines(
      `import type { Routes } from "@angular/router";`,
      `import { fireEvent, screen, waitFor } from "@testing-library/dom";`,
      `import { afterEach, describe, expect, it, vi } from "vitest";`,
      display && display.kind !== "reference" && `import { formatValue } from "../../components/format";`,
      `import type { ${names.type} } from "../../${names.module}";`,
      `import { openAt } from "../../test/harness";`,
      `import { stubApi } from "../../test/stub-api";`,
      `import { ${names.detail} } from "./${names.detailFile}";`,
      `import { ${names.list} } from "./${names.listFile}";`,
      "",
      `const sample: ${names.type} = ${JSON.stringify(sampleRecord(model, entity))};`,
      `const related = ${JSON.stringify(related)};`,
      "",
      "const ROUTES: Routes = [",
      `  { path: ${literal(entity.route)}, component: ${names.list} },`,
      `  { path: ${literal(`${entity.route}/:id`)}, component: ${names.detail} },`,
      "];",
      "",
      `describe(${literal(`${entity.pluralLabel} screens`)}, () => {`,
      "  afterEach(() => {",
      "    vi.unstubAllGlobals();",
      "  });",
      "",
      `  it(${literal(`lists ${entity.pluralLabel.toLowerCase()} from the API`)}, async () => {`,
      `    stubApi({ ${literal(entity.route)}: [sample], ...related });`,
      `    await openAt("/${entity.route}", ROUTES);`,
      `    expect(await screen.findByRole("heading", { level: 1, name: ${literal(entity.pluralLabel)} })).toBeTruthy();`,
      display && display.kind !== "reference"
        ? `    expect((await screen.findAllByText(formatValue(${literal(display.kind)}, sample.${display.name}${display.money ? `, ${literal(model.currency)}` : ""}))).length).toBeGreaterThan(0);`
        : `    expect(await screen.findByRole("table")).toBeTruthy();`,
      "  });",
      "",
      `  it(${literal(`shows a form with every field for a new ${one}`)}, async () => {`,
      "    stubApi(related);",
      `    await openAt("/${entity.route}/new", ROUTES);`,
      `    expect(screen.getByRole("heading", { level: 1, name: ${literal(`New ${one}`)} })).toBeTruthy();`,
      `    for (const label of ${JSON.stringify(entity.fields.map((field) => field.label))}) {`,
      "      expect(screen.getByLabelText(label)).toBeTruthy();",
      "    }",
      "  });",
      "",
      `  it(${literal(`sends a new ${one} to the API`)}, async () => {`,
      "    const calls = stubApi(related);",
      `    await openAt("/${entity.route}/new", ROUTES);`,
      ...entity.fields.flatMap((field) => fill(entity, field, model)),
      `    fireEvent.click(screen.getByRole("button", { name: ${literal(`Create ${one}`)} }));`,
      `    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));`,
      `    const sent = calls.find((call) => call.method === "POST");`,
      `    expect(sent?.path).toBe("/api/${entity.route}");`,
      `    expect(sent?.body).toMatchObject(${JSON.stringify(expectedBody(entity, model))});`,
      `    expect(await screen.findByRole("heading", { level: 1, name: ${literal(entity.pluralLabel)} })).toBeTruthy();`,
      "  });",
      editable &&
        lines(
          "",
          `  it(${literal(`loads ${one} details to edit`)}, async () => {`,
          `    stubApi({ ${literal(entity.route)}: [sample], ...related });`,
          `    await openAt("/${entity.route}/${stubId(entity)}", ROUTES);`,
          `    expect(await screen.findByDisplayValue(sample.${editable.name}${editable.required ? "" : ` ?? ""`})).toBeTruthy();`,
          `    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();`,
          "  });",
        ),
      "});",
    ),
  );
}
