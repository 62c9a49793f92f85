<?php

declare(strict_types=1);

namespace App\Database;

use App\Repositories\RecordSpec;
use App\Repositories\Repositories;
use App\Repositories\Repository;
use MongoDB\Client;
use MongoDB\Database as MongoDatabase;

/** The MongoDB database: DATABASE_URL to a client (the mongodb/mongodb library), the indexes set up, the repositories. */
final class Database
{
    /** Connects, creates the unique and reference indexes (when asked) and returns the database-backed repositories. */
    public static function connect(string $url, bool $migrate = true): Repositories
    {
        $database = self::open($url);
        if ($migrate) {
            self::createIndexes($database);
        }
        $specs = Repositories::specs();
        return Repositories::from(static fn (RecordSpec $spec): Repository => new MongoRepository($database, $spec, $specs));
    }

    /** The database a URL such as mongodb://localhost:27017/{{database}} names. */
    public static function open(string $url): MongoDatabase
    {
        return (new Client($url))->selectDatabase(self::name($url));
    }

    /** The database the URL names, or the app's own when it names none. */
    public static function name(string $url): string
    {
        $path = trim((string) parse_url($url, PHP_URL_PATH), '/');
        return $path !== '' ? rawurldecode($path) : {{databaseLiteral}};
    }

    /** One index for the listing order, one per unique field and one per reference (creating an existing one is a no-op). */
    private static function createIndexes(MongoDatabase $database): void
    {
        foreach (Repositories::specs() as $spec) {
            $collection = $database->selectCollection($spec->table);
            $collection->createIndex(['createdAt' => 1, '_id' => 1], ['name' => "{$spec->table}_created"]);
            foreach ($spec->fields as $field) {
                if ($field->unique) {
                    $collection->createIndex([$field->name => 1], ['name' => "{$spec->table}_{$field->name}_unique", 'unique' => true]);
                } elseif ($field->target !== null) {
                    $collection->createIndex([$field->name => 1], ['name' => "{$spec->table}_{$field->name}"]);
                }
            }
        }
    }
}
