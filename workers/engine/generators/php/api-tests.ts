import type { AppModel, Entity, Field } from "../../model";
import { fillBlocks } from "../fill-blocks";
import { fill, lines, test } from "../files";
import { contractRoutes } from "../qa/contract-screens";
import { referencedFirst } from "../records";
import { countedSample, fieldToUpdate, sampleValue, updatedValue } from "../samples";
import { NOT_RFC_3339 } from "../shared/backend/openapi";
import type { GeneratedFile } from "../types";
import { phpRuleTests } from "./rule-tests";
import { phpHeader, phpNames, phpString, phpValue } from "./names";
import { templateText } from "../template-texts";

const requiredReference = (entity: Entity) => entity.fields.find((field) => field.kind === "reference" && field.required);
const parentName = (field: string) => `$${field.replace(/Id$/, "")}Created`;
const article = (label: string) => (/^[aeiou]/i.test(label) ? "an" : "a");
const one = (entity: Entity) => `${article(entity.label)} ${entity.label.toLowerCase()}`;
const routeOf = (entity: Entity) => phpString(`/api/${entity.route}`);

/** tests/Support/TestClient.php: calls the app in-process; signed in as a fresh user when the app has accounts. */
function testClient(model: AppModel): string {
  const auth = model.features.includes("auth");
  return fillBlocks(templateText("php/templates/backend/tests/Support/TestClient.php"), {
    tokensImport: auth ? lines("use App\\Features\\Auth\\Roles;", "use App\\Features\\Auth\\Tokens;") : "",
    create: auth
      ? lines(
          "$client = self::anonymous($repositories);",
          "// A user of the managing role made directly (registration has its own tests), and a token signed with the app's secret.",
          "$email = 'tester-' . bin2hex(random_bytes(6)) . '@example.com';",
          "$user = $client->services->repositories->users->create(['name' => 'Tester', 'email' => $email, 'passwordHash' => 'not a password', 'role' => Roles::managing()['name']]);",
          "return $client->withToken(Tokens::issue((string) $user['id'], $email, $client->services->config->authSecret));",
        )
      : "return self::anonymous($repositories);",
  });
}

/** A fixture's value: the sample, or for a unique text the sample with the fixture counter in it. */
function fixtureValue(entity: Entity, field: Field): string {
  const counted = countedSample(entity, field);
  if (!counted) return phpValue(sampleValue(entity, field));
  return [phpString(counted.before), "++self::$made", counted.after && phpString(counted.after)].filter(Boolean).join(" . ");
}

/** tests/Support/Fixtures.php: a valid input per entity; required references are created first. */
function fixturesFile(model: AppModel): string {
  const fixture = (entity: Entity) => {
    const parents = entity.fields.flatMap((field) => {
      const target = model.entities.find((candidate) => candidate.name === field.target);
      if (!target || !field.required) return [];
      return [`        ${parentName(field.name)} = $client->post(${routeOf(target)}, self::${phpNames(target).fixture}($client))->assertStatus(201);`];
    });
    const values = entity.fields.map((field) => {
      if (field.kind !== "reference") return `            ${phpString(field.name)} => ${fixtureValue(entity, field)},`;
      return field.required
        ? `            ${phpString(field.name)} => ${parentName(field.name)}->json['id'],`
        : `            ${phpString(field.name)} => null,`;
    });
    return lines(
      `    /** @return array<string, mixed> ${one(entity)} a client may send */`,
      `    public static function ${phpNames(entity).fixture}(TestClient $client): array`,
      "    {",
      ...parents,
      "        return [",
      ...values,
      "        ];",
      "    }",
    );
  };
  const counted = model.entities.some((entity) => entity.fields.some((field) => countedSample(entity, field)));
  return lines(
    phpHeader("App\\Tests\\Support"),
    "/** Valid inputs, the same on every run; a record another one needs is created first. */",
    "final class Fixtures",
    "{",
    counted && "    /** Unique values differ per fixture, so records made as parents never clash with the record under test. */",
    counted && "    private static int $made = 0;",
    counted && "",
    referencedFirst(model.entities).map(fixture).join("\n\n"),
    "}",
  );
}

/** tests/Support/EntityChecks.php: the full lifecycle of each entity, shared by the route tests and the database test. */
function checksFile(model: AppModel): string {
  const check = (entity: Entity) => {
    const base = `/api/${entity.route}/`;
    const changed = fieldToUpdate(entity);
    const change = changed ? phpValue({ [changed.name]: updatedValue(entity, changed) }) : "[]";
    return lines(
      `    public static function ${phpNames(entity).lifecycle}(TestClient $client): void`,
      "    {",
      `        $input = Fixtures::${phpNames(entity).fixture}($client);`,
      `        $created = $client->post(${routeOf(entity)}, $input)->assertStatus(201);`,
      "        $id = (string) $created->json['id'];",
      "        self::assertFields($input, $created->json);",
      `        $list = $client->get(${routeOf(entity)})->assertStatus(200);`,
      "        Assert::assertContains($id, array_column($list->json, 'id'));",
      `        $client->get(${phpString(base)} . $id)->assertStatus(200);`,
      `        $change = ${change};`,
      `        $updated = $client->put(${phpString(base)} . $id, [...$input, ...$change])->assertStatus(200);`,
      "        self::assertFields($change, $updated->json);",
      `        $client->delete(${phpString(base)} . $id)->assertStatus(204);`,
      `        $client->get(${phpString(base)} . $id)->assertStatus(404);`,
      "    }",
    );
  };
  const keeps = (entity: Entity) => {
    const field = requiredReference(entity);
    const target = model.entities.find((candidate) => candidate.name === field?.target);
    if (!field || !target) return "";
    return lines(
      `    /** The ${target.label.toLowerCase()} ${one(entity)} refers to cannot be deleted while it does. */`,
      `    public static function ${phpNames(entity).keeps}(TestClient $client): void`,
      "    {",
      `        $input = Fixtures::${phpNames(entity).fixture}($client);`,
      `        $client->post(${routeOf(entity)}, $input)->assertStatus(201);`,
      `        $client->delete(${phpString(`/api/${target.route}/`)} . $input[${phpString(field.name)}])->assertStatus(409);`,
      "    }",
    );
  };
  const keeping = model.entities.filter((entity) => requiredReference(entity));
  return lines(
    phpHeader("App\\Tests\\Support"),
    "use PHPUnit\\Framework\\Assert;",
    "",
    "/** What every record type must do through the API, against any store. */",
    "final class EntityChecks",
    "{",
    "    /** @return list<\\Closure(TestClient): void> */",
    "    public static function entityChecks(): array",
    "    {",
    `        return [${model.entities.map((entity) => `self::${phpNames(entity).lifecycle}(...)`).join(", ")}];`,
    "    }",
    "",
    "    /** @return list<\\Closure(TestClient): void> */",
    "    public static function referenceChecks(): array",
    "    {",
    `        return [${keeping.map((entity) => `self::${phpNames(entity).keeps}(...)`).join(", ")}];`,
    "    }",
    "",
    [...model.entities.map(check), ...keeping.map(keeps)].join("\n\n"),
    "",
    "    /**",
    "     * Every expected field has the expected value (numbers compare by value: 1 and 1.0 are the same).",
    "     *",
    "     * @param array<string, mixed> $expected",
    "     */",
    "    private static function assertFields(array $expected, mixed $actual): void",
    "    {",
    "        Assert::assertIsArray($actual);",
    "        foreach ($expected as $name => $value) {",
    "            Assert::assertArrayHasKey($name, $actual);",
    "            Assert::assertEquals($value, $actual[$name], \"Field $name\");",
    "        }",
    "    }",
    "}",
  );
}

function entityTestFile(model: AppModel, entity: Entity): GeneratedFile {
  const names = phpNames(entity);
  const required = entity.fields.filter((field) => field.required && field.kind !== "boolean").map((field) => field.name);
  const reference = entity.fields.find((field) => field.kind === "reference");
  const referenceTarget = model.entities.find((candidate) => candidate.name === reference?.target);
  const date = entity.fields.find((field) => field.kind === "date");
  return test(
    names.testPath,
    lines(
      phpHeader("App\\Tests\\Records"),
      "use App\\Tests\\Support\\EntityChecks;",
      (reference || date) && "use App\\Tests\\Support\\Fixtures;",
      "use App\\Tests\\Support\\TestClient;",
      "use PHPUnit\\Framework\\TestCase;",
      "",
      `/** /api/${entity.route} */`,
      `final class ${names.test} extends TestCase`,
      "{",
      `    /** Creates, lists, reads, updates and deletes ${one(entity)}. */`,
      "    public function testLifecycle(): void",
      "    {",
      `        EntityChecks::${names.lifecycle}(TestClient::create());`,
      "        $this->addToAssertionCount(1);",
      "    }",
      required.length > 0 &&
        lines(
          "",
          `    public function testRejectsOneWithoutItsRequiredFields(): void`,
          "    {",
          `        $response = TestClient::create()->post(${routeOf(entity)}, [])->assertStatus(400);`,
          "        $paths = array_column($response->json['issues'], 'path');",
          `        foreach (${phpValue(required)} as $field) {`,
          "            self::assertContains($field, $paths);",
          "        }",
          "    }",
        ),
      "",
      "    public function testAnswers404ForOneThatDoesNotExist(): void",
      "    {",
      "        $client = TestClient::create();",
      `        $client->get(${phpString(`/api/${entity.route}/missing`)})->assertStatus(404);`,
      `        $client->delete(${phpString(`/api/${entity.route}/missing`)})->assertStatus(404);`,
      "    }",
      reference &&
        lines(
          "",
          `    /** Rejects ${one(entity)} whose ${referenceTarget?.label.toLowerCase() ?? "reference"} does not exist. */`,
          "    public function testRejectsAReferenceToARecordThatDoesNotExist(): void",
          "    {",
          "        $client = TestClient::create();",
          `        $input = Fixtures::${names.fixture}($client);`,
          `        $client->post(${routeOf(entity)}, [...$input, ${phpString(reference.name)} => 'missing'])->assertStatus(400);`,
          "    }",
        ),
      date &&
        lines(
          "",
          `    /** Takes ${date.label.toLowerCase()} only as an RFC 3339 date and time: not a loose date, no such day, no time zone, a year past 9999. */`,
          "    public function testTakesDatesOnlyAsRfc3339DateTimes(): void",
          "    {",
          "        $client = TestClient::create();",
          `        $input = Fixtures::${names.fixture}($client);`,
          `        foreach (${phpValue([...NOT_RFC_3339])} as $date) {`,
          `            $client->post(${routeOf(entity)}, [...$input, ${phpString(date.name)} => $date])->assertStatus(400);`,
          "        }",
          "    }",
        ),
      requiredReference(entity) &&
        lines(
          "",
          `    /** Keeps what ${one(entity)} refers to. */`,
          "    public function testKeepsWhatItRefersTo(): void",
          "    {",
          `        EntityChecks::${names.keeps}(TestClient::create());`,
          "        $this->addToAssertionCount(1);",
          "    }",
        ),
      "}",
    ),
  );
}

export function phpApiTestFiles(model: AppModel): GeneratedFile[] {
  return [
    test("backend/tests/Support/TestResponse.php", templateText("php/templates/backend/tests/Support/TestResponse.php")),
    test("backend/tests/Support/TestClient.php", testClient(model)),
    test("backend/tests/Support/Fixtures.php", fixturesFile(model)),
    test("backend/tests/Support/EntityChecks.php", checksFile(model)),
    // The 413 and 415 tests send their bodies to a route that takes one, which the document declares them for.
    test("backend/tests/AppTest.php", fill(templateText("php/templates/backend/tests/AppTest.php"), { bodyPath: phpString(`/api/${model.entities[0]?.route ?? "health"}`) })),
    ...model.entities.map((entity) => entityTestFile(model, entity)),
    ...phpRuleTests(model),
  ];
}

/** The qa task's API contract test: every route docs/ARCHITECTURE.md lists reaches its handler. */
export function phpContractTests(model: AppModel): GeneratedFile[] {
  const routes = contractRoutes(model);
  return [
    test(
      "backend/tests/ApiContractTest.php",
      lines(
        phpHeader("App\\Tests"),
        "use App\\Tests\\Support\\TestClient;",
        "use PHPUnit\\Framework\\TestCase;",
        "",
        "/** The routes docs/ARCHITECTURE.md lists; each must reach its handler (any answer but \"No route\" or a crash). */",
        "final class ApiContractTest extends TestCase",
        "{",
        "    private const ROUTES = [",
        ...routes.map((route) => `        ${phpValue(route)},`),
        "    ];",
        "",
        "    public function testEveryRouteIsServed(): void",
        "    {",
        "        $client = TestClient::create();",
        "        $failures = [];",
        "        foreach (self::ROUTES as [$method, $path]) {",
        "            $url = str_replace(':id', 'contract-check', $path);",
        "            $response = match ($method) {",
        "                'GET' => $client->get($url),",
        "                'POST' => $client->post($url, []),",
        "                'PUT' => $client->put($url, []),",
        "                default => $client->delete($url),",
        "            };",
        "            $error = is_array($response->json) ? (string) ($response->json['error'] ?? '') : '';",
        "            if ($response->status >= 500 || str_starts_with($error, 'No route')) {",
        "                $failures[] = \"$method $path: {$response->status} {$response->body}\";",
        "            }",
        "        }",
        "        self::assertSame([], $failures);",
        "    }",
        "}",
      ),
    ),
  ];
}
