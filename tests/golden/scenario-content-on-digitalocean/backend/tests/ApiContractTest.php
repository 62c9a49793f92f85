<?php

declare(strict_types=1);

namespace App\Tests;

use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

/** The routes docs/ARCHITECTURE.md lists; each must reach its handler (any answer but "No route" or a crash). */
final class ApiContractTest extends TestCase
{
    private const ROUTES = [
        ['GET', '/api/health'],
        ['GET', '/api/articles'],
        ['POST', '/api/articles'],
        ['GET', '/api/articles/:id'],
        ['PUT', '/api/articles/:id'],
        ['DELETE', '/api/articles/:id'],
        ['GET', '/api/categories'],
        ['POST', '/api/categories'],
        ['GET', '/api/categories/:id'],
        ['PUT', '/api/categories/:id'],
        ['DELETE', '/api/categories/:id'],
        ['GET', '/api/authors'],
        ['POST', '/api/authors'],
        ['GET', '/api/authors/:id'],
        ['PUT', '/api/authors/:id'],
        ['DELETE', '/api/authors/:id'],
        ['GET', '/api/issues'],
        ['POST', '/api/issues'],
        ['GET', '/api/issues/:id'],
        ['PUT', '/api/issues/:id'],
        ['DELETE', '/api/issues/:id'],
        ['GET', '/api/editors'],
        ['POST', '/api/editors'],
        ['GET', '/api/editors/:id'],
        ['PUT', '/api/editors/:id'],
        ['DELETE', '/api/editors/:id'],
        ['GET', '/api/photos'],
        ['POST', '/api/photos'],
        ['GET', '/api/photos/:id'],
        ['PUT', '/api/photos/:id'],
        ['DELETE', '/api/photos/:id'],
        ['GET', '/api/readers'],
        ['POST', '/api/readers'],
        ['GET', '/api/readers/:id'],
        ['PUT', '/api/readers/:id'],
        ['DELETE', '/api/readers/:id'],
        ['POST', '/api/auth/register'],
        ['POST', '/api/auth/login'],
        ['GET', '/api/auth/me'],
        ['GET', '/api/auth/users'],
        ['PUT', '/api/auth/users/:id/role'],
        ['GET', '/api/openapi.json'],
        ['POST', '/api/uploads'],
        ['GET', '/api/uploads'],
        ['GET', '/api/uploads/:id'],
        ['GET', '/api/uploads/:id/content'],
    ];

    public function testEveryRouteIsServed(): void
    {
        $client = TestClient::create();
        $failures = [];
        foreach (self::ROUTES as [$method, $path]) {
            $url = str_replace(':id', 'contract-check', $path);
            $response = match ($method) {
                'GET' => $client->get($url),
                'POST' => $client->post($url, []),
                'PUT' => $client->put($url, []),
                default => $client->delete($url),
            };
            $error = is_array($response->json) ? (string) ($response->json['error'] ?? '') : '';
            if ($response->status >= 500 || str_starts_with($error, 'No route')) {
                $failures[] = "$method $path: {$response->status} {$response->body}";
            }
        }
        self::assertSame([], $failures);
    }
}
