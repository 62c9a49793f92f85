import type { AppModel } from "../../../model";
import { code, fill, lines, test } from "../../files";
import { guardedRoutes, roleRows, roleTestCase } from "../../shared/backend/roles";
import { phpFeatureEmitter, type PhpFeature } from "../feature";
import { php, phpString } from "../names";
import passwords from "../templates/backend/src/Features/Auth/Passwords.php?raw";
import tokens from "../templates/backend/src/Features/Auth/Tokens.php?raw";
import guard from "../templates/backend/src/Features/Auth/Guard.php?raw";
import routes from "../templates/backend/src/Features/Auth/AuthRoutes.php?raw";
import roles from "../templates/backend/src/Features/Auth/Roles.php?raw";

/** src/Features/Auth/Roles.php: the app model's roles, and the record routes they are checked on. */
function rolesFile(model: AppModel): string {
  const rows = roleRows(model).map(
    (row) =>
      `        ['name' => ${phpString(row.name)}, 'label' => ${phpString(row.label)}, 'manages' => ${row.manages}, 'signUp' => ${row.signUp}, 'writes' => [${row.routes.map(phpString).join(", ")}]],`,
  );
  const records = guardedRoutes(model).map(([route, label]) => `        ${phpString(route)} => ${phpString(label)},`);
  return fill(roles, { roles: lines(...rows), records: lines(...records) });
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
  );
}

const authTest = (model: AppModel, firstRoute: string) => php`
<?php

declare(strict_types=1);

namespace App\Tests\Features;

use App\Config;
use App\Features\Auth\Tokens;
use App\Tests\Support\TestClient;
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
      code("backend/src/Features/Auth/Passwords.php", "backend", passwords),
      code("backend/src/Features/Auth/Tokens.php", "backend", tokens),
      code("backend/src/Features/Auth/Guard.php", "backend", guard),
      code("backend/src/Features/Auth/AuthRoutes.php", "backend", routes),
      code("backend/src/Features/Auth/Roles.php", "backend", rolesFile(model)),
      test("backend/tests/Features/AuthTest.php", authTest(model, model.entities[0]?.route ?? "health")),
    ],
  }),
  config: [{ param: "public readonly string $authSecret,", read: "authSecret: self::secret($env)," }],
  routes: {
    uses: ["use App\\Features\\Auth\\AuthRoutes;", "use App\\Features\\Auth\\Guard;", "use App\\Features\\Auth\\Roles;"],
    open: ["AuthRoutes::register($this->open, $services);"],
    guard: [
      "$request = Guard::signedIn($request, $this->services->config->authSecret);",
      "Roles::checkWrite($request, $this->services->repositories->users);",
    ],
  },
};
