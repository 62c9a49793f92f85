<?php

declare(strict_types=1);

namespace App\Tests;

use App\Database\Database;
use App\Tests\Support\EntityChecks;
use App\Tests\Support\OwnershipChecks;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

/** Runs where a database is configured (CI starts a MySQL service); skipped without DATABASE_URL. */
final class DatabaseTest extends TestCase
{
    public function testStoresReadsUpdatesAndDeletesEveryRecordTypeAndKeepsReferencedOnes(): void
    {
        $url = getenv('DATABASE_URL');
        if (!is_string($url) || $url === '') {
            self::markTestSkipped('Set DATABASE_URL to a MySQL database to run this test');
        }
        $repositories = Database::connect($url);
        $pdo = Database::open($url);
        $pdo->exec('SET FOREIGN_KEY_CHECKS = 0');
        $pdo->exec('DELETE FROM `record_owners`');
        $pdo->exec('DELETE FROM `uploads`');
        $pdo->exec('DELETE FROM `analytics_events`');
        $pdo->exec('DELETE FROM `notifications`');
        $pdo->exec('DELETE FROM `payments`');
        $pdo->exec('DELETE FROM `users`');
        $pdo->exec('DELETE FROM `production_lists`');
        $pdo->exec('DELETE FROM `orders`');
        $pdo->exec('DELETE FROM `pickup_slots`');
        $pdo->exec('DELETE FROM `customers`');
        $pdo->exec('DELETE FROM `products`');
        $pdo->exec('SET FOREIGN_KEY_CHECKS = 1');
        // Owned records stay their creators' in the database too; run first, while it has no accounts.
        OwnershipChecks::signUpRoleSeesOnlyItsOwnCustomers(TestClient::anonymous($repositories));
        $client = TestClient::create($repositories);
        foreach ([...EntityChecks::entityChecks(), ...EntityChecks::referenceChecks()] as $check) {
            $check($client);
        }
        self::assertNotEmpty(EntityChecks::entityChecks());
    }
}
