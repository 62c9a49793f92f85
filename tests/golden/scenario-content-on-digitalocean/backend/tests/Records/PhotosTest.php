<?php

declare(strict_types=1);

namespace App\Tests\Records;

use App\Tests\Support\EntityChecks;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

/** /api/photos */
final class PhotosTest extends TestCase
{
    /** Creates, lists, reads, updates and deletes a photo. */
    public function testLifecycle(): void
    {
        EntityChecks::photoLifecycle(TestClient::create());
        $this->addToAssertionCount(1);
    }

    public function testRejectsOneWithoutItsRequiredFields(): void
    {
        $response = TestClient::create()->post('/api/photos', [])->assertStatus(400);
        $paths = array_column($response->json['issues'], 'path');
        foreach (['title', 'url'] as $field) {
            self::assertContains($field, $paths);
        }
    }

    public function testAnswers404ForOneThatDoesNotExist(): void
    {
        $client = TestClient::create();
        $client->get('/api/photos/missing')->assertStatus(404);
        $client->delete('/api/photos/missing')->assertStatus(404);
    }
}
