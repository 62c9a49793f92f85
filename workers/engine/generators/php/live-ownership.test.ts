import { describe, expect, it } from "vitest";
import { buildAppModel } from "../../model";
import { generateProject } from "../index";
import { BAKERY, inputFor } from "../test-inputs";
import type { GeneratedFile } from "../types";

/**
 * Owned records in live change events and in the analytics summary (issue 31, decision 019), in the PHP backend:
 * where a role owns record types, a change carries who created the record (in the change feed, inside the server)
 * and the live stream tells it only to the accounts that see the record; the summary counts what the account
 * sees. Where no role owns anything, none of it is generated.
 */

const bakeryOn = (database: string, userTypes = BAKERY.wizardData.userTypes): GeneratedFile[] =>
  generateProject(buildAppModel(inputFor({ ...BAKERY.wizardData, userTypes }, { messages: BAKERY.messages, techStack: ["react", "php", database] })));

const reader = (files: readonly GeneratedFile[]) => (path: string) => {
  const file = files.find((candidate) => candidate.path === `backend/${path}`);
  if (!file) throw new Error(`No backend/${path}`);
  return file.content;
};

describe("the PHP backend's live events and analytics with owned records", () => {
  it("carries an owned record's creators with its change, read before a deletion forgets them", () => {
    const read = reader(bakeryOn("postgresql"));
    expect(read("src/Events/ChangeFeed.php")).toContain("public function publish(string $topic, string $action, string $id, array $owners = []): void;");
    expect(read("src/Events/MemoryChangeFeed.php")).toContain("'owners' => $owners");
    expect(read("src/Events/FileChangeFeed.php")).toContain("'owners' => $owners");
    const crud = read("src/Http/Crud.php");
    expect(crud).toContain("$events->publish($topic, 'created', (string) $created['id'], $ownership->owners($topic, (string) $created['id']));");
    expect(crud).toContain("$events->publish($topic, 'updated', $id, $ownership->owners($topic, $id));");
    expect(crud.indexOf("$owners = $ownership->owners($topic, $id);")).toBeGreaterThan(-1);
    expect(crud.indexOf("$owners = $ownership->owners($topic, $id);")).toBeLessThan(crud.indexOf("$ownership->forget($topic, $id);"));
    expect(crud).toContain("$events->publish($topic, 'deleted', $id, $owners);");
    expect(read("src/Features/Auth/Ownership.php")).toContain("public function owners(string $route, string $id): array");
  });

  it("tells a stream of an owned record's change only when its account sees it, and sends only topic, action and id", () => {
    const read = reader(bakeryOn("mysql"));
    const live = read("src/Features/Live/LiveRoutes.php");
    expect(live).toContain("self::stream($events, $write, $wait, $ownership, (string) $request->attribute('userId'))");
    expect(live).toContain("if (!$ownership->seesChange($accountId, $change)) {");
    expect(live).toContain("json_encode(['topic' => $change['topic'], 'action' => $change['action'], 'id' => $change['id']]");
    expect(read("src/Features/Auth/Ownership.php")).toContain("return in_array($accountId, $change['owners'], true);");
    const test = read("tests/Features/LiveTest.php");
    expect(test).toContain("public function testStreamsChangesToCustomersOnlyToTheAccountsThatSeeThem(): void");
    expect(test).toContain("self::assertStringContainsString(self::change('deleted', $created), $mine);");
    expect(read("tests/Support/OwnershipChecks.php")).toContain("public static function accounts(TestClient $client): array");
  });

  it("counts, for an account whose role owns a type, only its own records of it", () => {
    const read = reader(bakeryOn("mongodb"));
    const routes = read("src/Features/Analytics/AnalyticsRoutes.php");
    expect(routes).toContain("'customers' => count($ownership->visible($request, 'customers', $repositories->customers->list())),");
    expect(routes).toContain("'orders' => count($ownership->visible($request, 'orders', $repositories->orders->list())),");
    // No role owns products: every account counts them all.
    expect(routes).toContain("'products' => count($repositories->products->list()),");
    const test = read("tests/Features/AnalyticsTest.php");
    expect(test).toContain("self::assertSame([1, 0, 1], [$mine['customers'], $theirs['customers'], $every['customers']]);");
    expect(test).toContain("self::assertSame([1, 1, 1], [$mine['products'], $theirs['products'], $every['products']]);");
  });

  it("generates none of it when no role owns records", () => {
    const read = reader(bakeryOn("postgresql", "Bakers and the owner"));
    for (const path of ["src/Events/ChangeFeed.php", "src/Events/MemoryChangeFeed.php", "src/Events/FileChangeFeed.php", "src/Http/Crud.php"]) {
      expect(read(path), path).not.toMatch(/owners/);
    }
    const live = read("src/Features/Live/LiveRoutes.php");
    expect(live).not.toMatch(/ownership|Ownership/);
    expect(live).toContain("json_encode($change, JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR)");
    expect(read("src/Features/Analytics/AnalyticsRoutes.php")).not.toMatch(/ownership/);
    expect(read("tests/Features/LiveTest.php")).not.toContain("OwnershipChecks");
    expect(read("tests/Features/AnalyticsTest.php")).not.toContain("OwnershipChecks");
  });
});
