<?php

declare(strict_types=1);

namespace App\Tests;

use App\Database\Database;
use App\Repositories\Repositories;
use App\Tests\Support\EntityChecks;
{{ownershipUse}}
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
        {{ownershipCheck}}
        $client = TestClient::create($repositories);
        foreach ([...EntityChecks::entityChecks(), ...EntityChecks::referenceChecks()] as $check) {
            $check($client);
        }
        self::assertNotEmpty(EntityChecks::entityChecks());
    }
}
