import type { AppModel } from "../../../model";
import { code, lines, test } from "../../files";
import { ownedRoutes, ownsRecords, roleTestCase } from "../../shared/backend/roles";
import { phpFeatureEmitter, type PhpFeature } from "../feature";
import { phpHeader, phpNames, phpString, phpValue } from "../names";

/** AnalyticsRoutes.php. When a role owns record types, an account whose role owns one counts only its own records of it. */
function routes(model: AppModel): string {
  const owning = ownsRecords(model);
  const owned = ownedRoutes(model);
  const count = (route: string, repository: string) =>
    owning && owned.includes(route)
      ? `count($ownership->visible($request, ${phpString(route)}, ${repository}->list()))`
      : `count(${repository}->list())`;
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
        owning && "        $ownership = $services->ownership;",
    owning
      ? "        $router->get('/api/analytics/summary', static function (Request $request) use ($repositories, $ownership): Response {"
      : "        $router->get('/api/analytics/summary', static function () use ($repositories): Response {",
    owning && "            // Of a type the account's role owns, its own records only, as its lists show them.",
    "            $records = [",
    ...model.entities.map((entity) => `                ${phpString(entity.route)} => ${count(entity.route, `$repositories->${entity.camelPlural}`)},`),
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

/**
 * The test that an account whose role owns a record type counts only its own records of it, while the managing
 * role counts them all and every account counts every record of a type no role owns (one that needs no other
 * record, when there is one).
 */
function ownedCountTest(model: AppModel): string[] {
  const { owned } = roleTestCase(model);
  if (!ownsRecords(model) || !owned) return [];
  const unowned = model.entities.find(
    (entity) => !ownedRoutes(model).includes(entity.route) && !entity.fields.some((field) => field.kind === "reference" && field.required),
  );
  const counts = (route: string, expected: string) =>
    `        self::assertSame(${expected}, [$mine[${phpString(route)}], $theirs[${phpString(route)}], $every[${phpString(route)}]]);`;
  return [
    "",
    `    public function testCountsOnlyItsOwn${owned.plural}ForAnAccountWhoseRoleOwnsThem(): void`,
    "    {",
    "        [$manager, $first, $second] = OwnershipChecks::accounts(TestClient::anonymous());",
    `        $first->post(${phpString(`/api/${owned.route}`)}, Fixtures::${phpNames(owned).fixture}($first))->assertStatus(201);`,
    ...(unowned ? [`        $manager->post(${phpString(`/api/${unowned.route}`)}, Fixtures::${phpNames(unowned).fixture}($manager))->assertStatus(201);`] : []),
    "        $mine = $first->get('/api/analytics/summary')->assertStatus(200)->json['records'];",
    "        $theirs = $second->get('/api/analytics/summary')->assertStatus(200)->json['records'];",
    "        $every = $manager->get('/api/analytics/summary')->assertStatus(200)->json['records'];",
    "        // The other account of the role does not count the first one's; the managing role, which owns nothing, does.",
    counts(owned.route, "[1, 0, 1]"),
    ...(unowned ? [`        // No role owns ${unowned.pluralLabel.toLowerCase()}: every account counts every one.`, counts(unowned.route, "[1, 1, 1]")] : []),
    "    }",
  ];
}

const analyticsTest = (model: AppModel) => {
  const owned = ownedCountTest(model);
  return lines(
    phpHeader("App\\Tests\\Features"),
    owned.length > 0 && "use App\\Tests\\Support\\Fixtures;",
    owned.length > 0 && "use App\\Tests\\Support\\OwnershipChecks;",
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
    ...owned,
    "}",
  );
};

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
