import { describe, expect, it } from "vitest";
import { BACKEND_STACK } from "../../contract/project-options";
import { buildAppModel } from "../model";
import { generateProject, type GeneratedFile } from ".";
import { roleTestCase } from "./shared/backend/roles";
import { BAKERY, inputFor } from "./test-inputs";

/**
 * Records owned per account (issue 31, decision 019): where a role owns record types, every backend stores who
 * created each record of them (record_owners) and its roles carry the owned routes; where none does, nothing of
 * it is generated.
 */

const bakeryOn = (backend: string, userTypes = BAKERY.wizardData.userTypes): GeneratedFile[] =>
  generateProject(buildAppModel(inputFor({ ...BAKERY.wizardData, userTypes }, { messages: BAKERY.messages, techStack: ["react", backend, "postgresql"] })));

const mentioning = (files: readonly GeneratedFile[], pattern: RegExp) =>
  files.filter((file) => file.path.startsWith("backend/") && pattern.test(file.content)).map((file) => file.path);

describe("records owned per account", () => {
  it("lets the bakery's customers own their orders and customer records, staff and the owner nothing", () => {
    const model = buildAppModel(BAKERY);
    expect(model.roles.map((role) => [role.name, role.owns])).toEqual([
      ["customer", ["Order", "Customer"]],
      ["baker", []],
      ["owner", []],
    ]);
    expect(roleTestCase(model).owned?.name).toBe("Customer");
  });

  it.each(BACKEND_STACK.map((backend) => [backend]))("%s: stores who created an owned record and gives the roles their owned routes", (backend) => {
    const files = bakeryOn(backend);
    expect(mentioning(files, /record_owners/).length).toBeGreaterThan(0);
    expect(mentioning(files, /["']orders["'],\s*["']customers["']|["']customers["'],\s*["']orders["']/).length).toBeGreaterThan(0);
  });

  it.each(BACKEND_STACK.map((backend) => [backend]))("%s: generates nothing of it when no role owns records", (backend) => {
    const files = bakeryOn(backend, "Bakers and the owner");
    expect(mentioning(files, /record_owners|RecordOwner|record_owner/)).toEqual([]);
  });

  it("writes the Roles table of the generated README with what each role sees", () => {
    const readme = bakeryOn("nodejs").find((file) => file.path === "README.md")?.content ?? "";
    expect(readme).toContain("| Customer | `customer` | only its own orders, customers; every other record | its own orders, customers |");
    expect(readme).toContain("answer 404 as if they did not exist");
  });
});
