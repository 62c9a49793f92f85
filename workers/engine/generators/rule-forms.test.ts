import { describe, expect, it } from "vitest";
import { buildAppModel } from "../model";
import { PATTERNS } from "../model/rules";
import { generateProject } from ".";
import { countedSample } from "./samples";
import { BAKERY, inputFor } from "./test-inputs";

const bakery = buildAppModel(BAKERY);
const entity = (name: string) => {
  const found = bakery.entities.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`The bakery has no ${name}`);
  return found;
};
const fieldOf = (entityName: string, name: string) => {
  const found = entity(entityName).fields.find((field) => field.name === name);
  if (!found) throw new Error(`${entityName} has no ${name}`);
  return found;
};
const fileOf = (stack: string[], path: string) => {
  const files = generateProject(buildAppModel(inputFor(BAKERY.wizardData, { techStack: stack })));
  const file = files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`No ${path}`);
  return file.content;
};

describe("business rules in the generated forms", () => {
  it("gives each field's metadata the limits its rules set, and says them under the input", () => {
    const order = fileOf(["react", "nodejs", "postgresql"], "frontend/src/entities/order.ts");
    expect(order).toContain(`min: 1, max: 500, hint: "Must be between 1 and 500"`);
    expect(order).toContain(`choices: ["pending", "paid", "collected"], moves: { "pending": ["paid"], "paid": ["collected"], "collected": [] }`);
    expect(order).toContain(`before: "now", hint: "Must be in the past"`);
    const customer = fileOf(["react", "nodejs", "postgresql"], "frontend/src/entities/customer.ts");
    expect(customer).toContain(`pattern: ${JSON.stringify(PATTERNS.phone.regex)}`);
    const slot = fileOf(["vue", "nodejs", "postgresql"], "frontend/src/entities/pickup-slot.ts");
    expect(slot).toContain(`after: "startsAt"`);
  });

  it("gives every named format a pattern the browser's input can compile", () => {
    // Browsers compile an input's pattern with the v flag, anchored as ^(?:pattern)$.
    for (const { regex } of Object.values(PATTERNS)) expect(() => new RegExp(`^(?:${regex})$`, "v")).not.toThrow();
  });

  it("renders the limits in every frontend's form", () => {
    expect(fileOf(["react", "nodejs", "postgresql"], "frontend/src/components/EntityForm.tsx")).toMatch(/choicesFor[\s\S]*dateLimits[\s\S]*pattern=\{field\.pattern\}/);
    expect(fileOf(["vue", "nodejs", "postgresql"], "frontend/src/components/EntityForm.vue")).toMatch(/choicesFor\(field, initial\)[\s\S]*v-bind="limits\(field\)"/);
    expect(fileOf(["angular", "nodejs", "postgresql"], "frontend/src/app/components/entity-form.ts")).toMatch(/options\(field\)[\s\S]*\[attr\.pattern\]/);
  });
});

describe("unique values in the generated test fixtures", () => {
  it("puts a counter in a unique text or email, and in nothing else", () => {
    expect(countedSample(entity("Customer"), fieldOf("Customer", "email"))).toEqual({ before: "customer-", after: "@example.com" });
    expect(countedSample(entity("Product"), fieldOf("Product", "name"))).toEqual({ before: "Sample name ", after: "" });
    expect(countedSample(entity("Product"), fieldOf("Product", "price"))).toBeUndefined();
    expect(countedSample(entity("Customer"), fieldOf("Customer", "phone"))).toBeUndefined();
  });

  it("counts in every backend's fixtures, so a customer made for an order never clashes with the customer under test", () => {
    const stacks: [string, string][] = [
      ["nodejs", "backend/test/fixtures.ts"],
      ["python", "backend/tests/fixtures.py"],
      ["php", "backend/tests/Support/Fixtures.php"],
    ];
    for (const [backend, path] of stacks) expect(fileOf(["react", backend, "postgresql"], path), backend).toMatch(/customer-.*made/);
    const java = generateProject(buildAppModel(inputFor(BAKERY.wizardData, { techStack: ["react", "java", "postgresql"] }))).find((file) =>
      file.path.endsWith("/support/Fixtures.java"),
    );
    expect(java?.content).toContain(`"customer-" + (++made) + "@example.com"`);
  });
});
