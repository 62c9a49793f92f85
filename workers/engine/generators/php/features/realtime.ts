import type { AppModel } from "../../../model";
import { fillBlocks } from "../../fill-blocks";
import { code, lines, test } from "../../files";
import { ownsRecords, roleTestCase } from "../../shared/backend/roles";
import { phpFeatureEmitter, type PhpFeature } from "../feature";
import { phpHeader, phpNames, phpString } from "../names";
import { templateText } from "../../template-texts";

/**
 * LiveRoutes.php. When a role owns record types, a change to a record of one reaches a stream only when its
 * account sees the record (read as the change is delivered), and the event names only what the API describes:
 * the record's owners, which the change carries, stay in the server.
 */
function routesFile(model: AppModel): string {
  const owning = ownsRecords(model);
  const when = (text: string) => (owning ? text : "");
  return fillBlocks(templateText("php/templates/backend/src/Features/Live/LiveRoutes.php"), {
    ownershipUse: when(lines("use App\\Features\\Auth\\Ownership;", "use App\\Http\\Request;")),
    ownershipNote: when("* Of a record type the account's role owns, it tells only the changes to the account's own records (Ownership)."),
    ownershipLocal: when("$ownership = $services->ownership;"),
    request: when("Request $request"),
    streamArguments: when(", $ownership, (string) $request->attribute('userId')"),
    streamDoc: when("* @param string $accountId the signed-in account, whose role is read for every change of an owned type"),
    streamParams: when(", Ownership $ownership, string $accountId"),
    skipUnseen: when(
      lines(
        "if (!$ownership->seesChange($accountId, $change)) {",
        "    continue; // Another account's record of a type this account's role owns: not even its id.",
        "}",
      ),
    ),
    // Only what the API describes: who created the record stays in the server.
    changeData: owning ? "['topic' => $change['topic'], 'action' => $change['action'], 'id' => $change['id']]" : "$change",
  });
}

/**
 * The test that a change to a record of an owned type reaches its creator's stream (its deletion too) and the
 * managing role's, and never another account's of the owning role, whose stream is shown to be open: it receives
 * the record that account creates itself. The streams run one inside another, so all are open while the records change.
 */
function ownedLiveTest(model: AppModel): string[] {
  const { owned } = roleTestCase(model);
  if (!ownsRecords(model) || !owned) return [];
  const base = phpString(`/api/${owned.route}`);
  const byId = phpString(`/api/${owned.route}/`);
  const fixture = `Fixtures::${phpNames(owned).fixture}`;
  return [
    "",
    `    public function testStreamsChangesTo${owned.plural}OnlyToTheAccountsThatSeeThem(): void`,
    "    {",
    "        [$manager, $first, $second] = OwnershipChecks::accounts(TestClient::anonymous());",
    "        $created = '';",
    "        $other = '';",
    "        [$mine, $theirs, $managing] = self::streamsWhile([$first, $second, $manager], static function () use ($first, $second, &$created, &$other): void {",
    `            $created = (string) $first->post(${base}, ${fixture}($first))->assertStatus(201)->json['id'];`,
    `            $other = (string) $second->post(${base}, ${fixture}($second))->assertStatus(201)->json['id'];`,
    `            $first->delete(${byId} . $created)->assertStatus(204);`,
    `            $second->delete(${byId} . $other)->assertStatus(204);`,
    "        });",
    "        // The second account's stream tells it of its own record, and nothing of the first's.",
    "        self::assertStringContainsString(self::change('created', $other), $theirs);",
    "        self::assertStringContainsString(self::change('deleted', $other), $theirs);",
    "        self::assertStringNotContainsString('\"id\":\"' . $created . '\"', $theirs);",
    "        // The first account's tells it of its record's creation and deletion, and nothing of the second's.",
    "        self::assertStringContainsString(self::change('created', $created), $mine);",
    "        self::assertStringContainsString(self::change('deleted', $created), $mine);",
    "        self::assertStringNotContainsString('\"id\":\"' . $other . '\"', $mine);",
    "        // The managing role owns nothing: its stream tells it of every change.",
    "        foreach ([self::change('created', $created), self::change('created', $other), self::change('deleted', $created), self::change('deleted', $other)] as $change) {",
    "            self::assertStringContainsString($change, $managing);",
    "        }",
    "    }",
    "",
    "    /** A change event as the API describes it: the topic, the action and the id, nothing else. */",
    "    private static function change(string $action, string $id): string",
    "    {",
    `        return "event: change\\ndata: " . json_encode(['topic' => ${phpString(owned.route)}, 'action' => $action, 'id' => $id], JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR) . "\\n\\n";`,
    "    }",
    "",
    "    /**",
    "     * What each client's live stream sends while $act runs: each stream runs until its wait closure says the client",
    "     * left, so the next one is opened inside it, and $act runs inside the last, while all of them are open.",
    "     *",
    "     * @param list<TestClient> $clients",
    "     * @return list<string>",
    "     */",
    "    private static function streamsWhile(array $clients, \\Closure $act): array",
    "    {",
    "        $client = array_shift($clients);",
    "        if ($client === null) {",
    "            $act();",
    "            return [];",
    "        }",
    "        $response = $client->get('/api/live')->assertStatus(200);",
    "        self::assertNotNull($response->stream);",
    "        $received = '';",
    "        $inner = [];",
    "        $rounds = 0;",
    "        ($response->stream)(",
    "            static function (string $chunk) use (&$received): void {",
    "                $received .= $chunk;",
    "            },",
    "            static function () use ($clients, $act, &$inner, &$rounds): bool {",
    "                $rounds++;",
    "                if ($rounds === 1) {",
    "                    $inner = self::streamsWhile($clients, $act);",
    "                }",
    "                return $rounds <= 2;",
    "            },",
    "        );",
    "        return [$received, ...$inner];",
    "    }",
  ];
}

function liveTest(model: AppModel): string {
  const entity = model.entities[0];
  if (!entity) return "";
  const owned = ownedLiveTest(model);
  return lines(
    phpHeader("App\\Tests\\Features"),
    "use App\\Tests\\Support\\Fixtures;",
    owned.length > 0 && "use App\\Tests\\Support\\OwnershipChecks;",
    "use App\\Tests\\Support\\TestClient;",
    "use PHPUnit\\Framework\\TestCase;",
    "",
    "final class LiveTest extends TestCase",
    "{",
    "    public function testStreamsEachChangeToOpenConnections(): void",
    "    {",
    "        $client = TestClient::create();",
    "        $response = $client->get('/api/live')->assertStatus(200);",
    "        self::assertStringContainsString('text/event-stream', $response->headers['Content-Type'] ?? '');",
    "        self::assertNotNull($response->stream);",
    "        $received = '';",
    "        $rounds = 0;",
    "        // The stream runs until the wait closure says the client left: here, after one change was made.",
    "        ($response->stream)(",
    "            static function (string $chunk) use (&$received): void {",
    "                $received .= $chunk;",
    "            },",
    "            static function () use ($client, &$rounds): bool {",
    "                $rounds++;",
    "                if ($rounds === 1) {",
    `                    $client->post(${phpString(`/api/${entity.route}`)}, Fixtures::${phpNames(entity).fixture}($client))->assertStatus(201);`,
    "                }",
    "                return $rounds <= 2;",
    "            },",
    "        );",
    `        self::assertStringContainsString(${phpString(`"topic":"${entity.route}"`)}, $received);`,
    `        self::assertStringContainsString('"action":"created"', $received);`,
    "    }",
    ...owned,
    "}",
  );
}

export const realtimePhp: PhpFeature = {
  feature: "real-time",
  emitter: phpFeatureEmitter("real-time", {
    name: "Real-time updates (server-sent events)",
    description: "A live event stream that announces every created, updated and deleted record to open screens.",
    emit: (model) => [
      code("backend/src/Features/Live/LiveRoutes.php", "backend", routesFile(model)),
      test("backend/tests/Features/LiveTest.php", liveTest(model)),
    ],
  }),
  routes: {
    uses: ["use App\\Features\\Live\\LiveRoutes;"],
    mounts: ["LiveRoutes::register($this->routes, $services);"],
  },
};
