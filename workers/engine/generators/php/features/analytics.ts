import type { AppModel } from "../../../model";
import { code, lines, test } from "../../files";
import { phpFeatureEmitter, type PhpFeature } from "../feature";
import { phpHeader, phpString, phpValue } from "../names";

function routes(model: AppModel): string {
  return lines(
    phpHeader("App\\Features\\Analytics"),
    "use App\\Domain\\Dates;",
    "use App\\Http\\Request;",
    "use App\\Http\\Response;",
    "use App\\Http\\Router;",
    "use App\\Http\\Validator;",
    "use App\\Services;",
    "",
    "/** /api/analytics: record usage events (page views, actions) and read counts per record type and event. */",
    "final class AnalyticsRoutes",
    "{",
    "    public static function register(Router $router, Services $services): void",
    "    {",
    "        $repositories = $services->repositories;",
    "        $router->post('/api/analytics/events', static function (Request $request) use ($repositories): Response {",
    "            $check = new Validator($request->input());",
    "            $name = $check->text('name', 100);",
    "            $path = $check->text('path', 500, required: false);",
    "            $check->done();",
    "            $created = $repositories->analyticsEvents->create(['name' => $name, 'path' => $path, 'occurredAt' => Dates::now()]);",
    "            return Response::json($created, 201);",
    "        });",
    "        $router->get('/api/analytics/summary', static function () use ($repositories): Response {",
    "            $records = [",
    ...model.entities.map((entity) => `                ${phpString(entity.route)} => count($repositories->${entity.camelPlural}->list()),`),
    "            ];",
    "            $events = [];",
    "            foreach ($repositories->analyticsEvents->list() as $event) {",
    "                $name = (string) $event['name'];",
    "                $events[$name] = ($events[$name] ?? 0) + 1;",
    "            }",
    "            // Objects, not lists, even when empty.",
    "            return Response::json(['records' => (object) $records, 'events' => (object) $events]);",
    "        });",
    "    }",
    "}",
  );
}

const analyticsTest = (model: AppModel) =>
  lines(
    phpHeader("App\\Tests\\Features"),
    "use App\\Tests\\Support\\TestClient;",
    "use PHPUnit\\Framework\\TestCase;",
    "",
    "final class AnalyticsTest extends TestCase",
    "{",
    "    public function testCountsUsageEventsByNameAndRecordsByType(): void",
    "    {",
    "        $client = TestClient::create();",
    "        $client->post('/api/analytics/events', ['name' => 'page_view', 'path' => '/'])->assertStatus(201);",
    "        $client->post('/api/analytics/events', ['name' => 'page_view', 'path' => '/'])->assertStatus(201);",
    "        $client->post('/api/analytics/events', ['name' => 'signup'])->assertStatus(201);",
    "        $summary = $client->get('/api/analytics/summary')->assertStatus(200);",
    "        self::assertSame(['page_view' => 2, 'signup' => 1], $summary->json['events']);",
    `        self::assertSame(${phpValue(Object.fromEntries(model.entities.map((entity) => [entity.route, 0])))}, $summary->json['records']);`,
    "    }",
    "",
    "    public function testRejectsAnEventWithoutAName(): void",
    "    {",
    "        TestClient::create()->post('/api/analytics/events', [])->assertStatus(400);",
    "    }",
    "}",
  );

export const analyticsPhp: PhpFeature = {
  feature: "analytics",
  emitter: phpFeatureEmitter("analytics", {
    name: "Analytics API",
    description: "Usage events stored as records, and a summary of event counts and record counts for reports.",
    emit: (model) => [
      code("backend/src/Features/Analytics/AnalyticsRoutes.php", "backend", routes(model)),
      test("backend/tests/Features/AnalyticsTest.php", analyticsTest(model)),
    ],
  }),
  routes: {
    uses: ["use App\\Features\\Analytics\\AnalyticsRoutes;"],
    mounts: ["AnalyticsRoutes::register($this->routes, $services);"],
  },
};
