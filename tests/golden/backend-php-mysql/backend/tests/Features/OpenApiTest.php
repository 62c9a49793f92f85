<?php

declare(strict_types=1);

namespace App\Tests\Features;

use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

final class OpenApiTest extends TestCase
{
    public function testDescribesEveryRouteOfTheApiWithoutSigningIn(): void
    {
        $response = TestClient::anonymous()->get('/api/openapi.json')->assertStatus(200);
        $expected = ['/api/health', '/api/products', '/api/products/{id}', '/api/orders', '/api/orders/{id}', '/api/customers', '/api/customers/{id}', '/api/pickup-slots', '/api/pickup-slots/{id}', '/api/production-lists', '/api/production-lists/{id}', '/api/auth/register', '/api/auth/login', '/api/auth/me', '/api/auth/users', '/api/auth/users/{id}/role', '/api/payments/checkout', '/api/payments', '/api/payments/{id}', '/api/notifications', '/api/notifications/{id}/read', '/api/openapi.json', '/api/analytics/events', '/api/analytics/summary', '/api/search', '/api/uploads', '/api/uploads/{id}', '/api/uploads/{id}/content', '/api/live'];
        self::assertSame([], array_values(array_diff($expected, array_keys($response->json['paths']))));
    }
}
