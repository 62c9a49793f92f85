<?php

declare(strict_types=1);

namespace App\Database;

use App\Repositories\RecordSpec;
use App\Repositories\Repositories;
use App\Repositories\Repository;

/** The {{label}} database: DATABASE_URL to a PDO connection, the schema brought up to date, the repositories. */
final class Database
{
    public const MIGRATIONS = __DIR__ . '/../../migrations';

    /** Connects, applies pending migrations (when asked) and returns the database-backed repositories. */
    public static function connect(string $url, bool $migrate = true): Repositories
    {
        $pdo = self::open($url);
        if ($migrate) {
            (new Migrator($pdo, self::MIGRATIONS))->migrate();
        }
        return Repositories::from(static fn (RecordSpec $spec): Repository => new PdoRepository($pdo, $spec));
    }

    /** A PDO connection from a URL such as {{urlExample}}. */
    public static function open(string $url): \PDO
    {
        $parts = parse_url($url);
        if ($parts === false || !isset($parts['host'])) {
            throw new \InvalidArgumentException('DATABASE_URL is not a database URL');
        }
        $name = rawurldecode(ltrim($parts['path'] ?? '', '/'));
        parse_str($parts['query'] ?? '', $options);
        {{dsn}}
        $pdo = new \PDO($dsn, rawurldecode($parts['user'] ?? ''), rawurldecode($parts['pass'] ?? ''), [
            \PDO::ATTR_ERRMODE => \PDO::ERRMODE_EXCEPTION,
            \PDO::ATTR_DEFAULT_FETCH_MODE => \PDO::FETCH_ASSOC,
        ]);
        $pdo->exec({{utc}});
        return $pdo;
    }
}
