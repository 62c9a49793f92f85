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
        ['GET', '/api/products'],
        ['POST', '/api/products'],
        ['GET', '/api/products/:id'],
        ['PUT', '/api/products/:id'],
        ['DELETE', '/api/products/:id'],
        ['GET', '/api/orders'],
        ['POST', '/api/orders'],
        ['GET', '/api/orders/:id'],
        ['PUT', '/api/orders/:id'],
        ['DELETE', '/api/orders/:id'],
        ['GET', '/api/customers'],
        ['POST', '/api/customers'],
        ['GET', '/api/customers/:id'],
        ['PUT', '/api/customers/:id'],
        ['DELETE', '/api/customers/:id'],
        ['GET', '/api/pickup-slots'],
        ['POST', '/api/pickup-slots'],
        ['GET', '/api/pickup-slots/:id'],
        ['PUT', '/api/pickup-slots/:id'],
        ['DELETE', '/api/pickup-slots/:id'],
        ['GET', '/api/production-lists'],
        ['POST', '/api/production-lists'],
        ['GET', '/api/production-lists/:id'],
        ['PUT', '/api/production-lists/:id'],
        ['DELETE', '/api/production-lists/:id'],
        ['POST', '/api/auth/register'],
        ['POST', '/api/auth/login'],
        ['GET', '/api/auth/me'],
        ['GET', '/api/auth/users'],
        ['PUT', '/api/auth/users/:id/role'],
        ['POST', '/api/payments/checkout'],
        ['GET', '/api/payments'],
        ['GET', '/api/payments/:id'],
        ['GET', '/api/notifications'],
        ['POST', '/api/notifications'],
        ['POST', '/api/notifications/:id/read'],
        ['GET', '/api/openapi.json'],
        ['POST', '/api/analytics/events'],
        ['GET', '/api/analytics/summary'],
        ['GET', '/api/search'],
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
