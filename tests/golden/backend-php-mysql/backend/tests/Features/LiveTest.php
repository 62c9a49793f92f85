<?php

declare(strict_types=1);

namespace App\Tests\Features;

use App\Tests\Support\Fixtures;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

final class LiveTest extends TestCase
{
    public function testStreamsEachChangeToOpenConnections(): void
    {
        $client = TestClient::create();
        $response = $client->get('/api/live')->assertStatus(200);
        self::assertStringContainsString('text/event-stream', $response->headers['Content-Type'] ?? '');
        self::assertNotNull($response->stream);
        $received = '';
        $rounds = 0;
        // The stream runs until the wait closure says the client left: here, after one change was made.
        ($response->stream)(
            static function (string $chunk) use (&$received): void {
                $received .= $chunk;
            },
            static function () use ($client, &$rounds): bool {
                $rounds++;
                if ($rounds === 1) {
                    $client->post('/api/products', Fixtures::productInput($client))->assertStatus(201);
                }
                return $rounds <= 2;
            },
        );
        self::assertStringContainsString('"topic":"products"', $received);
        self::assertStringContainsString('"action":"created"', $received);
    }
}
