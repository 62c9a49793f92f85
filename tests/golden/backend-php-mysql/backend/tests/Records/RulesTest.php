<?php

declare(strict_types=1);

namespace App\Tests\Records;

use App\Tests\Support\Fixtures;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

/** Each rule of docs/ARCHITECTURE.md ("Business rules"), broken and kept. */
final class RulesTest extends TestCase
{
    /** @var array<string, array{string, string, string, array<string, mixed>, int}> title => [route, fixture, action, changes, status] */
    private const CASES = [
        'RULE-1: order total is between 1 and 500; refuses one with total 0' => ['/api/orders', 'orderInput', 'create', ['total' => 0], 400],
        'RULE-1: order total is between 1 and 500; allows one with total 1' => ['/api/orders', 'orderInput', 'create', ['total' => 1], 201],
        'RULE-1: order total is between 1 and 500; refuses one with total 501' => ['/api/orders', 'orderInput', 'create', ['total' => 501], 400],
        'RULE-1: order total is between 1 and 500; allows one with total 500' => ['/api/orders', 'orderInput', 'create', ['total' => 500], 201],
        'RULE-2: product stock is at least 0; refuses one with stock -1' => ['/api/products', 'productInput', 'create', ['stock' => -1], 400],
        'RULE-2: product stock is at least 0; allows one with stock 0' => ['/api/products', 'productInput', 'create', ['stock' => 0], 201],
        'RULE-3: product name is unique; refuses the same one twice' => ['/api/products', 'productInput', 'create twice', [], 409],
        'RULE-4: customer phone is a phone number (digits, spaces, brackets and dashes, 7 to 20 of them); refuses one with phone "call me"' => ['/api/customers', 'customerInput', 'create', ['phone' => 'call me'], 400],
        'RULE-4: customer phone is a phone number (digits, spaces, brackets and dashes, 7 to 20 of them); allows one with phone "+44 20 7946 0999"' => ['/api/customers', 'customerInput', 'create', ['phone' => '+44 20 7946 0999'], 201],
        'RULE-5: order status starts as pending and moves pending → paid, paid → collected; refuses one with status "paid"' => ['/api/orders', 'orderInput', 'create', ['status' => 'paid'], 400],
        'RULE-5: order status starts as pending and moves pending → paid, paid → collected; refuses a change to status "collected"' => ['/api/orders', 'orderInput', 'update', ['status' => 'collected'], 400],
        'RULE-5: order status starts as pending and moves pending → paid, paid → collected; allows a change to status "paid"' => ['/api/orders', 'orderInput', 'update', ['status' => 'paid'], 200],
        'RULE-6: pickup slot endsAt is after startsAt; refuses one with endsAt "2030-01-14T10:00:00.000Z", startsAt "2030-01-15T10:00:00.000Z"' => ['/api/pickup-slots', 'pickupSlotInput', 'create', ['endsAt' => '2030-01-14T10:00:00.000Z', 'startsAt' => '2030-01-15T10:00:00.000Z'], 400],
        'RULE-6: pickup slot endsAt is after startsAt; allows one with endsAt "2030-01-17T10:00:00.000Z", startsAt "2030-01-15T10:00:00.000Z"' => ['/api/pickup-slots', 'pickupSlotInput', 'create', ['endsAt' => '2030-01-17T10:00:00.000Z', 'startsAt' => '2030-01-15T10:00:00.000Z'], 201],
        'RULE-7: order placedAt is in the past; refuses one with placedAt "2999-01-01T00:00:00.000Z"' => ['/api/orders', 'orderInput', 'create', ['placedAt' => '2999-01-01T00:00:00.000Z'], 400],
        'RULE-7: order placedAt is in the past; allows a valid one' => ['/api/orders', 'orderInput', 'create', [], 201],
        'RULE-8: production list title is one of Morning bake or Afternoon bake; refuses one with title "none of these"' => ['/api/production-lists', 'productionListInput', 'create', ['title' => 'none of these'], 400],
        'RULE-8: production list title is one of Morning bake or Afternoon bake; allows one with title "Afternoon bake"' => ['/api/production-lists', 'productionListInput', 'create', ['title' => 'Afternoon bake'], 201],
        'RULE-9: customer email is unique; refuses the same one twice' => ['/api/customers', 'customerInput', 'create twice', [], 409],
    ];

    public function testEveryRuleIsKept(): void
    {
        $failures = [];
        foreach (self::CASES as $title => [$route, $fixture, $action, $changes, $status]) {
            $client = TestClient::create();
            /** @var array<string, mixed> $input */
            $input = Fixtures::$fixture($client);
            if ($action === 'update') {
                $created = $client->post($route, $input)->assertStatus(201);
                $response = $client->put("$route/{$created->json['id']}", array_merge($input, $changes));
            } else {
                if ($action === 'create twice') {
                    $client->post($route, $input)->assertStatus(201);
                }
                $response = $client->post($route, array_merge($input, $changes));
            }
            if ($response->status !== $status) {
                $failures[] = "$title: expected $status, got {$response->status} {$response->body}";
            }
        }
        self::assertSame([], $failures);
    }
}
