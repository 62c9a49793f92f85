<?php

declare(strict_types=1);

namespace App\Tests\Records;

use App\Tests\Support\EntityChecks;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

/** /api/categories */
final class CategoriesTest extends TestCase
{
    /** Creates, lists, reads, updates and deletes a category. */
    public function testLifecycle(): void
    {
        EntityChecks::categoryLifecycle(TestClient::create());
        $this->addToAssertionCount(1);
    }

    public function testRejectsOneWithoutItsRequiredFields(): void
    {
        $response = TestClient::create()->post('/api/categories', [])->assertStatus(400);
        $paths = array_column($response->json['issues'], 'path');
        foreach (['name'] as $field) {
            self::assertContains($field, $paths);
        }
    }

    public function testAnswers404ForOneThatDoesNotExist(): void
    {
        $client = TestClient::create();
        $client->get('/api/categories/missing')->assertStatus(404);
        $client->delete('/api/categories/missing')->assertStatus(404);
    }
}
