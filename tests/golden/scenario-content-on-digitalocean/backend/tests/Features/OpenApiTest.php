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
        $expected = ['/api/health', '/api/articles', '/api/articles/{id}', '/api/categories', '/api/categories/{id}', '/api/authors', '/api/authors/{id}', '/api/issues', '/api/issues/{id}', '/api/editors', '/api/editors/{id}', '/api/photos', '/api/photos/{id}', '/api/readers', '/api/readers/{id}', '/api/auth/register', '/api/auth/login', '/api/auth/me', '/api/auth/users', '/api/auth/users/{id}/role', '/api/openapi.json', '/api/uploads', '/api/uploads/{id}', '/api/uploads/{id}/content'];
        self::assertSame([], array_values(array_diff($expected, array_keys($response->json['paths']))));
    }
}
