<?php

declare(strict_types=1);

namespace App\Tests\Features;

use App\Tests\Support\Fixtures;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

final class SearchTest extends TestCase
{
    /** Finds products by their text, whatever the case. */
    public function testFindsProductsByTheirText(): void
    {
        $client = TestClient::create();
        $created = $client->post('/api/products', Fixtures::productInput($client))->assertStatus(201);
        $response = $client->get('/api/search?q=' . rawurlencode('SAMPLE NAME'))->assertStatus(200);
        $found = array_filter(
            $response->json,
            static fn (array $hit): bool => $hit['route'] === 'products' && $hit['id'] === $created->json['id'],
        );
        self::assertCount(1, $found);
    }

    public function testAnswersAnEmptyListWhenNothingMatchesAnd400WithoutAQuery(): void
    {
        $client = TestClient::create();
        $response = $client->get('/api/search?q=' . rawurlencode('no record says this'))->assertStatus(200);
        self::assertSame([], $response->json);
        $client->get('/api/search')->assertStatus(400);
    }
}
