import type { AppModel } from "../../../model";
import { code, lines, test } from "../../files";
import { phpFeatureEmitter, type PhpFeature } from "../feature";
import { php, phpHeader, phpNames, phpString } from "../names";

const routes = php`
<?php

declare(strict_types=1);

namespace App\Features\Live;

use App\Events\ChangeFeed;
use App\Http\Response;
use App\Http\Router;
use App\Services;

/**
 * /api/live: a server-sent event stream with one "change" event per created, updated or deleted record,
 * so open screens refresh without reloading. Behind a proxy, disable response buffering for this path.
 */
final class LiveRoutes
{
    private const KEEP_ALIVE_SECONDS = 25;

    public static function register(Router $router, Services $services): void
    {
        $events = $services->events;
        $router->get('/api/live', static fn (): Response => new Response(
            200,
            [
                'Content-Type' => 'text/event-stream',
                'Cache-Control' => 'no-cache',
                'Connection' => 'keep-alive',
                'X-Accel-Buffering' => 'no',
            ],
            stream: static fn (\Closure $write, \Closure $wait) => self::stream($events, $write, $wait),
        ));
    }

    /**
     * Writes each change after the moment the client connected, until the wait closure says the client left.
     *
     * @param \Closure(string): void $write
     * @param \Closure(): bool $wait
     */
    private static function stream(ChangeFeed $events, \Closure $write, \Closure $wait): void
    {
        $cursor = $events->cursor();
        $write(": connected\n\n");
        $quietSince = time();
        while ($wait()) {
            [$cursor, $changes] = $events->since($cursor);
            foreach ($changes as $change) {
                $write("event: change\ndata: " . json_encode($change, JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR) . "\n\n");
                $quietSince = time();
            }
            if (time() - $quietSince >= self::KEEP_ALIVE_SECONDS) {
                $write(": keep-alive\n\n");
                $quietSince = time();
            }
        }
    }
}
`;

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
