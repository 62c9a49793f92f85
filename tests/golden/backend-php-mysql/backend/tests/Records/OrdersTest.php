<?php

declare(strict_types=1);

namespace App\Tests\Records;

use App\Tests\Support\EntityChecks;
use App\Tests\Support\Fixtures;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

/** /api/orders */
final class OrdersTest extends TestCase
{
    /** Creates, lists, reads, updates and deletes an order. */
    public function testLifecycle(): void
    {
        EntityChecks::orderLifecycle(TestClient::create());
        $this->addToAssertionCount(1);
    }

    public function testRejectsOneWithoutItsRequiredFields(): void
    {
        $response = TestClient::create()->post('/api/orders', [])->assertStatus(400);
        $paths = array_column($response->json['issues'], 'path');
        foreach (['customerId', 'status', 'total', 'placedAt'] as $field) {
            self::assertContains($field, $paths);
        }
    }

    public function testAnswers404ForOneThatDoesNotExist(): void
    {
        $client = TestClient::create();
        $client->get('/api/orders/missing')->assertStatus(404);
        $client->delete('/api/orders/missing')->assertStatus(404);
    }

    /** Rejects an order whose customer does not exist. */
    public function testRejectsAReferenceToARecordThatDoesNotExist(): void
    {
        $client = TestClient::create();
        $input = Fixtures::orderInput($client);
        $client->post('/api/orders', [...$input, 'customerId' => 'missing'])->assertStatus(400);
    }

    /** Keeps what an order refers to. */
    public function testKeepsWhatItRefersTo(): void
    {
        EntityChecks::orderKeepsReferences(TestClient::create());
        $this->addToAssertionCount(1);
    }
}
