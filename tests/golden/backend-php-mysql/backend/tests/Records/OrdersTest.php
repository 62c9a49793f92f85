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

    /** Takes placed at only as an RFC 3339 date and time: not a loose date, no such day, no time zone, a year past 9999. */
    public function testTakesDatesOnlyAsRfc3339DateTimes(): void
    {
        $client = TestClient::create();
        $input = Fixtures::orderInput($client);
        foreach (['1 Jan 2030', '2030-02-30T10:00:00Z', '2030-01-15T10:00:00', '2030-01-15', '+010000-01-01T00:00:00.000Z'] as $date) {
            $client->post('/api/orders', [...$input, 'placedAt' => $date])->assertStatus(400);
        }
    }

    /** Keeps what an order refers to. */
    public function testKeepsWhatItRefersTo(): void
    {
        EntityChecks::orderKeepsReferences(TestClient::create());
        $this->addToAssertionCount(1);
    }
}
