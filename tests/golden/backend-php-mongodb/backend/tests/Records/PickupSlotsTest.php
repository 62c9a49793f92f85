<?php

declare(strict_types=1);

namespace App\Tests\Records;

use App\Tests\Support\EntityChecks;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

/** /api/pickup-slots */
final class PickupSlotsTest extends TestCase
{
    /** Creates, lists, reads, updates and deletes a pickup slot. */
    public function testLifecycle(): void
    {
        EntityChecks::pickupSlotLifecycle(TestClient::create());
        $this->addToAssertionCount(1);
    }

    public function testRejectsOneWithoutItsRequiredFields(): void
    {
        $response = TestClient::create()->post('/api/pickup-slots', [])->assertStatus(400);
        $paths = array_column($response->json['issues'], 'path');
        foreach (['startsAt', 'endsAt', 'capacity'] as $field) {
            self::assertContains($field, $paths);
        }
    }

    public function testAnswers404ForOneThatDoesNotExist(): void
    {
        $client = TestClient::create();
        $client->get('/api/pickup-slots/missing')->assertStatus(404);
        $client->delete('/api/pickup-slots/missing')->assertStatus(404);
    }
}
