<?php

declare(strict_types=1);

namespace App\Tests\Features;

use App\Config;
use App\Features\Auth\Tokens;
use App\Tests\Support\OwnershipChecks;
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
        $client->get('/api/products')->assertStatus(401);
        $client->withToken('forged.token')->get('/api/products')->assertStatus(401);
    }

    public function testReadsTheTokenFromTheAuthorizationHeaderOnlyNeverFromTheUrl(): void
    {
        $client = TestClient::anonymous();
        $token = $client->post('/api/auth/register', self::ACCOUNT)->assertStatus(201)->json['token'];
        $client->withToken($token)->get('/api/products')->assertStatus(200);
        $client->get('/api/products?token=' . urlencode($token))->assertStatus(401);
    }

    public function testGivesTheFirstAccountTheManagingRoleAndLaterOnesTheSignUpRole(): void
    {
        $client = TestClient::anonymous();
        $first = $client->post('/api/auth/register', self::ACCOUNT)->assertStatus(201);
        self::assertSame('owner', $first->json['user']['role']);
        $second = $client->post('/api/auth/register', ['email' => 'bo@example.com'] + self::ACCOUNT)->assertStatus(201);
        self::assertSame('customer', $second->json['user']['role']);
        $manager = $client->withToken($first->json['token']);
        $member = $client->withToken($second->json['token']);
        $member->get('/api/auth/users')->assertStatus(403);
        $member->put('/api/auth/users/' . $first->json['user']['id'] . '/role', ['role' => 'customer'])->assertStatus(403);
        $emails = array_column($manager->get('/api/auth/users')->assertStatus(200)->json, 'email');
        self::assertSame(['ada@example.com', 'bo@example.com'], $emails);
        $secondRole = '/api/auth/users/' . $second->json['user']['id'] . '/role';
        $manager->put($secondRole, ['role' => 'nobody'])->assertStatus(400);
        $manager->put('/api/auth/users/' . $first->json['user']['id'] . '/role', ['role' => 'customer'])->assertStatus(400);
        $manager->put('/api/auth/users/no-such-account/role', ['role' => 'customer'])->assertStatus(404);
        self::assertSame('owner', $manager->put($secondRole, ['role' => 'owner'])->assertStatus(200)->json['role']);
        self::assertSame('owner', $member->get('/api/auth/me')->assertStatus(200)->json['role']);
    }

    public function testLetsOnlyARoleThatWritesProductsChangeThem(): void
    {
        $client = TestClient::anonymous();
        $first = $client->post('/api/auth/register', self::ACCOUNT)->assertStatus(201);
        $second = $client->post('/api/auth/register', ['email' => 'bo@example.com'] + self::ACCOUNT)->assertStatus(201);
        $member = $client->withToken($second->json['token']);
        $refused = $member->post('/api/products', [])->assertStatus(403);
        self::assertSame('Your role (Customer) cannot change products', $refused->json['error']);
        $member->get('/api/products')->assertStatus(200);
        $client->withToken($first->json['token'])->put('/api/auth/users/' . $second->json['user']['id'] . '/role', ['role' => 'owner'])->assertStatus(200);
        // The role is read on every change: the next call passes the role check and meets the input check.
        $member->post('/api/products', [])->assertStatus(400);
    }

    /** The Customer role owns customers: each of its accounts meets only its own; the managing role, every one. */
    public function testShowsTheSignUpRoleOnlyTheCustomersItsAccountCreated(): void
    {
        OwnershipChecks::signUpRoleSeesOnlyItsOwnCustomers(TestClient::anonymous());
        $this->addToAssertionCount(1);
    }

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
