<?php

declare(strict_types=1);

namespace App\Tests\Support;

use PHPUnit\Framework\Assert;

/** What every record type must do through the API, against any store. */
final class EntityChecks
{
    /** @return list<\Closure(TestClient): void> */
    public static function entityChecks(): array
    {
        return [self::productLifecycle(...), self::orderLifecycle(...), self::customerLifecycle(...), self::pickupSlotLifecycle(...), self::productionListLifecycle(...)];
    }

    /** @return list<\Closure(TestClient): void> */
    public static function referenceChecks(): array
    {
        return [self::orderKeepsReferences(...)];
    }

    public static function productLifecycle(TestClient $client): void
    {
        $input = Fixtures::productInput($client);
        $created = $client->post('/api/products', $input)->assertStatus(201);
        $id = (string) $created->json['id'];
        self::assertFields($input, $created->json);
        $list = $client->get('/api/products')->assertStatus(200);
        Assert::assertContains($id, array_column($list->json, 'id'));
        $client->get('/api/products/' . $id)->assertStatus(200);
        $change = ['name' => 'Updated name'];
        $updated = $client->put('/api/products/' . $id, [...$input, ...$change])->assertStatus(200);
        self::assertFields($change, $updated->json);
        $client->delete('/api/products/' . $id)->assertStatus(204);
        $client->get('/api/products/' . $id)->assertStatus(404);
    }

    public static function orderLifecycle(TestClient $client): void
    {
        $input = Fixtures::orderInput($client);
        $created = $client->post('/api/orders', $input)->assertStatus(201);
        $id = (string) $created->json['id'];
        self::assertFields($input, $created->json);
        $list = $client->get('/api/orders')->assertStatus(200);
        Assert::assertContains($id, array_column($list->json, 'id'));
        $client->get('/api/orders/' . $id)->assertStatus(200);
        $change = ['status' => 'paid'];
        $updated = $client->put('/api/orders/' . $id, [...$input, ...$change])->assertStatus(200);
        self::assertFields($change, $updated->json);
        $client->delete('/api/orders/' . $id)->assertStatus(204);
        $client->get('/api/orders/' . $id)->assertStatus(404);
    }

    public static function customerLifecycle(TestClient $client): void
    {
        $input = Fixtures::customerInput($client);
        $created = $client->post('/api/customers', $input)->assertStatus(201);
        $id = (string) $created->json['id'];
        self::assertFields($input, $created->json);
        $list = $client->get('/api/customers')->assertStatus(200);
        Assert::assertContains($id, array_column($list->json, 'id'));
        $client->get('/api/customers/' . $id)->assertStatus(200);
        $change = ['name' => 'Updated name'];
        $updated = $client->put('/api/customers/' . $id, [...$input, ...$change])->assertStatus(200);
        self::assertFields($change, $updated->json);
        $client->delete('/api/customers/' . $id)->assertStatus(204);
        $client->get('/api/customers/' . $id)->assertStatus(404);
    }

    public static function pickupSlotLifecycle(TestClient $client): void
    {
        $input = Fixtures::pickupSlotInput($client);
        $created = $client->post('/api/pickup-slots', $input)->assertStatus(201);
        $id = (string) $created->json['id'];
        self::assertFields($input, $created->json);
        $list = $client->get('/api/pickup-slots')->assertStatus(200);
        Assert::assertContains($id, array_column($list->json, 'id'));
        $client->get('/api/pickup-slots/' . $id)->assertStatus(200);
        $change = ['capacity' => 2];
        $updated = $client->put('/api/pickup-slots/' . $id, [...$input, ...$change])->assertStatus(200);
        self::assertFields($change, $updated->json);
        $client->delete('/api/pickup-slots/' . $id)->assertStatus(204);
        $client->get('/api/pickup-slots/' . $id)->assertStatus(404);
    }

    public static function productionListLifecycle(TestClient $client): void
    {
        $input = Fixtures::productionListInput($client);
        $created = $client->post('/api/production-lists', $input)->assertStatus(201);
        $id = (string) $created->json['id'];
        self::assertFields($input, $created->json);
        $list = $client->get('/api/production-lists')->assertStatus(200);
        Assert::assertContains($id, array_column($list->json, 'id'));
        $client->get('/api/production-lists/' . $id)->assertStatus(200);
        $change = ['title' => 'Afternoon bake'];
        $updated = $client->put('/api/production-lists/' . $id, [...$input, ...$change])->assertStatus(200);
        self::assertFields($change, $updated->json);
        $client->delete('/api/production-lists/' . $id)->assertStatus(204);
        $client->get('/api/production-lists/' . $id)->assertStatus(404);
    }

    /** The customer an order refers to cannot be deleted while it does. */
    public static function orderKeepsReferences(TestClient $client): void
    {
        $input = Fixtures::orderInput($client);
        $client->post('/api/orders', $input)->assertStatus(201);
        $client->delete('/api/customers/' . $input['customerId'])->assertStatus(409);
    }

    /**
     * Every expected field has the expected value (numbers compare by value: 1 and 1.0 are the same).
     *
     * @param array<string, mixed> $expected
     */
    private static function assertFields(array $expected, mixed $actual): void
    {
        Assert::assertIsArray($actual);
        foreach ($expected as $name => $value) {
            Assert::assertArrayHasKey($name, $actual);
            Assert::assertEquals($value, $actual[$name], "Field $name");
        }
    }
}
