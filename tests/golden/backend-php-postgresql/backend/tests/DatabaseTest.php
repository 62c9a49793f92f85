<?php

declare(strict_types=1);

namespace App\Tests;

use App\Database\Database;
use App\Tests\Support\EntityChecks;
use App\Tests\Support\OwnershipChecks;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

/** Runs where a database is configured (CI starts a PostgreSQL service); skipped without DATABASE_URL. */
final class DatabaseTest extends TestCase
{
    public function testStoresReadsUpdatesAndDeletesEveryRecordTypeAndKeepsReferencedOnes(): void
    {
        $url = getenv('DATABASE_URL');
        if (!is_string($url) || $url === '') {
            self::markTestSkipped('Set DATABASE_URL to a PostgreSQL database to run this test');
        }
        $repositories = Database::connect($url);
        $pdo = Database::open($url);
        $pdo->exec('TRUNCATE "record_owners", "uploads", "analytics_events", "notifications", "payments", "users", "production_lists", "orders", "pickup_slots", "customers", "products" CASCADE');
        // Owned records stay their creators' in the database too; run first, while it has no accounts.
        OwnershipChecks::signUpRoleSeesOnlyItsOwnCustomers(TestClient::anonymous($repositories));
        $client = TestClient::create($repositories);
        foreach ([...EntityChecks::entityChecks(), ...EntityChecks::referenceChecks()] as $check) {
            $check($client);
        }
        self::assertNotEmpty(EntityChecks::entityChecks());
    }
}
