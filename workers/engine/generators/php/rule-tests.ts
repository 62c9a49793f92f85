import type { AppModel } from "../../model";
import { lines, test } from "../files";
import { ruleCases } from "../rule-cases";
import type { GeneratedFile } from "../types";
import { phpHeader, phpNames, phpString, phpValue } from "./names";

/** tests/Records/RulesTest.php: every business rule broken (refused) and kept (allowed), from the shared case table. */
export function phpRuleTests(model: AppModel): GeneratedFile[] {
  const cases = ruleCases(model);
  if (cases.length === 0) return [];
  return [
    test(
      "backend/tests/Records/RulesTest.php",
      lines(
        phpHeader("App\\Tests\\Records"),
        "use App\\Tests\\Support\\Fixtures;",
        "use App\\Tests\\Support\\TestClient;",
        "use PHPUnit\\Framework\\TestCase;",
        "",
        '/** Each rule of docs/ARCHITECTURE.md ("Business rules"), broken and kept. */',
        "final class RulesTest extends TestCase",
        "{",
        "    /** @var array<string, array{string, string, string, array<string, mixed>, int}> title => [route, fixture, action, changes, status] */",
        "    private const CASES = [",
        ...cases.map(
          (item) =>
            `        ${phpString(item.title)} => [${phpString(`/api/${item.entity.route}`)}, ${phpString(phpNames(item.entity).fixture)}, ${phpString(item.action)}, ${phpValue(item.changes)}, ${item.status}],`,
        ),
        "    ];",
        "",
        "    public function testEveryRuleIsKept(): void",
        "    {",
        "        $failures = [];",
        "        foreach (self::CASES as $title => [$route, $fixture, $action, $changes, $status]) {",
        "            $client = TestClient::create();",
        "            /** @var array<string, mixed> $input */",
        "            $input = Fixtures::$fixture($client);",
        "            if ($action === 'update') {",
        "                $created = $client->post($route, $input)->assertStatus(201);",
        "                $response = $client->put(\"$route/{$created->json['id']}\", array_merge($input, $changes));",
        "            } else {",
        "                if ($action === 'create twice') {",
        "                    $client->post($route, $input)->assertStatus(201);",
        "                }",
        "                $response = $client->post($route, array_merge($input, $changes));",
        "            }",
        "            if ($response->status !== $status) {",
        "                $failures[] = \"$title: expected $status, got {$response->status} {$response->body}\";",
        "            }",
        "        }",
        "        self::assertSame([], $failures);",
        "    }",
        "}",
      ),
    ),
  ];
}
