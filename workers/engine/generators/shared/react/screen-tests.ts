import type { AppModel, Entity, Field } from "../../../model";
import { lines, literal, test } from "../../files";
import type { GeneratedFile } from "../../types";
import { uiNames } from "../frontend/names";
import { expectedBody, relatedRecords, sampleRecord, stubId, typedValue } from "../frontend/screen-test-data";

function fill(entity: Entity, field: Field, model: AppModel): string[] {
  const control = `screen.getByLabelText(${literal(field.label)})`;
  switch (field.kind) {
    case "boolean":
      return [`    fireEvent.click(${control});`];
    case "date":
      return [`    fireEvent.change(${control}, { target: { value: ${literal(typedValue(entity, field))} } });`];
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
      return [`    fireEvent.change(${control}, { target: { value: ${literal(typedValue(entity, field))} } });`];
  }
}

/**
 * How a screen test opens the screens: its router imports (after Testing Library's) and a
 * `renderAt(path)` that shows the list at /<route> and the detail at /<route>/<id>.
 */
export interface ScreenTestHarness {
  imports: string[];
  renderAt(entity: Entity): string[];
}

/** React Router's harness: the two routes in a MemoryRouter. */
export const REACT_ROUTER_HARNESS: ScreenTestHarness = {
  imports: [
    `import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";`,
    `import { MemoryRouter, Route, Routes } from "react-router-dom";`,
    `import { ROUTER_FUTURE } from "../../router-future";`,
  ],
  renderAt: (entity) => {
    const names = uiNames(entity);
    return [
      "function renderAt(path: string) {",
      "  return render(",
      "    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>",
      "      <Routes>",
      `        <Route path="/${entity.route}" element={<${names.list} />} />`,
      `        <Route path="/${entity.route}/:id" element={<${names.detail} />} />`,
      "      </Routes>",
      "    </MemoryRouter>,",
      "  );",
      "}",
    ];
  },
};

export function screenTestFile(model: AppModel, entity: Entity, harness: ScreenTestHarness = REACT_ROUTER_HARNESS): GeneratedFile {
  const names = uiNames(entity);
  const display = entity.fields.find((field) => field.name === entity.displayField);
  const editable = entity.fields.find((field) => field.kind === "string");
  const one = entity.label.toLowerCase();
  const related = relatedRecords(model, entity);
  return test(
    `frontend/src/${names.folder}/${entity.route}.test.tsx`,
    lines(
      ...harness.imports,
      `import { afterEach, describe, expect, it, vi } from "vitest";`,
      display && display.kind !== "reference" && `import { formatValue } from "../../components/format";`,
      `import type { ${names.type} } from "../../${names.module}";`,
      `import { stubApi } from "../../test/stub-api";`,
      `import { ${names.detail} } from "./${names.detail}";`,
      `import { ${names.list} } from "./${names.list}";`,
      "",
      `const sample: ${names.type} = ${JSON.stringify(sampleRecord(model, entity))};`,
      `const related = ${JSON.stringify(related)};`,
      "",
      ...harness.renderAt(entity),
      "",
      `describe(${literal(`${entity.pluralLabel} screens`)}, () => {`,
      "  afterEach(() => {",
      "    cleanup();",
      "    vi.unstubAllGlobals();",
      "  });",
      "",
      `  it(${literal(`lists ${entity.pluralLabel.toLowerCase()} from the API`)}, async () => {`,
      `    stubApi({ ${literal(entity.route)}: [sample], ...related });`,
      `    renderAt("/${entity.route}");`,
      `    expect(await screen.findByRole("heading", { name: ${literal(entity.pluralLabel)} })).toBeTruthy();`,
      display && display.kind !== "reference"
        ? `    expect((await screen.findAllByText(formatValue(${literal(display.kind)}, sample.${display.name}${display.money ? `, ${literal(model.currency)}` : ""}))).length).toBeGreaterThan(0);`
        : `    expect(await screen.findByRole("table")).toBeTruthy();`,
      "  });",
      "",
      `  it(${literal(`shows a form with every field for a new ${one}`)}, () => {`,
      "    stubApi(related);",
      `    renderAt("/${entity.route}/new");`,
      `    for (const label of ${JSON.stringify(entity.fields.map((field) => field.label))}) {`,
      "      expect(screen.getByLabelText(label)).toBeTruthy();",
      "    }",
      "  });",
      "",
      `  it(${literal(`sends a new ${one} to the API`)}, async () => {`,
      "    const calls = stubApi(related);",
      `    renderAt("/${entity.route}/new");`,
      ...entity.fields.flatMap((field) => fill(entity, field, model)),
      `    fireEvent.click(screen.getByRole("button", { name: ${literal(`Create ${one}`)} }));`,
      `    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));`,
      `    const sent = calls.find((call) => call.method === "POST");`,
      `    expect(sent?.path).toBe("/api/${entity.route}");`,
      `    expect(sent?.body).toMatchObject(${JSON.stringify(expectedBody(entity, model))});`,
      `    expect(await screen.findByRole("heading", { name: ${literal(entity.pluralLabel)} })).toBeTruthy();`,
      "  });",
      editable &&
        lines(
          "",
          `  it(${literal(`loads ${entity.label.toLowerCase()} details to edit`)}, async () => {`,
          `    stubApi({ ${literal(entity.route)}: [sample], ...related });`,
          `    renderAt("/${entity.route}/${stubId(entity)}");`,
          `    expect(await screen.findByDisplayValue(sample.${editable.name}${editable.required ? "" : ` ?? ""`})).toBeTruthy();`,
          `    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();`,
          "  });",
        ),
      "});",
    ),
  );
}
