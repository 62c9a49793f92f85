import type { AppModel } from "../../model";
import type { GeneratedDatabase } from "../../model/stack";
import { code, lines, test } from "../files";
import { storedRecords } from "../records";
import { schemaSql } from "../shared/backend/sql-schema";
import type { GeneratedFile } from "../types";
import { php, phpString } from "./names";
import mongoRepository from "./templates/backend/src/Database/MongoRepository.php?raw";
import mongoTest from "./templates/backend/tests/DatabaseTest.php?raw";

/** A database for the PHP backend: its label, the PHP extension it needs and its files. */
export interface PhpDatabase {
  id: GeneratedDatabase;
  label: string;
  /** The composer platform requirement and the docker-php-ext / pecl name. */
  extension: "pdo_pgsql" | "pdo_mysql" | "mongodb";
  files(model: AppModel): GeneratedFile[];
}

// ---- SQL (PostgreSQL, MySQL) ---------------------------------------------------------------------------

interface SqlDialect {
  id: "postgresql" | "mysql";
  label: string;
  extension: "pdo_pgsql" | "pdo_mysql";
  quote(identifier: string): string;
}

const POSTGRES: SqlDialect = {
  id: "postgresql",
  label: "PostgreSQL",
  extension: "pdo_pgsql",
  quote: (identifier) => `"${identifier}"`,
};

const MYSQL: SqlDialect = {
  id: "mysql",
  label: "MySQL",
  extension: "pdo_mysql",
  quote: (identifier) => `\`${identifier}\``,
};

const pdoRepository = (dialect: SqlDialect) => {
  const postgres = dialect.id === "postgresql";
  const quote = postgres ? `'"' . $identifier . '"'` : "'`' . $identifier . '`'";
  const dateToColumn = postgres
    ? "Dates::iso($date)"
    : "\\DateTimeImmutable::createFromInterface($date)->setTimezone(new \\DateTimeZone('UTC'))->format('Y-m-d H:i:s.v')";
  const inUse = postgres ? "$state === '23503'" : "$state === '23000' && $code === 1451";
  const duplicate = postgres ? "$state === '23505'" : "$state === '23000' && $code === 1062";
  return php`
<?php

declare(strict_types=1);

namespace App\Database;

use App\Domain\Dates;
use App\Repositories\DuplicateValueError;
use App\Repositories\FieldSpec;
use App\Repositories\Ids;
use App\Repositories\RecordInUseError;
use App\Repositories\RecordSpec;
use App\Repositories\Repository;

/** A repository over one ${dialect.label} table, written from its spec: the same behaviour as the memory store. */
final class PdoRepository implements Repository
{
    private readonly string $table;

    private readonly string $columns;

    public function __construct(private readonly \PDO $pdo, private readonly RecordSpec $spec)
    {
        $this->table = self::quote($spec->table);
        $this->columns = implode(', ', [self::quote('id'), ...array_map(static fn (FieldSpec $field): string => self::quote($field->column), $spec->fields)]);
    }

    public static function quote(string $identifier): string
    {
        return ${quote};
    }

    public function list(): array
    {
        return $this->select('ORDER BY ' . self::quote('created_at') . ', ' . self::quote('id'), []);
    }

    public function get(string $id): ?array
    {
        return $this->select('WHERE ' . self::quote('id') . ' = ?', [$id])[0] ?? null;
    }

    public function findBy(string $field, mixed $value): array
    {
        $spec = $this->spec->field($field);
        $order = ' ORDER BY ' . self::quote('created_at') . ', ' . self::quote('id');
        return $this->select('WHERE ' . self::quote($spec->column) . ' = ?' . $order, [$this->toColumn($spec, $value)]);
    }

    public function create(array $input): array
    {
        $id = Ids::generate();
        $placeholders = implode(', ', array_fill(0, count($this->spec->fields) + 1, '?'));
        $this->run("INSERT INTO {$this->table} ({$this->columns}) VALUES ($placeholders)", [$id, ...$this->values($input)]);
        return $this->get($id) ?? throw new \RuntimeException("Insert into {$this->spec->table} returned no row");
    }

    public function update(string $id, array $input): ?array
    {
        if ($this->get($id) === null || $this->spec->fields === []) {
            return $this->get($id);
        }
        $assignments = implode(', ', array_map(static fn (FieldSpec $field): string => self::quote($field->column) . ' = ?', $this->spec->fields));
        $this->run("UPDATE {$this->table} SET $assignments WHERE " . self::quote('id') . ' = ?', [...$this->values($input), $id]);
        return $this->get($id);
    }

    public function remove(string $id): bool
    {
        return $this->run("DELETE FROM {$this->table} WHERE " . self::quote('id') . ' = ?', [$id])->rowCount() > 0;
    }

    /**
     * @param list<mixed> $params
     * @return list<array<string, mixed>>
     */
    private function select(string $clause, array $params): array
    {
        $rows = $this->run("SELECT {$this->columns} FROM {$this->table} $clause", $params)->fetchAll(\PDO::FETCH_ASSOC);
        return array_map(fn (array $row): array => $this->toRecord($row), $rows);
    }

    /** @param list<mixed> $params */
    private function run(string $sql, array $params): \PDOStatement
    {
        try {
            $statement = $this->pdo->prepare($sql);
            foreach ($params as $index => $value) {
                $type = match (true) {
                    $value === null => \PDO::PARAM_NULL,
                    is_bool($value) => \PDO::PARAM_BOOL,
                    is_int($value) => \PDO::PARAM_INT,
                    default => \PDO::PARAM_STR,
                };
                $statement->bindValue($index + 1, $value, $type);
            }
            $statement->execute();
            return $statement;
        } catch (\PDOException $error) {
            throw $this->translate($error);
        }
    }

    /**
     * @param array<string, mixed> $input
     * @return list<mixed>
     */
    private function values(array $input): array
    {
        return array_map(fn (FieldSpec $field): mixed => $this->toColumn($field, $input[$field->name] ?? null), $this->spec->fields);
    }

    private function toColumn(FieldSpec $field, mixed $value): mixed
    {
        if ($value === null) {
            return null;
        }
        if ($field->kind === 'date' && is_string($value)) {
            $date = Dates::parse($value);
            return $date === null ? $value : ${dateToColumn};
        }
        if (is_float($value)) {
            return json_encode($value);
        }
        return $value;
    }

    /**
     * Database values back to what the API returns: ISO strings for dates, numbers for numbers.
     *
     * @param array<string, mixed> $row
     * @return array<string, mixed>
     */
    private function toRecord(array $row): array
    {
        $record = ['id' => (string) $row['id']];
        foreach ($this->spec->fields as $field) {
            $value = $row[$field->column] ?? null;
            $record[$field->name] = $value === null ? null : match ($field->kind) {
                'date' => Dates::iso(new \DateTimeImmutable((string) $value, new \DateTimeZone('UTC'))),
                'number' => self::number($value),
                'boolean' => in_array($value, [true, 1, '1', 't', 'true'], true),
                default => (string) $value,
            };
        }
        return $record;
    }

    private static function number(mixed $value): int|float
    {
        $number = is_int($value) || is_float($value) ? $value : (float) (is_string($value) ? $value : 0);
        return is_float($number) && floor($number) === $number && abs($number) < 2 ** 53 ? (int) $number : $number;
    }

    private function translate(\PDOException $error): \Throwable
    {
        $state = (string) ($error->errorInfo[0] ?? $error->getCode());
        $code = (int) ($error->errorInfo[1] ?? 0);
        if (${inUse}) {
            return new RecordInUseError($this->spec->label);
        }
        if (${duplicate}) {
            foreach ($this->spec->fields as $field) {
                if ($field->unique && str_contains($error->getMessage(), $field->column)) {
                    return new DuplicateValueError($field->name);
                }
            }
            return new DuplicateValueError('value');
        }
        return $error;
    }
}
`;
};

const migrator = (dialect: SqlDialect) => {
  const postgres = dialect.id === "postgresql";
  const table = postgres
    ? `'CREATE TABLE IF NOT EXISTS "schema_migrations" ("name" text PRIMARY KEY, "applied_at" timestamptz NOT NULL DEFAULT now())'`
    : "'CREATE TABLE IF NOT EXISTS `schema_migrations` (`name` varchar(255) PRIMARY KEY, `applied_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)) ENGINE=InnoDB'";
  const lock = postgres ? "'SELECT pg_advisory_lock(7301)'" : "\"SELECT GET_LOCK('schema_migrations', 60)\"";
  const unlock = postgres ? "'SELECT pg_advisory_unlock(7301)'" : "\"SELECT RELEASE_LOCK('schema_migrations')\"";
  return php`
<?php

declare(strict_types=1);

namespace App\Database;

/** Applies the SQL files of migrations/ that have not run yet, in name order, one server at a time. */
final class Migrator
{
    public function __construct(private readonly \PDO $pdo, private readonly string $directory)
    {
    }

    /** @return list<string> the files applied now */
    public function migrate(): array
    {
        $this->pdo->exec(${table});
        $this->pdo->query(${lock});
        try {
            $done = $this->pdo->query('SELECT ' . PdoRepository::quote('name') . ' FROM ' . PdoRepository::quote('schema_migrations'));
            $applied = $done === false ? [] : $done->fetchAll(\PDO::FETCH_COLUMN);
            $files = glob($this->directory . '/*.sql') ?: [];
            sort($files);
            $pending = array_values(array_filter($files, static fn (string $file): bool => !in_array(basename($file), $applied, true)));
            foreach ($pending as $file) {
                $this->apply($file);
            }
            return array_map('basename', $pending);
        } finally {
            $this->pdo->query(${unlock});
        }
    }

    private function apply(string $file): void
    {
        $sql = preg_replace('/^\s*--.*$/m', '', (string) file_get_contents($file)) ?? '';
        $statements = array_filter(array_map('trim', preg_split('/;\s*$/m', $sql) ?: []), static fn (string $statement): bool => $statement !== '');
        ${
          postgres
            ? `// PostgreSQL changes its schema inside a transaction: a failing file leaves nothing behind.
        $this->pdo->beginTransaction();
        try {
            foreach ($statements as $statement) {
                $this->pdo->exec($statement);
            }
            $this->record($file);
            $this->pdo->commit();
        } catch (\\Throwable $error) {
            $this->pdo->rollBack();
            throw $error;
        }`
            : `// MySQL commits each schema change by itself; the file is recorded once all of it ran.
        foreach ($statements as $statement) {
            $this->pdo->exec($statement);
        }
        $this->record($file);`
        }
    }

    private function record(string $file): void
    {
        $insert = $this->pdo->prepare('INSERT INTO ' . PdoRepository::quote('schema_migrations') . ' (' . PdoRepository::quote('name') . ') VALUES (?)');
        $insert->execute([basename($file)]);
    }
}
`;
};

const sqlConnection = (dialect: SqlDialect) => {
  const postgres = dialect.id === "postgresql";
  return php`
<?php

declare(strict_types=1);

namespace App\Database;

use App\Repositories\RecordSpec;
use App\Repositories\Repositories;
use App\Repositories\Repository;

/** The ${dialect.label} database: DATABASE_URL to a PDO connection, the schema brought up to date, the repositories. */
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

    /** A PDO connection from a URL such as ${postgres ? "postgres://user:password@localhost:5432/app" : "mysql://user:password@localhost:3306/app"}. */
    public static function open(string $url): \PDO
    {
        $parts = parse_url($url);
        if ($parts === false || !isset($parts['host'])) {
            throw new \InvalidArgumentException('DATABASE_URL is not a database URL');
        }
        $name = rawurldecode(ltrim($parts['path'] ?? '', '/'));
        parse_str($parts['query'] ?? '', $options);
        ${
          postgres
            ? `$dsn = sprintf('pgsql:host=%s;port=%d;dbname=%s', $parts['host'], $parts['port'] ?? 5432, $name);
        if (is_string($options['sslmode'] ?? null)) {
            $dsn .= ';sslmode=' . $options['sslmode'];
        }`
            : `$dsn = sprintf('mysql:host=%s;port=%d;dbname=%s;charset=utf8mb4', $parts['host'], $parts['port'] ?? 3306, $name);`
        }
        $pdo = new \PDO($dsn, rawurldecode($parts['user'] ?? ''), rawurldecode($parts['pass'] ?? ''), [
            \PDO::ATTR_ERRMODE => \PDO::ERRMODE_EXCEPTION,
            \PDO::ATTR_DEFAULT_FETCH_MODE => \PDO::FETCH_ASSOC,
        ]);
        $pdo->exec(${postgres ? `"SET TIME ZONE 'UTC'"` : `"SET time_zone = '+00:00'"`});
        return $pdo;
    }
}
`;
};

function sqlTest(dialect: SqlDialect, model: AppModel): string {
  const tables = storedRecords(model)
    .map((entity) => dialect.quote(entity.table))
    .reverse();
  const clear =
    dialect.id === "postgresql"
      ? [`        $pdo->exec(${phpString(`TRUNCATE ${tables.join(", ")} CASCADE`)});`]
      : [
          "        $pdo->exec('SET FOREIGN_KEY_CHECKS = 0');",
          ...tables.map((table) => `        $pdo->exec(${phpString(`DELETE FROM ${table}`)});`),
          "        $pdo->exec('SET FOREIGN_KEY_CHECKS = 1');",
        ];
  return lines(
    "<?php",
    "",
    "declare(strict_types=1);",
    "",
    "namespace App\\Tests;",
    "",
    "use App\\Database\\Database;",
    "use App\\Tests\\Support\\EntityChecks;",
    "use App\\Tests\\Support\\TestClient;",
    "use PHPUnit\\Framework\\TestCase;",
    "",
    `/** Runs where a database is configured (CI starts a ${dialect.label} service); skipped without DATABASE_URL. */`,
    "final class DatabaseTest extends TestCase",
    "{",
    "    public function testStoresReadsUpdatesAndDeletesEveryRecordTypeAndKeepsReferencedOnes(): void",
    "    {",
    "        $url = getenv('DATABASE_URL');",
    "        if (!is_string($url) || $url === '') {",
    `            self::markTestSkipped('Set DATABASE_URL to a ${dialect.label} database to run this test');`,
    "        }",
    "        $repositories = Database::connect($url);",
    "        $pdo = Database::open($url);",
    ...clear,
    "        $client = TestClient::create($repositories);",
    "        foreach ([...EntityChecks::entityChecks(), ...EntityChecks::referenceChecks()] as $check) {",
    "            $check($client);",
    "        }",
    "        self::assertNotEmpty(EntityChecks::entityChecks());",
    "    }",
    "}",
  );
}

function sqlDatabase(dialect: SqlDialect): PhpDatabase {
  return {
    id: dialect.id,
    label: dialect.label,
    extension: dialect.extension,
    files: (model) => [
      code("backend/migrations/001_create_tables.sql", "database", schemaSql(dialect.id, storedRecords(model))),
      code("backend/src/Database/PdoRepository.php", "database", pdoRepository(dialect)),
      code("backend/src/Database/Migrator.php", "database", migrator(dialect)),
      code("backend/src/Database/Database.php", "database", sqlConnection(dialect)),
      test("backend/tests/DatabaseTest.php", sqlTest(dialect, model)),
    ],
  };
}

// ---- MongoDB ---------------------------------------------------------------------------------------------

const mongoConnection = (model: AppModel) => php`
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

    /** The database a URL such as mongodb://localhost:27017/${model.slug.replace(/-/g, "_")} names. */
    public static function open(string $url): MongoDatabase
    {
        return (new Client($url))->selectDatabase(self::name($url));
    }

    /** The database the URL names, or the app's own when it names none. */
    public static function name(string $url): string
    {
        $path = trim((string) parse_url($url, PHP_URL_PATH), '/');
        return $path !== '' ? rawurldecode($path) : ${phpString(model.slug.replace(/-/g, "_"))};
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
`;

const MONGODB: PhpDatabase = {
  id: "mongodb",
  label: "MongoDB",
  extension: "mongodb",
  files: (model) => [
    code("backend/src/Database/MongoRepository.php", "database", mongoRepository),
    code("backend/src/Database/Database.php", "database", mongoConnection(model)),
    test("backend/tests/DatabaseTest.php", mongoTest),
  ],
};

const PHP_DATABASES: Record<GeneratedDatabase, PhpDatabase> = {
  postgresql: sqlDatabase(POSTGRES),
  mysql: sqlDatabase(MYSQL),
  mongodb: MONGODB,
};

export const phpDatabase = (model: AppModel): PhpDatabase => PHP_DATABASES[model.stack.database];
