<?php

declare(strict_types=1);

namespace App\Tests;

use App\Database\Database;
use App\Repositories\Repositories;
use App\Tests\Support\EntityChecks;
use App\Tests\Support\OwnershipChecks;
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

/** Runs where a database is configured (CI starts a MongoDB service); skipped without DATABASE_URL. */
final class DatabaseTest extends TestCase
{
    public function testStoresReadsUpdatesAndDeletesEveryRecordTypeAndKeepsReferencedOnes(): void
    {
        $url = getenv('DATABASE_URL');
        if (!is_string($url) || $url === '') {
            self::markTestSkipped('Set DATABASE_URL to a MongoDB database to run this test');
        }
        $repositories = Database::connect($url);
        $database = Database::open($url);
        foreach (Repositories::specs() as $spec) {
            $database->selectCollection($spec->table)->deleteMany([]);
        }
        // Owned records stay their creators' in the database too; run first, while it has no accounts.
        OwnershipChecks::signUpRoleSeesOnlyItsOwnCustomers(TestClient::anonymous($repositories));
        $client = TestClient::create($repositories);
        foreach ([...EntityChecks::entityChecks(), ...EntityChecks::referenceChecks()] as $check) {
            $check($client);
        }
        self::assertNotEmpty(EntityChecks::entityChecks());
    }
}
