<?php

declare(strict_types=1);

namespace App\Tests\Features;

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
}
