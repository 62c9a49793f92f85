<?php

declare(strict_types=1);

namespace App\Tests;

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
}
