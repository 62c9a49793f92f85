<?php

declare(strict_types=1);

namespace App\Tests\Features;

use App\Tests\Support\Fixtures;
use App\Tests\Support\OwnershipChecks;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

final class AnalyticsTest extends TestCase
{
    public function testCountsUsageEventsByNameAndRecordsByType(): void
    {
        $client = TestClient::create();
        $client->post('/api/analytics/events', ['name' => 'page_view', 'path' => '/'])->assertStatus(201);
        $client->post('/api/analytics/events', ['name' => 'page_view', 'path' => '/'])->assertStatus(201);
        $client->post('/api/analytics/events', ['name' => 'signup'])->assertStatus(201);
        $summary = $client->get('/api/analytics/summary')->assertStatus(200);
        self::assertSame(['page_view' => 2, 'signup' => 1], $summary->json['events']);
        self::assertSame(['products' => 0, 'orders' => 0, 'customers' => 0, 'pickup-slots' => 0, 'production-lists' => 0], $summary->json['records']);
    }

    public function testRejectsAnEventWithoutAName(): void
    {
        TestClient::create()->post('/api/analytics/events', [])->assertStatus(400);
    }

    public function testCountsOnlyItsOwnCustomersForAnAccountWhoseRoleOwnsThem(): void
    {
        [$manager, $first, $second] = OwnershipChecks::accounts(TestClient::anonymous());
        $first->post('/api/customers', Fixtures::customerInput($first))->assertStatus(201);
        $manager->post('/api/products', Fixtures::productInput($manager))->assertStatus(201);
        $mine = $first->get('/api/analytics/summary')->assertStatus(200)->json['records'];
        $theirs = $second->get('/api/analytics/summary')->assertStatus(200)->json['records'];
        $every = $manager->get('/api/analytics/summary')->assertStatus(200)->json['records'];
        // The other account of the role does not count the first one's; the managing role, which owns nothing, does.
        self::assertSame([1, 0, 1], [$mine['customers'], $theirs['customers'], $every['customers']]);
        // No role owns products: every account counts every one.
        self::assertSame([1, 1, 1], [$mine['products'], $theirs['products'], $every['products']]);
    }
}
