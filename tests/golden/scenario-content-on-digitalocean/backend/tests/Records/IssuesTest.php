<?php

declare(strict_types=1);

namespace App\Tests\Records;

use App\Tests\Support\EntityChecks;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

/** /api/issues */
final class IssuesTest extends TestCase
{
    /** Creates, lists, reads, updates and deletes an issue. */
    public function testLifecycle(): void
    {
        EntityChecks::issueLifecycle(TestClient::create());
        $this->addToAssertionCount(1);
    }

    public function testRejectsOneWithoutItsRequiredFields(): void
    {
        $response = TestClient::create()->post('/api/issues', [])->assertStatus(400);
        $paths = array_column($response->json['issues'], 'path');
        foreach (['title', 'status'] as $field) {
            self::assertContains($field, $paths);
        }
    }

    public function testAnswers404ForOneThatDoesNotExist(): void
    {
        $client = TestClient::create();
        $client->get('/api/issues/missing')->assertStatus(404);
        $client->delete('/api/issues/missing')->assertStatus(404);
    }
}
