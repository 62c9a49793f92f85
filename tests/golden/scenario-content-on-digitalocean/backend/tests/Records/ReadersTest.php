<?php

declare(strict_types=1);

namespace App\Tests\Records;

use App\Tests\Support\EntityChecks;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

/** /api/readers */
final class ReadersTest extends TestCase
{
    /** Creates, lists, reads, updates and deletes a reader. */
    public function testLifecycle(): void
    {
        EntityChecks::readerLifecycle(TestClient::create());
        $this->addToAssertionCount(1);
    }

    public function testRejectsOneWithoutItsRequiredFields(): void
    {
        $response = TestClient::create()->post('/api/readers', [])->assertStatus(400);
        $paths = array_column($response->json['issues'], 'path');
        foreach (['name'] as $field) {
            self::assertContains($field, $paths);
        }
    }

    public function testAnswers404ForOneThatDoesNotExist(): void
    {
        $client = TestClient::create();
        $client->get('/api/readers/missing')->assertStatus(404);
        $client->delete('/api/readers/missing')->assertStatus(404);
    }
}
