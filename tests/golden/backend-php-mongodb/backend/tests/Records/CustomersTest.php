<?php

declare(strict_types=1);

namespace App\Tests\Records;

use App\Tests\Support\EntityChecks;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

/** /api/customers */
final class CustomersTest extends TestCase
{
    /** Creates, lists, reads, updates and deletes a customer. */
    public function testLifecycle(): void
    {
        EntityChecks::customerLifecycle(TestClient::create());
        $this->addToAssertionCount(1);
    }

    public function testRejectsOneWithoutItsRequiredFields(): void
    {
        $response = TestClient::create()->post('/api/customers', [])->assertStatus(400);
        $paths = array_column($response->json['issues'], 'path');
        foreach (['name', 'email'] as $field) {
            self::assertContains($field, $paths);
        }
    }

    public function testAnswers404ForOneThatDoesNotExist(): void
    {
        $client = TestClient::create();
        $client->get('/api/customers/missing')->assertStatus(404);
        $client->delete('/api/customers/missing')->assertStatus(404);
    }
}
