import type { AppModel } from "../../../model";
import { code, lines, test } from "../../files";
import { sampleValue } from "../../samples";
import { ownsRecords } from "../../shared/backend/roles";
import { phpFeatureEmitter, type PhpFeature } from "../feature";
import { phpHeader, phpNames, phpString } from "../names";

function routes(model: AppModel): string {
  const owning = ownsRecords(model);
  const sources = model.entities.map(
    (entity) =>
      `            ['type' => ${phpString(entity.label)}, 'route' => ${phpString(entity.route)}, 'title' => ${phpString(entity.displayField)}, 'repository' => $repositories->${entity.camelPlural}],`,
  );
  return lines(
    phpHeader("App\\Features\\Search"),
    "use App\\Http\\Request;",
    "use App\\Http\\Response;",
    "use App\\Http\\Router;",
    "use App\\Http\\Validator;",
    "use App\\Services;",
    "",
    "/**",
    " * /api/search?q=: every record whose text contains the query, across record types. It scans the",
    " * repositories, which is right for thousands of records; past that, add a full-text index to the database.",
    " */",
    "final class SearchRoutes",
    "{",
    "    private const MAX_HITS = 50;",
    "",
    "    public static function register(Router $router, Services $services): void",
    "    {",
    "        $repositories = $services->repositories;",
    "        $sources = [",
    ...sources,
    "        ];",
    owning
      ? lines(
          "        $ownership = $services->ownership;",
          "        $router->get('/api/search', static function (Request $request) use ($sources, $ownership): Response {",
        )
      : "        $router->get('/api/search', static function (Request $request) use ($sources): Response {",
    "            $check = new Validator($request->query);",
    "            $query = $check->text('q', 100, tooShort: 'Type something to search for');",
    "            $check->done();",
    "            $needle = mb_strtolower((string) $query);",
    "            $hits = [];",
    "            foreach ($sources as $source) {",
    owning
      ? lines(
          "                // Of a type the account's role owns, only the records it created.",
          "                foreach ($ownership->visible($request, $source['route'], $source['repository']->list()) as $record) {",
        )
      : "                foreach ($source['repository']->list() as $record) {",
    "                    if (!self::matches($record, $needle)) {",
    "                        continue;",
    "                    }",
    "                    $title = $record[$source['title']] ?? null;",
    "                    $hits[] = [",
    "                        'type' => $source['type'],",
    "                        'route' => $source['route'],",
    "                        'id' => $record['id'],",
    "                        'title' => is_scalar($title) ? (string) $title : (string) $record['id'],",
    "                    ];",
    "                }",
    "            }",
    "            return Response::json(array_slice($hits, 0, self::MAX_HITS));",
    "        });",
    "    }",
    "",
    "    /** @param array<string, mixed> $record */",
    "    private static function matches(array $record, string $needle): bool",
    "    {",
    "        foreach ($record as $key => $value) {",
    "            if ($key !== 'id' && is_string($value) && str_contains(mb_strtolower($value), $needle)) {",
    "                return true;",
    "            }",
    "        }",
    "        return false;",
    "    }",
    "}",
  );
}

function searchTest(model: AppModel): string {
  const searchable = model.entities.find((entity) =>
    entity.fields.some((field) => field.kind === "string" && !field.format?.match(/email|url/)),
  );
  const field = searchable?.fields.find((candidate) => candidate.kind === "string" && !candidate.format?.match(/email|url/));
  return lines(
    phpHeader("App\\Tests\\Features"),
    searchable && "use App\\Tests\\Support\\Fixtures;",
    "use App\\Tests\\Support\\TestClient;",
    "use PHPUnit\\Framework\\TestCase;",
    "",
    "final class SearchTest extends TestCase",
    "{",
    searchable &&
      field &&
      lines(
        `    /** Finds ${searchable.pluralLabel.toLowerCase()} by their text, whatever the case. */`,
        `    public function testFinds${searchable.plural}ByTheirText(): void`,
        "    {",
        "        $client = TestClient::create();",
        `        $created = $client->post(${phpString(`/api/${searchable.route}`)}, Fixtures::${phpNames(searchable).fixture}($client))->assertStatus(201);`,
        `        $response = $client->get('/api/search?q=' . rawurlencode(${phpString(String(sampleValue(searchable, field)).toUpperCase())}))->assertStatus(200);`,
        "        $found = array_filter(",
        "            $response->json,",
        `            static fn (array $hit): bool => $hit['route'] === ${phpString(searchable.route)} && $hit['id'] === $created->json['id'],`,
        "        );",
        "        self::assertCount(1, $found);",
        "    }",
        "",
      ),
    "    public function testAnswersAnEmptyListWhenNothingMatchesAnd400WithoutAQuery(): void",
    "    {",
    "        $client = TestClient::create();",
    "        $response = $client->get('/api/search?q=' . rawurlencode('no record says this'))->assertStatus(200);",
    "        self::assertSame([], $response->json);",
    "        $client->get('/api/search')->assertStatus(400);",
    "    }",
    "}",
  );
}

export const searchPhp: PhpFeature = {
  feature: "search",
  emitter: phpFeatureEmitter("search", {
    name: "Search API",
    description: "One search endpoint over the text of every record type, case-insensitive, with links back to each record.",
    emit: (model) => [
      code("backend/src/Features/Search/SearchRoutes.php", "backend", routes(model)),
      test("backend/tests/Features/SearchTest.php", searchTest(model)),
    ],
  }),
  routes: {
    uses: ["use App\\Features\\Search\\SearchRoutes;"],
    mounts: ["SearchRoutes::register($this->routes, $services);"],
  },
};
