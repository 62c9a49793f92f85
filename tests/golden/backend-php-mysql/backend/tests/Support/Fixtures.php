<?php

declare(strict_types=1);

namespace App\Tests\Support;

/** Valid inputs, the same on every run; a record another one needs is created first. */
final class Fixtures
{
    /** Unique values differ per fixture, so records made as parents never clash with the record under test. */
    private static int $made = 0;

    /** @return array<string, mixed> a product a client may send */
    public static function productInput(TestClient $client): array
    {
        return [
            'name' => 'Sample name ' . ++self::$made,
            'description' => 'Sample description',
            'price' => 1,
            'stock' => 1,
            'active' => true,
        ];
    }

    /** @return array<string, mixed> a customer a client may send */
    public static function customerInput(TestClient $client): array
    {
        return [
            'name' => 'Sample name',
            'email' => 'customer-' . ++self::$made . '@example.com',
            'phone' => '+44 20 7946 0000',
        ];
    }

    /** @return array<string, mixed> a pickup slot a client may send */
    public static function pickupSlotInput(TestClient $client): array
    {
        return [
            'startsAt' => '2030-01-15T10:00:00.000Z',
            'endsAt' => '2030-01-16T10:00:00.000Z',
            'capacity' => 1,
            'available' => true,
        ];
    }

    /** @return array<string, mixed> an order a client may send */
    public static function orderInput(TestClient $client): array
    {
        $customerCreated = $client->post('/api/customers', self::customerInput($client))->assertStatus(201);
        return [
            'customerId' => $customerCreated->json['id'],
            'status' => 'pending',
            'total' => 1,
            'placedAt' => '2020-01-15T10:00:00.000Z',
            'pickupSlotId' => null,
        ];
    }

    /** @return array<string, mixed> a production list a client may send */
    public static function productionListInput(TestClient $client): array
    {
        return [
            'title' => 'Morning bake',
            'date' => '2030-01-15T10:00:00.000Z',
            'notes' => 'Sample notes',
        ];
    }
}
