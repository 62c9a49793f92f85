import type { AppModel } from "../../../model";
import { code, test } from "../../files";
import { phpFeatureEmitter, type PhpFeature } from "../feature";
import { php, phpString } from "../names";
import passwords from "../templates/backend/src/Features/Auth/Passwords.php?raw";
import tokens from "../templates/backend/src/Features/Auth/Tokens.php?raw";
import guard from "../templates/backend/src/Features/Auth/Guard.php?raw";
import routes from "../templates/backend/src/Features/Auth/AuthRoutes.php?raw";

const authTest = (firstRoute: string) => php`
<?php

declare(strict_types=1);

namespace App\Tests\Features;

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
        self::assertSame(['name' => 'Ada', 'email' => 'ada@example.com'], array_diff_key($registered->json['user'], ['id' => true]));
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

    public function testAcceptsOnlyUnexpiredTokensSignedWithTheServersSecret(): void
    {
        $token = Tokens::issue('u1', 'a@example.com', 'secret', 0);
        self::assertSame('u1', Tokens::verify($token, 'secret', 1)['sub'] ?? null);
        self::assertNull(Tokens::verify($token, 'another secret', 1));
        self::assertNull(Tokens::verify($token, 'secret', 8 * 24 * 60 * 60));
    }
}
`;

export const authPhp: PhpFeature = {
  feature: "auth",
  emitter: phpFeatureEmitter("auth", {
    name: "Accounts & sign-in API",
    description:
      "Registration and sign-in with salted password hashes and signed expiring tokens; every record route " +
      "requires a signed-in user.",
    systemIds: ["SYS-auth", "SYS-sec", "SYS-roles"],
    emit: (model: AppModel) => [
      code("backend/src/Features/Auth/Passwords.php", "backend", passwords),
      code("backend/src/Features/Auth/Tokens.php", "backend", tokens),
      code("backend/src/Features/Auth/Guard.php", "backend", guard),
      code("backend/src/Features/Auth/AuthRoutes.php", "backend", routes),
      test("backend/tests/Features/AuthTest.php", authTest(model.entities[0]?.route ?? "health")),
    ],
  }),
  config: [{ param: "public readonly string $authSecret,", read: "authSecret: self::secret($env)," }],
  routes: {
    uses: ["use App\\Features\\Auth\\AuthRoutes;", "use App\\Features\\Auth\\Guard;"],
    open: ["AuthRoutes::register($this->open, $services);"],
    guard: ["$request = Guard::signedIn($request, $this->services->config->authSecret);"],
  },
};
