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

  it("indexes who owns a record in the SQL databases, as it is read on every list and write", () => {
    for (const database of ["postgresql", "mysql"] as const) {
      const files = generateProject(buildAppModel(inputFor(BAKERY.wizardData, { messages: BAKERY.messages, techStack: ["react", "nodejs", database] })));
      const schema = files.find((file) => /^backend\/migrations\/.*\.sql$/.test(file.path))?.content ?? "";
      if (database === "postgresql") {
        expect(schema).toContain(`CREATE INDEX IF NOT EXISTS "record_owners_record_id_idx" ON "record_owners" ("record_id");`);
        expect(schema).toContain(`CREATE INDEX IF NOT EXISTS "record_owners_account_id_idx" ON "record_owners" ("account_id");`);
      } else {
        // MySQL indexes a bounded column only.
        expect(schema).toContain("`record_id` VARCHAR(255) NOT NULL,");
        expect(schema).toContain("KEY `record_id` (`record_id`),\n  KEY `account_id` (`account_id`),");
      }
    }
  });

  it("writes the Roles table of the generated README with what each role sees", () => {
    const readme = bakeryOn("nodejs").find((file) => file.path === "README.md")?.content ?? "";
    expect(readme).toContain("| Customer | `customer` | only its own orders, customers; every other record | its own orders, customers |");
    expect(readme).toContain("answer 404 as if they did not exist");
  });
});

describe("records owned per account: the Node backend's live changes and analytics summary", () => {
  const fileOf = (files: readonly GeneratedFile[], path: string) => files.find((file) => file.path === path)?.content ?? "";

  it("sends a live change of an owned type only to the streams that see the record, with its owners kept in the server", () => {
    const files = bakeryOn("nodejs");
    const live = fileOf(files, "backend/src/features/live/routes.ts");
    expect(live).toContain("const changes = changesSeenBy(events, repositories, String(res.locals.userId));");
    expect(live).toContain("const unsubscribe = changes.subscribe((change) => {");
    const ownership = fileOf(files, "backend/src/features/auth/ownership.ts");
    // The role read from the stored account at each change; the wire keeps topic, action and id only.
    expect(ownership).toContain("const user = await repositories.users.get(account);");
    expect(ownership).toContain("return change.owners?.includes(account) ?? false;");
    expect(ownership).toContain("listener({ topic: change.topic, action: change.action, id: change.id })");
    const crud = fileOf(files, "backend/src/http/crud.ts");
    expect(crud).toContain(`events.publish({ topic, action: "created", id: created.id, owners: await ownersOf(created.id) });`);
    expect(crud).toContain(`events.publish({ topic, action: "updated", id, owners: await ownersOf(id) });`);
    // The deleted change's owners are read before the record (and its owner rows) go.
    expect(crud.indexOf("const owners = await ownersOf(id);")).toBeGreaterThan(-1);
    expect(crud.indexOf("const owners = await ownersOf(id);")).toBeLessThan(crud.indexOf("await access?.removed(topic, id);"));
    expect(crud).toContain(`events.publish({ topic, action: "deleted", id, owners });`);
    expect(fileOf(files, "backend/src/events.ts")).toContain("owners?: readonly string[];");
    expect(fileOf(files, "backend/test/live.test.ts")).toContain("streams a change to a Customer's customer only to its own account");
  });

  it("counts for an account whose role owns a type only its own records of it, every other type in full", () => {
    const files = bakeryOn("nodejs");
    const analytics = fileOf(files, "backend/src/features/analytics/routes.ts");
    expect(analytics).toContain(`"orders": await seen("orders", await repositories.orders.list()),`);
    expect(analytics).toContain(`"customers": await seen("customers", await repositories.customers.list()),`);
    expect(analytics).toContain(`"products": (await repositories.products.list()).length,`);
    expect(fileOf(files, "backend/test/analytics.test.ts")).toContain("counts for a Customer only its own customers, for the managing role every one");
  });

  it("keeps the live stream and the summary as they were when no role owns records", () => {
    const files = bakeryOn("nodejs", "Bakers and the owner");
    const live = fileOf(files, "backend/src/features/live/routes.ts");
    expect(live).toContain("export function liveRoutes({ events }: Services): Router {");
    expect(live).toContain("const unsubscribe = events.subscribe((change) => {");
    expect(mentioning(files, /changesSeenBy|ownersOf|owners\?: readonly|await seen\(/)).toEqual([]);
    expect(fileOf(files, "backend/src/http/crud.ts")).toContain(`events.publish({ topic, action: "deleted", id });`);
    expect(fileOf(files, "backend/src/features/analytics/routes.ts")).toContain(`"orders": (await repositories.orders.list()).length,`);
    expect(fileOf(files, "backend/test/live.test.ts")).not.toContain("register");
    expect(fileOf(files, "backend/test/analytics.test.ts")).not.toContain("register");
  });
});
