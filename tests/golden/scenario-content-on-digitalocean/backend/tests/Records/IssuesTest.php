<?php

declare(strict_types=1);

namespace App\Tests\Records;

use App\Tests\Support\EntityChecks;
use App\Tests\Support\Fixtures;
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

    /** Takes due at only as an RFC 3339 date and time: not a loose date, no such day, no time zone, a year past 9999. */
    public function testTakesDatesOnlyAsRfc3339DateTimes(): void
    {
        $client = TestClient::create();
        $input = Fixtures::issueInput($client);
        foreach (['1 Jan 2030', '2030-02-30T10:00:00Z', '2030-01-15T10:00:00', '2030-01-15', '+010000-01-01T00:00:00.000Z'] as $date) {
            $client->post('/api/issues', [...$input, 'dueAt' => $date])->assertStatus(400);
        }
    }
}
