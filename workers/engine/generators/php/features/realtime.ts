import type { AppModel } from "../../../model";
import { code, lines, test } from "../../files";
import { phpFeatureEmitter, type PhpFeature } from "../feature";
import { phpHeader, phpNames, phpString } from "../names";
import routes from "../templates/backend/src/Features/Live/LiveRoutes.php?raw";

function liveTest(model: AppModel): string {
  const entity = model.entities[0];
  if (!entity) return "";
  return lines(
    phpHeader("App\\Tests\\Features"),
    "use App\\Tests\\Support\\Fixtures;",
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
    "}",
  );
}

export const realtimePhp: PhpFeature = {
  feature: "real-time",
  emitter: phpFeatureEmitter("real-time", {
    name: "Real-time updates (server-sent events)",
    description: "A live event stream that announces every created, updated and deleted record to open screens.",
    emit: (model) => [
      code("backend/src/Features/Live/LiveRoutes.php", "backend", routes),
      test("backend/tests/Features/LiveTest.php", liveTest(model)),
    ],
  }),
  routes: {
    uses: ["use App\\Features\\Live\\LiveRoutes;"],
    mounts: ["LiveRoutes::register($this->routes, $services);"],
  },
};
