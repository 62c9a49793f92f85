import type { AppModel } from "../../../model";
import { code, test } from "../../files";
import { phpFeatureEmitter, type PhpFeature } from "../feature";
import { php, phpString } from "../names";

const passwords = php`
<?php

declare(strict_types=1);

namespace App\Features\Auth;

/** Salted password hashes (PHP's password_hash: bcrypt or better), never the password itself. */
final class Passwords
{
    public static function hash(string $password): string
    {
        return password_hash($password, PASSWORD_DEFAULT);
    }

    public static function verify(string $password, string $stored): bool
    {
        return password_verify($password, $stored);
    }
}
`;

const tokens = php`
<?php

declare(strict_types=1);

namespace App\Features\Auth;

/** Signed tokens: base64url(claims) . "." . base64url(HMAC-SHA256 of it); the claims are sub, email and exp. */
final class Tokens
{
    private const WEEK_SECONDS = 7 * 24 * 60 * 60;

    public static function issue(string $userId, string $email, string $secret, ?int $now = null): string
    {
        $claims = ['sub' => $userId, 'email' => $email, 'exp' => ($now ?? time()) + self::WEEK_SECONDS];
        $payload = self::encode(json_encode($claims, JSON_THROW_ON_ERROR));
        return $payload . '.' . self::sign($payload, $secret);
    }

    /**
     * The claims of a token this server signed and that has not expired, else null.
     *
     * @return array{sub: string, email: string, exp: int}|null
     */
    public static function verify(string $token, string $secret, ?int $now = null): ?array
    {
        $parts = explode('.', $token);
        if (count($parts) !== 2 || $parts[0] === '' || $parts[1] === '') {
            return null;
        }
        [$payload, $signature] = $parts;
        if (!hash_equals(self::sign($payload, $secret), $signature)) {
            return null;
        }
        $decoded = base64_decode(strtr($payload, '-_', '+/'), true);
        $claims = is_string($decoded) ? json_decode($decoded, true) : null;
        if (!is_array($claims) || !is_string($claims['sub'] ?? null) || !is_string($claims['email'] ?? null) || !is_int($claims['exp'] ?? null)) {
            return null;
        }
        if ($claims['exp'] <= ($now ?? time())) {
            return null;
        }
        return ['sub' => $claims['sub'], 'email' => $claims['email'], 'exp' => $claims['exp']];
    }

    private static function sign(string $payload, string $secret): string
    {
        return self::encode(hash_hmac('sha256', $payload, $secret, true));
    }

    private static function encode(string $bytes): string
    {
        return rtrim(strtr(base64_encode($bytes), '+/', '-_'), '=');
    }
}
`;

const guard = php`
<?php

declare(strict_types=1);

namespace App\Features\Auth;

use App\Http\HttpError;
use App\Http\Request;

/**
 * Lets a request through with a valid token: "Authorization: Bearer <token>", or ?token= for the
 * browser's EventSource and download links, which cannot send headers.
 */
final class Guard
{
    /** The request with the signed-in user's id ("userId"), or a 401. */
    public static function signedIn(Request $request, string $secret): Request
    {
        $header = $request->header('authorization') ?? '';
        $token = str_starts_with($header, 'Bearer ') ? substr($header, strlen('Bearer ')) : null;
        $fromQuery = $request->query['token'] ?? null;
        $claims = Tokens::verify($token ?? (is_string($fromQuery) ? $fromQuery : ''), $secret);
        if ($claims === null) {
            throw new HttpError(401, 'Sign in first');
        }
        return $request->with('userId', $claims['sub']);
    }
}
`;

const routes = php`
<?php

declare(strict_types=1);

namespace App\Features\Auth;

use App\Http\HttpError;
use App\Http\Request;
use App\Http\Response;
use App\Http\Router;
use App\Http\Validator;
use App\Services;

/** /api/auth: register, login (both answer { token, user }) and the signed-in user. */
final class AuthRoutes
{
    public static function register(Router $router, Services $services): void
    {
        $users = $services->repositories->users;
        $secret = $services->config->authSecret;
        $session = static fn (array $user): array => [
            'token' => Tokens::issue((string) $user['id'], (string) $user['email'], $secret),
            'user' => self::publicUser($user),
        ];

        $router->post('/api/auth/register', static function (Request $request) use ($users, $session): Response {
            $check = new Validator($request->input());
            $name = $check->text('name', 100);
            $email = $check->email('email');
            $password = $check->text('password', 200, trim: false, min: 8, tooShort: 'Use at least 8 characters');
            $check->done();
            $email = strtolower((string) $email);
            if ($users->findBy('email', $email) !== []) {
                throw new HttpError(409, 'An account with that email already exists');
            }
            $user = $users->create(['name' => $name, 'email' => $email, 'passwordHash' => Passwords::hash((string) $password)]);
            return Response::json($session($user), 201);
        });

        $router->post('/api/auth/login', static function (Request $request) use ($users, $session): Response {
            $check = new Validator($request->input());
            $email = $check->email('email');
            $password = $check->text('password', null, trim: false, min: 1);
            $check->done();
            $user = $users->findBy('email', strtolower((string) $email))[0] ?? null;
            if ($user === null || !Passwords::verify((string) $password, (string) $user['passwordHash'])) {
                throw new HttpError(401, 'Wrong email or password');
            }
            return Response::json($session($user));
        });

        $router->get('/api/auth/me', static function (Request $request) use ($users, $secret): Response {
            $userId = Guard::signedIn($request, $secret)->attribute('userId');
            $user = is_string($userId) ? $users->get($userId) : null;
            if ($user === null) {
                throw new HttpError(401, 'Sign in first');
            }
            return Response::json(self::publicUser($user));
        });
    }

    /**
     * @param array<string, mixed> $user
     * @return array{id: mixed, name: mixed, email: mixed}
     */
    private static function publicUser(array $user): array
    {
        return ['id' => $user['id'], 'name' => $user['name'], 'email' => $user['email']];
    }
}
`;

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
