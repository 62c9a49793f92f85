import type { AppModel, Entity } from "../../../model";
import { fillBlocks } from "../../fill-blocks";
import { code, lines, test } from "../../files";
import { RECORD_OWNER } from "../../records";
import type { GeneratedFile } from "../../types";
import { guardedRoutes, ownsRecords, roleRows, roleTestCase } from "../../shared/backend/roles";
import { phpFeatureEmitter, type PhpFeature } from "../feature";
import { php, phpHeader, phpNames, phpString } from "../names";
import { templateText } from "../../template-texts";

const routeList = (list: readonly string[]) => `[${list.map(phpString).join(", ")}]`;

/** src/Features/Auth/Roles.php: the app model's roles (with the routes they own, when some do), and the record routes they are checked on. */
function rolesFile(model: AppModel): string {
  const owning = ownsRecords(model);
  const rows = roleRows(model).map(
    (row) =>
      `        ['name' => ${phpString(row.name)}, 'label' => ${phpString(row.label)}, 'manages' => ${row.manages}, 'signUp' => ${row.signUp}, 'writes' => ${routeList(row.routes)}${owning ? `, 'owns' => ${routeList(row.owns)}` : ""}],`,
  );
  const records = guardedRoutes(model).map(([route, label]) => `        ${phpString(route)} => ${phpString(label)},`);
  return fillBlocks(templateText("php/templates/backend/src/Features/Auth/Roles.php"), {
    ownsNote: owning
      ? lines(
          " * Except where a role owns a record type ('owns'): its accounts see and change only the records of that type",
          " * they created (see Ownership).",
        )
      : "",
    ownsShape: owning ? ", owns: list<string>" : "",
    roles: lines(...rows),
    records: lines(...records),
  });
}

/**
 * Crud.php's ownership slots: when some role owns record types, every record route notes who creates a record,
 * and an account whose role owns the type meets only its own (another's is "not found", also as a reference).
 * Its change events carry who created the record, so the live stream tells them only to the accounts that see
 * it; a deleted record's are read before they are forgotten. Empty, with the list route as before, otherwise.
 */
export function phpCrudOwnershipSlots(model: AppModel): Record<string, string> {
  const owning = ownsRecords(model);
  const when = (text: string) => (owning ? text : "");
  return {
    ownershipUse: when("use App\\Features\\Auth\\Ownership;"),
    referenceRoute: when(", route: string"),
    ownershipDoc: when("* @param Ownership $ownership who created each record of the types a role owns, and so what an account sees"),
    ownershipParam: when("Ownership $ownership,"),
    mineClosure: when(
      lines(
        "// An account whose role owns this record type meets only the records it created: another's is \"not found\".",
        "$mine = static function (Request $request, string $id) use ($ownership, $topic, $notFound): void {",
        "    if (!$ownership->sees($request, $topic, $id)) {",
        "        throw $notFound();",
        "    }",
        "};",
      ),
    ),
    ownershipCapture: when(", $ownership"),
    ownedReference: when(
      lines(
        "// So is, to this account, a record of a type its role owns that another account created.",
        "if (is_string($id) && !$ownership->sees($request, $reference['route'], $id)) {",
        "    throw new HttpError(400, \"{$reference['label']} $id does not exist\");",
        "}",
      ),
    ),
    listRoute: owning
      ? "$router->get($base, static fn (Request $request): Response => Response::json($ownership->visible($request, $topic, $repository->list())));"
      : "$router->get($base, static fn (): Response => Response::json($repository->list()));",
    noteOwner: when("$ownership->noteCreated($request, $topic, (string) $created['id']);"),
    mineCapture: when(", $mine"),
    mineCheck: when("$mine($request, $params['id']);"),
    forgetOwner: when(
      lines(
        "// Read before they are forgotten, so the deletion's change still reaches them.",
        "$owners = $ownership->owners($topic, $id);",
        "$ownership->forget($topic, $id);",
      ),
    ),
    createdOwners: when(", $ownership->owners($topic, (string) $created['id'])"),
    updatedOwners: when(", $ownership->owners($topic, $id)"),
    deletedOwners: when(", $owners"),
  };
}

/** The role tests: the first account manages, later ones sign up; a record type the sign-up role may not change. */
function roleTests(model: AppModel): string {
  const { managing, signUp, refused } = roleTestCase(model);
  const path = refused ? phpString(`/api/${refused.route}`) : "";
  const refusedTest = refused
    ? [
        "",
        `    public function testLetsOnlyARoleThatWrites${refused.plural}ChangeThem(): void`,
        "    {",
        "        $client = TestClient::anonymous();",
        "        $first = $client->post('/api/auth/register', self::ACCOUNT)->assertStatus(201);",
        "        $second = $client->post('/api/auth/register', ['email' => 'bo@example.com'] + self::ACCOUNT)->assertStatus(201);",
        "        $member = $client->withToken($second->json['token']);",
        `        $refused = $member->post(${path}, [])->assertStatus(403);`,
        `        self::assertSame(${phpString(`Your role (${signUp.label}) cannot change ${refused.pluralLabel.toLowerCase()}`)}, $refused->json['error']);`,
        `        $member->get(${path})->assertStatus(200);`,
        `        $client->withToken($first->json['token'])->put('/api/auth/users/' . $second->json['user']['id'] . '/role', ['role' => ${phpString(managing.name)}])->assertStatus(200);`,
        "        // The role is read on every change: the next call passes the role check and meets the input check.",
        `        $member->post(${path}, [])->assertStatus(400);`,
        "    }",
      ]
    : [];
  return lines(
    "    public function testGivesTheFirstAccountTheManagingRoleAndLaterOnesTheSignUpRole(): void",
    "    {",
    "        $client = TestClient::anonymous();",
    "        $first = $client->post('/api/auth/register', self::ACCOUNT)->assertStatus(201);",
    `        self::assertSame(${phpString(managing.name)}, $first->json['user']['role']);`,
    "        $second = $client->post('/api/auth/register', ['email' => 'bo@example.com'] + self::ACCOUNT)->assertStatus(201);",
    `        self::assertSame(${phpString(signUp.name)}, $second->json['user']['role']);`,
    "        $manager = $client->withToken($first->json['token']);",
    "        $member = $client->withToken($second->json['token']);",
    "        $member->get('/api/auth/users')->assertStatus(403);",
    `        $member->put('/api/auth/users/' . $first->json['user']['id'] . '/role', ['role' => ${phpString(signUp.name)}])->assertStatus(403);`,
    "        $emails = array_column($manager->get('/api/auth/users')->assertStatus(200)->json, 'email');",
    "        self::assertSame(['ada@example.com', 'bo@example.com'], $emails);",
    "        $secondRole = '/api/auth/users/' . $second->json['user']['id'] . '/role';",
    "        $manager->put($secondRole, ['role' => 'nobody'])->assertStatus(400);",
    `        $manager->put('/api/auth/users/' . $first->json['user']['id'] . '/role', ['role' => ${phpString(signUp.name)}])->assertStatus(400);`,
    `        $manager->put('/api/auth/users/no-such-account/role', ['role' => ${phpString(signUp.name)}])->assertStatus(404);`,
    `        self::assertSame(${phpString(managing.name)}, $manager->put($secondRole, ['role' => ${phpString(managing.name)}])->assertStatus(200)->json['role']);`,
    `        self::assertSame(${phpString(managing.name)}, $member->get('/api/auth/me')->assertStatus(200)->json['role']);`,
    "    }",
    ...refusedTest,
    ...ownershipTest(model),
  );
}

/**
 * The change feed's slots (ChangeFeed.php and its two implementations): when some role owns record types, a change
 * carries who created the record, kept in the server (the live stream sends only topic, action and id).
 */
export function phpChangeFeedOwnershipSlots(
  model: AppModel,
): Record<"publishDoc" | "ownersParam" | "ownersShape" | "ownersEntry" | "ownersRead", string> {
  const owning = ownsRecords(model);
  const when = (text: string) => (owning ? text : "");
  return {
    publishDoc: when(
      "/** @param list<string> $owners who created the record, when a role owns its type: the live stream tells the change only to the accounts that see it */",
    ),
    ownersParam: when(", array $owners = []"),
    ownersShape: when(", owners: list<string>"),
    ownersEntry: when(", 'owners' => $owners"),
    ownersRead: when(", 'owners' => array_values(array_filter((array) ($change['owners'] ?? []), 'is_string'))"),
  };
}

const one = (entity: Entity) => `${/^[aeiou]/i.test(entity.label) ? "an" : "a"} ${entity.label.toLowerCase()}`;
const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * tests/Support/OwnershipChecks.php, when the sign-up role owns a record type it can create on its own: each
 * account of the role meets only the records it created (another's are "not found", in the list, by id and as a
 * reference), and the managing role sees them all. AuthTest runs it in memory, DatabaseTest on the database.
 */
function ownershipChecksFile(model: AppModel): GeneratedFile[] {
  const { signUp, owned } = roleTestCase(model);
  if (!owned) return [];
  const list = phpString(`/api/${owned.route}`);
  const byId = phpString(`/api/${owned.route}/`);
  const fixture = `Fixtures::${phpNames(owned).fixture}`;
  // A record type the role writes that points at the owned one, its other required references at types it does not own.
  const ownedByRole = model.entities.filter((entity) => signUp.owns.includes(entity.route));
  const referring = model.entities
    .filter((entity) => signUp.routes.includes(entity.route))
    .flatMap((entity) => {
      const field = entity.fields.find((candidate) => candidate.kind === "reference" && candidate.target === owned.name);
      const others = entity.fields.filter((candidate) => candidate !== field && candidate.kind === "reference" && candidate.required);
      return field && !others.some((other) => ownedByRole.some((target) => target.name === other.target)) ? [{ entity, field }] : [];
    })[0];
  const referenceChecks = referring
    ? [
        `        // ${capitalized(one(referring.entity))} may point only at a ${owned.label.toLowerCase()} its account created (the records it needs besides are the managing role's).`,
        `        $pointing = [${phpString(referring.field.name)} => $id] + Fixtures::${phpNames(referring.entity).fixture}($manager);`,
        `        $refused = $other->post(${phpString(`/api/${referring.entity.route}`)}, $pointing)->assertStatus(400);`,
        `        Assert::assertSame(${phpString(`${owned.label} `)} . $id . ' does not exist', $refused->json['error']);`,
        `        $owner->post(${phpString(`/api/${referring.entity.route}`)}, $pointing)->assertStatus(201);`,
      ]
    : [];
  return [
    test(
      "backend/tests/Support/OwnershipChecks.php",
      lines(
        phpHeader("App\\Tests\\Support"),
        "use PHPUnit\\Framework\\Assert;",
        "",
        `/** What owning ${owned.pluralLabel.toLowerCase()} means for the ${signUp.label} role through the API, against any store. */`,
        "final class OwnershipChecks",
        "{",
        "    private const ACCOUNT = ['name' => 'Ada', 'email' => 'ada@example.com', 'password' => 'a long password'];",
        "",
        "    /**",
        `     * Three accounts, signed in: the first registered, which manages, and two of the ${signUp.label} role.`,
        "     *",
        "     * @param TestClient $client not signed in, over a store without accounts",
        "     * @return array{0: TestClient, 1: TestClient, 2: TestClient}",
        "     */",
        "    public static function accounts(TestClient $client): array",
        "    {",
        "        $manager = $client->withToken($client->post('/api/auth/register', self::ACCOUNT)->assertStatus(201)->json['token']);",
        "        $owner = $client->withToken($client->post('/api/auth/register', ['email' => 'bo@example.com'] + self::ACCOUNT)->assertStatus(201)->json['token']);",
        "        $other = $client->withToken($client->post('/api/auth/register', ['email' => 'cy@example.com'] + self::ACCOUNT)->assertStatus(201)->json['token']);",
        "        return [$manager, $owner, $other];",
        "    }",
        "",
        "    /** @param TestClient $client not signed in, over a store without accounts: the first one registered manages */",
        `    public static function signUpRoleSeesOnlyItsOwn${owned.plural}(TestClient $client): void`,
        "    {",
        "        [$manager, $owner, $other] = self::accounts($client);",
        `        $id = (string) $owner->post(${list}, ${fixture}($owner))->assertStatus(201)->json['id'];`,
        "        // To another account of the role it is not there: not listed, and \"not found\" as if it did not exist.",
        `        Assert::assertNotContains($id, array_column($other->get(${list})->assertStatus(200)->json, 'id'));`,
        `        Assert::assertSame(${phpString(`${owned.label} not found`)}, $other->get(${byId} . $id)->assertStatus(404)->json['error']);`,
        `        $other->put(${byId} . $id, ${fixture}($other))->assertStatus(404);`,
        `        $other->delete(${byId} . $id)->assertStatus(404);`,
        ...referenceChecks,
        "        // Its own account and the managing role (which owns nothing) see it.",
        `        Assert::assertContains($id, array_column($owner->get(${list})->assertStatus(200)->json, 'id'));`,
        `        $owner->get(${byId} . $id)->assertStatus(200);`,
        `        $manager->get(${byId} . $id)->assertStatus(200);`,
        `        Assert::assertContains($id, array_column($manager->get(${list})->assertStatus(200)->json, 'id'));`,
        "    }",
        "}",
      ),
    ),
  ];
}

/** The ownership test in AuthTest (in memory), when there is one. */
function ownershipTest(model: AppModel): string[] {
  const { signUp, owned } = roleTestCase(model);
  if (!owned) return [];
  return [
    "",
    `    /** The ${signUp.label} role owns ${owned.pluralLabel.toLowerCase()}: each of its accounts meets only its own; the managing role, every one. */`,
    `    public function testShowsTheSignUpRoleOnlyThe${owned.plural}ItsAccountCreated(): void`,
    "    {",
    `        OwnershipChecks::signUpRoleSeesOnlyItsOwn${owned.plural}(TestClient::anonymous());`,
    "        $this->addToAssertionCount(1);",
    "    }",
  ];
}

/**
 * DatabaseTest's ownership slots: the ownership checks run on the database too, first, while it has no
 * accounts (the first one registered manages). Empty when there are none.
 */
export function phpDatabaseOwnershipSlots(model: AppModel): Record<"ownershipUse" | "ownershipCheck", string> {
  const { owned } = roleTestCase(model);
  return {
    ownershipUse: owned ? "use App\\Tests\\Support\\OwnershipChecks;" : "",
    ownershipCheck: owned
      ? lines(
          "// Owned records stay their creators' in the database too; run first, while it has no accounts.",
          `OwnershipChecks::signUpRoleSeesOnlyItsOwn${owned.plural}(TestClient::anonymous($repositories));`,
        )
      : "",
  };
}

const authTest = (model: AppModel, firstRoute: string) => php`
<?php

declare(strict_types=1);

namespace App\Tests\Features;

use App\Config;
use App\Features\Auth\Tokens;
${roleTestCase(model).owned ? "use App\\Tests\\Support\\OwnershipChecks;\n" : ""}use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

final class AuthTest extends TestCase
{
    private const ACCOUNT = ['name' => 'Ada', 'email' => 'ada@example.com', 'password' => 'a long password'];

    public function testRegistersSignsInAndReadsTheSignedInUser(): void
    {
        $client = TestClient::anonymous();
        $registered = $client->post('/api/auth/register', self::ACCOUNT)->assertStatus(201);
        self::assertSame(['name' => 'Ada', 'email' => 'ada@example.com'], array_diff_key($registered->json['user'], ['id' => true, 'role' => true]));
        self::assertIsString($registered->json['user']['id']);
        self::assertStringNotContainsString('passwordHash', $registered->body);
        $login = $client->post('/api/auth/login', ['email' => 'ada@example.com', 'password' => 'a long password'])->assertStatus(200);
        $me = $client->withToken($login->json['token'])->get('/api/auth/me')->assertStatus(200);
        self::assertSame('Ada', $me->json['name']);
        self::assertSame('ada@example.com', $me->json['email']);
    }

    public function testRefusesAWrongPasswordAndASecondAccountWithTheSameEmail(): void
    {
        $client = TestClient::anonymous();
        $client->post('/api/auth/register', self::ACCOUNT)->assertStatus(201);
        $client->post('/api/auth/register', self::ACCOUNT)->assertStatus(409);
        $client->post('/api/auth/login', ['email' => 'ada@example.com', 'password' => 'not the password'])->assertStatus(401);
    }

    public function testKeepsTheAppsRecordsBehindSignIn(): void
    {
        $client = TestClient::anonymous();
        $client->get(${phpString(`/api/${firstRoute}`)})->assertStatus(401);
        $client->withToken('forged.token')->get(${phpString(`/api/${firstRoute}`)})->assertStatus(401);
    }

    public function testReadsTheTokenFromTheAuthorizationHeaderOnlyNeverFromTheUrl(): void
    {
        $client = TestClient::anonymous();
        $token = $client->post('/api/auth/register', self::ACCOUNT)->assertStatus(201)->json['token'];
        $client->withToken($token)->get(${phpString(`/api/${firstRoute}`)})->assertStatus(200);
        $client->get(${phpString(`/api/${firstRoute}?token=`)} . urlencode($token))->assertStatus(401);
    }

${roleTests(model)}

    public function testAcceptsOnlyUnexpiredTokensSignedWithTheServersSecret(): void
    {
        $key = bin2hex(random_bytes(32));
        $token = Tokens::issue('u1', 'a@example.com', $key, 0);
        self::assertSame('u1', Tokens::verify($token, $key, 1)['sub'] ?? null);
        self::assertNull(Tokens::verify($token, bin2hex(random_bytes(32)), 1));
        self::assertNull(Tokens::verify($token, $key, 8 * 24 * 60 * 60));
    }

    public function testRefusesToRunInProductionWithoutASecretOf32Characters(): void
    {
        try {
            Config::fromEnvironment(['APP_ENV' => 'production']);
            self::fail('A production config without AUTH_SECRET was accepted');
        } catch (\RuntimeException $error) {
            self::assertStringContainsString('AUTH_SECRET must be set in production', $error->getMessage());
        }
        try {
            Config::fromEnvironment(['APP_ENV' => 'production', 'AUTH_SECRET' => substr(bin2hex(random_bytes(16)), 1)]);
            self::fail('A production AUTH_SECRET of 31 characters was accepted');
        } catch (\RuntimeException $error) {
            self::assertStringContainsString('at least 32 characters', $error->getMessage());
        }
        $given = bin2hex(random_bytes(16));
        self::assertSame($given, Config::fromEnvironment(['APP_ENV' => 'production', 'AUTH_SECRET' => $given])->authSecret);
    }

    public function testMakesARandomSecretAtEachStartOutsideProduction(): void
    {
        $first = Config::fromEnvironment([])->authSecret;
        $second = Config::fromEnvironment([])->authSecret;
        self::assertGreaterThanOrEqual(32, strlen($first));
        self::assertNotSame($first, $second);
        $given = bin2hex(random_bytes(4));
        self::assertSame($given, Config::fromEnvironment(['AUTH_SECRET' => $given])->authSecret);
    }
}
`;

export const authPhp: PhpFeature = {
  feature: "auth",
  emitter: phpFeatureEmitter("auth", {
    name: "Accounts & sign-in API",
    description:
      "Registration and sign-in with salted password hashes and signed expiring tokens; every record route " +
      "requires a signed-in user, and a change needs a role that writes the record type (the first account manages roles).",
    systemIds: ["SYS-auth", "SYS-sec", "SYS-roles"],
    emit: (model: AppModel) => [
      code("backend/src/Features/Auth/Passwords.php", "backend", templateText("php/templates/backend/src/Features/Auth/Passwords.php")),
      code("backend/src/Features/Auth/Tokens.php", "backend", templateText("php/templates/backend/src/Features/Auth/Tokens.php")),
      code("backend/src/Features/Auth/Guard.php", "backend", templateText("php/templates/backend/src/Features/Auth/Guard.php")),
      code("backend/src/Features/Auth/AuthRoutes.php", "backend", templateText("php/templates/backend/src/Features/Auth/AuthRoutes.php")),
      code("backend/src/Features/Auth/Roles.php", "backend", rolesFile(model)),
      ...(ownsRecords(model) ? [code("backend/src/Features/Auth/Ownership.php", "backend", templateText("php/templates/backend/src/Features/Auth/Ownership.php"))] : []),
      test("backend/tests/Features/AuthTest.php", authTest(model, model.entities[0]?.route ?? "health")),
      ...ownershipChecksFile(model),
    ],
  }),
  config: [{ param: "public readonly string $authSecret,", read: "authSecret: self::secret($env)," }],
  services: (model) =>
    ownsRecords(model)
      ? [
          {
            uses: ["use App\\Features\\Auth\\Ownership;"],
            param: "public readonly Ownership $ownership,",
            create: `ownership: new Ownership($repositories->users, $repositories->${RECORD_OWNER.camelPlural}),`,
          },
        ]
      : [],
  routes: {
    uses: ["use App\\Features\\Auth\\AuthRoutes;", "use App\\Features\\Auth\\Guard;", "use App\\Features\\Auth\\Roles;"],
    open: ["AuthRoutes::register($this->open, $services);"],
    guard: [
      "$request = Guard::signedIn($request, $this->services->config->authSecret);",
      "Roles::checkWrite($request, $this->services->repositories->users);",
    ],
  },
};
