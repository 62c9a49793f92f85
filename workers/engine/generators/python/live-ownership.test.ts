import { describe, expect, it } from "vitest";
import { buildAppModel } from "../../model";
import { generateProject } from "../index";
import { BAKERY, inputFor } from "../test-inputs";
import type { GeneratedFile } from "../types";

/**
 * Owned records in live change events and in the analytics summary (issue 31, decision 019), in the Python
 * backend: where a role owns record types, a change carries who created the record (inside the server) and the
 * live stream tells it only to the accounts that see the record; the summary counts what the account sees.
 * Where no role owns anything, none of it is generated.
 */

const bakeryOn = (database: string, userTypes = BAKERY.wizardData.userTypes): GeneratedFile[] =>
  generateProject(buildAppModel(inputFor({ ...BAKERY.wizardData, userTypes }, { messages: BAKERY.messages, techStack: ["react", "python", database] })));

const reader = (files: readonly GeneratedFile[]) => (path: string) => {
  const file = files.find((candidate) => candidate.path === `backend/${path}`);
  if (!file) throw new Error(`No backend/${path}`);
  return file.content;
};

describe("the Python backend's live events and analytics with owned records", () => {
  it("carries an owned record's creators with its change, read before a deletion forgets them", () => {
    const read = reader(bakeryOn("postgresql"));
    expect(read("app/events.py")).toContain("owners: Sequence[str] = ()");
    const crud = read("app/http/crud.py");
    expect(crud).toContain(`events.publish(Change(topic, "created", created["id"], owners(created["id"])))`);
    expect(crud).toContain(`events.publish(Change(topic, "updated", record_id, owners(record_id)))`);
    // Read before the repository removes the record (and, for an owned type, who created it).
    expect(crud.indexOf("created_by = owners(record_id)")).toBeGreaterThan(-1);
    expect(crud.indexOf("created_by = owners(record_id)")).toBeLessThan(crud.indexOf("if not repository.remove(record_id):"));
    expect(crud).toContain(`events.publish(Change(topic, "deleted", record_id, created_by))`);
    expect(read("app/routes/orders.py")).toContain(`owners=owners_of(repositories, "orders"),`);
    expect(read("app/routes/customers.py")).toContain(`owners=owners_of(repositories, "customers"),`);
    // A type no role owns has no creators to carry.
    expect(read("app/routes/products.py")).not.toContain("owners");
  });

  it("tells a stream of an owned record's change only when its account sees it, and sends only topic, action and id", () => {
    const read = reader(bakeryOn("postgresql"));
    const live = read("app/features/live/routes.py");
    expect(live).toContain("if not await asyncio.to_thread(sees_change, services.repositories.users, account, change):");
    expect(live).toContain(`data = {"topic": change.topic, "action": change.action, "id": change.id}`);
    expect(live).not.toContain("asdict");
    const ownership = read("app/features/auth/ownership.py");
    expect(ownership).toContain("def sees_change(users: Repository, account: Optional[str], change: Change) -> bool:");
    expect(ownership).toContain("return account in change.owners");
    expect(read("tests/test_live.py")).toContain("def test_streams_changes_to_customers_only_to_the_accounts_that_see_them(");
  });

  it("tests that the analytics summary counts an owning account's own records only", () => {
    const read = reader(bakeryOn("mongodb"));
    // The summary reads the repositories the request's account sees through (ownership.py).
    expect(read("app/features/analytics/routes.py")).toContain(`"customers": len(repositories.customers.list()),`);
    const test = read("tests/test_analytics.py");
    expect(test).toContain("def test_counts_only_its_own_customers_for_an_account_whose_role_owns_them() -> None:");
    expect(test).toContain(`assert (mine["customers"], theirs["customers"], every["customers"]) == (1, 0, 1)`);
    expect(test).toContain(`assert (mine["products"], theirs["products"], every["products"]) == (1, 1, 1)`);
  });

  it("generates none of it when no role owns records", () => {
    const read = reader(bakeryOn("postgresql", "Bakers and the owner"));
    expect(read("app/events.py")).not.toContain("owners");
    expect(read("app/http/crud.py")).not.toContain("owners");
    expect(read("app/routes/orders.py")).not.toContain("owners");
    const live = read("app/features/live/routes.py");
    expect(live).not.toMatch(/sees_change|ownership/);
    expect(live).toContain(`json.dumps(asdict(change), separators=(",", ":"))`);
    expect(read("tests/test_live.py")).not.toContain("signed_up");
    expect(read("tests/test_analytics.py")).not.toContain("signed_up");
    expect(read("app/features/analytics/routes.py")).not.toContain("account");
  });
});
