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
        $client->get('/api/products')->assertStatus(401);
        $client->withToken('forged.token')->get('/api/products')->assertStatus(401);
    }

    public function testAcceptsOnlyUnexpiredTokensSignedWithTheServersSecret(): void
    {
        $token = Tokens::issue('u1', 'a@example.com', 'secret', 0);
        self::assertSame('u1', Tokens::verify($token, 'secret', 1)['sub'] ?? null);
        self::assertNull(Tokens::verify($token, 'another secret', 1));
        self::assertNull(Tokens::verify($token, 'secret', 8 * 24 * 60 * 60));
    }
}
