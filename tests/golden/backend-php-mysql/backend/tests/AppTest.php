<?php

declare(strict_types=1);

namespace App\Tests;

use App\App;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

final class AppTest extends TestCase
{
    public function testAnswersTheHealthCheck(): void
    {
        $response = TestClient::create()->get('/api/health')->assertStatus(200);
        self::assertSame(['status' => 'ok'], $response->json);
    }

    public function testAnswersAnUnknownRouteWith404AndAJsonError(): void
    {
        $response = TestClient::create()->get('/api/no-such-thing')->assertStatus(404);
        self::assertSame(['error' => 'No route for GET /api/no-such-thing'], $response->json);
    }

    public function testAnswersMalformedJsonWith400(): void
    {
        TestClient::create()->send('POST', '/api/health', '{not json', ['Content-Type' => 'application/json'])->assertStatus(400);
    }

    public function testAnswersAJsonBodyOver1MbWith413(): void
    {
        $body = json_encode(['padding' => str_repeat('x', App::MAX_JSON_BYTES)], JSON_THROW_ON_ERROR);
        $response = TestClient::create()->send('POST', '/api/products', $body, ['Content-Type' => 'application/json'])->assertStatus(413);
        self::assertIsString($response->json['error']);
    }

    public function testAnswersAnUnsupportedCharsetOrContentEncodingWith415(): void
    {
        $client = TestClient::create();
        // JSON is UTF-8; and a compressed body is not inflated.
        $client->send('POST', '/api/products', '{}', ['Content-Type' => 'application/json; charset=latin1'])->assertStatus(415);
        $client->send('POST', '/api/products', '{}', ['Content-Type' => 'application/json', 'Content-Encoding' => 'br'])->assertStatus(415);
    }
}
