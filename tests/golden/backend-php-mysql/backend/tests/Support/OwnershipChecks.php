<?php

declare(strict_types=1);

namespace App\Tests\Support;

use PHPUnit\Framework\Assert;

/** What owning customers means for the Customer role through the API, against any store. */
final class OwnershipChecks
{
    private const ACCOUNT = ['name' => 'Ada', 'email' => 'ada@example.com', 'password' => 'a long password'];

    /**
     * Three accounts, signed in: the first registered, which manages, and two of the Customer role.
     *
     * @param TestClient $client not signed in, over a store without accounts
     * @return array{0: TestClient, 1: TestClient, 2: TestClient}
     */
    public static function accounts(TestClient $client): array
    {
        $manager = $client->withToken($client->post('/api/auth/register', self::ACCOUNT)->assertStatus(201)->json['token']);
        $owner = $client->withToken($client->post('/api/auth/register', ['email' => 'bo@example.com'] + self::ACCOUNT)->assertStatus(201)->json['token']);
        $other = $client->withToken($client->post('/api/auth/register', ['email' => 'cy@example.com'] + self::ACCOUNT)->assertStatus(201)->json['token']);
        return [$manager, $owner, $other];
    }

    /** @param TestClient $client not signed in, over a store without accounts: the first one registered manages */
    public static function signUpRoleSeesOnlyItsOwnCustomers(TestClient $client): void
    {
        [$manager, $owner, $other] = self::accounts($client);
        $id = (string) $owner->post('/api/customers', Fixtures::customerInput($owner))->assertStatus(201)->json['id'];
        // To another account of the role it is not there: not listed, and "not found" as if it did not exist.
        Assert::assertNotContains($id, array_column($other->get('/api/customers')->assertStatus(200)->json, 'id'));
        Assert::assertSame('Customer not found', $other->get('/api/customers/' . $id)->assertStatus(404)->json['error']);
        $other->put('/api/customers/' . $id, Fixtures::customerInput($other))->assertStatus(404);
        $other->delete('/api/customers/' . $id)->assertStatus(404);
        // An order may point only at a customer its account created (the records it needs besides are the managing role's).
        $pointing = ['customerId' => $id] + Fixtures::orderInput($manager);
        $refused = $other->post('/api/orders', $pointing)->assertStatus(400);
        Assert::assertSame('Customer ' . $id . ' does not exist', $refused->json['error']);
        $owner->post('/api/orders', $pointing)->assertStatus(201);
        // Its own account and the managing role (which owns nothing) see it.
        Assert::assertContains($id, array_column($owner->get('/api/customers')->assertStatus(200)->json, 'id'));
        $owner->get('/api/customers/' . $id)->assertStatus(200);
        $manager->get('/api/customers/' . $id)->assertStatus(200);
        Assert::assertContains($id, array_column($manager->get('/api/customers')->assertStatus(200)->json, 'id'));
    }
}
