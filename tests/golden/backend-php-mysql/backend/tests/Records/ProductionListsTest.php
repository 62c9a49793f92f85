<?php

declare(strict_types=1);

namespace App\Tests\Records;

use App\Tests\Support\EntityChecks;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

/** /api/production-lists */
final class ProductionListsTest extends TestCase
{
    /** Creates, lists, reads, updates and deletes a production list. */
    public function testLifecycle(): void
    {
        EntityChecks::productionListLifecycle(TestClient::create());
        $this->addToAssertionCount(1);
    }

    public function testRejectsOneWithoutItsRequiredFields(): void
    {
        $response = TestClient::create()->post('/api/production-lists', [])->assertStatus(400);
        $paths = array_column($response->json['issues'], 'path');
        foreach (['title', 'date'] as $field) {
            self::assertContains($field, $paths);
        }
    }

    public function testAnswers404ForOneThatDoesNotExist(): void
    {
        $client = TestClient::create();
        $client->get('/api/production-lists/missing')->assertStatus(404);
        $client->delete('/api/production-lists/missing')->assertStatus(404);
    }
}
