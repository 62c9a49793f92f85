<?php

declare(strict_types=1);

namespace App\Tests\Records;

use App\Tests\Support\EntityChecks;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

/** /api/products */
final class ProductsTest extends TestCase
{
    /** Creates, lists, reads, updates and deletes a product. */
    public function testLifecycle(): void
    {
        EntityChecks::productLifecycle(TestClient::create());
        $this->addToAssertionCount(1);
    }

    public function testRejectsOneWithoutItsRequiredFields(): void
    {
        $response = TestClient::create()->post('/api/products', [])->assertStatus(400);
        $paths = array_column($response->json['issues'], 'path');
        foreach (['name', 'price', 'stock'] as $field) {
            self::assertContains($field, $paths);
        }
    }

    public function testAnswers404ForOneThatDoesNotExist(): void
    {
        $client = TestClient::create();
        $client->get('/api/products/missing')->assertStatus(404);
        $client->delete('/api/products/missing')->assertStatus(404);
    }
}
