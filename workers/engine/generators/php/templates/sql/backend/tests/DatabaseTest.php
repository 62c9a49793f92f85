<?php

declare(strict_types=1);

namespace App\Tests;

use App\Database\Database;
use App\Tests\Support\EntityChecks;
{{ownershipUse}}
use App\Tests\Support\TestClient;
use PHPUnit\Framework\TestCase;

/** Runs where a database is configured (CI starts a {{label}} service); skipped without DATABASE_URL. */
final class DatabaseTest extends TestCase
{
    public function testStoresReadsUpdatesAndDeletesEveryRecordTypeAndKeepsReferencedOnes(): void
    {
        $url = getenv('DATABASE_URL');
        if (!is_string($url) || $url === '') {
            self::markTestSkipped('Set DATABASE_URL to a {{label}} database to run this test');
        }
        $repositories = Database::connect($url);
        $pdo = Database::open($url);
        {{clear}}
        {{ownershipCheck}}
        $client = TestClient::create($repositories);
        foreach ([...EntityChecks::entityChecks(), ...EntityChecks::referenceChecks()] as $check) {
            $check($client);
        }
        self::assertNotEmpty(EntityChecks::entityChecks());
    }
}
