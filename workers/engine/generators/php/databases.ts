import type { AppModel } from "../../model";
import { serverDatabase, type ServerDatabase } from "../../model/stack";
import { code, fill, lines, test } from "../files";
import { fillBlocks } from "../fill-blocks";
import { storedRecords } from "../records";
import { schemaSql } from "../shared/backend/sql-schema";
import type { GeneratedFile } from "../types";
import { phpDatabaseOwnershipSlots } from "./features/auth";
import { phpString } from "./names";
import { templateText } from "../template-texts";

const postgresqlApply = lines(
  "// PostgreSQL changes its schema inside a transaction: a failing file leaves nothing behind.",
  "$this->pdo->beginTransaction();",
  "try {",
  "    foreach ($statements as $statement) {",
  "        $this->pdo->exec($statement);",
  "    }",
  "    $this->record($file);",
  "    $this->pdo->commit();",
  "} catch (\\Throwable $error) {",
  "    $this->pdo->rollBack();",
  "    throw $error;",
  "}",
);

const mysqlApply = lines(
  "// MySQL commits each schema change by itself; the file is recorded once all of it ran.",
  "foreach ($statements as $statement) {",
  "    $this->pdo->exec($statement);",
  "}",
  "$this->record($file);",
);

const postgresqlDsn = lines(
  "$dsn = sprintf('pgsql:host=%s;port=%d;dbname=%s', $parts['host'], $parts['port'] ?? 5432, $name);",
  "if (is_string($options['sslmode'] ?? null)) {",
  "    $dsn .= ';sslmode=' . $options['sslmode'];",
  "}",
);

/** A database for the PHP backend: its label, the PHP extension it needs and its files. */
export interface PhpDatabase {
  id: ServerDatabase;
  label: string;
  /** The composer platform requirement and the docker-php-ext / pecl name. */
  extension: "pdo_pgsql" | "pdo_mysql" | "mongodb";
  files(model: AppModel): GeneratedFile[];
}

// The SQL databases share templates/sql/ and differ only in the PHP snippets below; MongoDB has templates/mongodb/.

interface SqlDialect {
  label: string;
  extension: "pdo_pgsql" | "pdo_mysql";
  /** PHP expressions and blocks for the templates' slots. */
  repository: { quote: string; dateToColumn: string; inUse: string; duplicate: string };
  migrator: { createTable: string; lock: string; unlock: string; apply: string };
  connection: { urlExample: string; dsn: string; utc: string };
  /** Empties the tables (children first) before the database test. */
  clear(tables: string[]): string;
}

const SQL_DIALECTS: Record<"postgresql" | "mysql", SqlDialect> = {
  postgresql: {
    label: "PostgreSQL",
    extension: "pdo_pgsql",
    repository: {
      quote: `'"' . $identifier . '"'`,
      dateToColumn: "Dates::iso($date)",
      inUse: "$state === '23503'",
      duplicate: "$state === '23505'",
    },
    migrator: {
      createTable: `'CREATE TABLE IF NOT EXISTS "schema_migrations" ("name" text PRIMARY KEY, "applied_at" timestamptz NOT NULL DEFAULT now())'`,
      lock: "'SELECT pg_advisory_lock(7301)'",
      unlock: "'SELECT pg_advisory_unlock(7301)'",
      apply: postgresqlApply,
    },
    connection: {
      urlExample: "postgres://user:password@localhost:5432/app",
      dsn: postgresqlDsn,
      utc: `"SET TIME ZONE 'UTC'"`,
    },
    clear: (tables) => `$pdo->exec(${phpString(`TRUNCATE ${tables.map((table) => `"${table}"`).join(", ")} CASCADE`)});`,
  },
  mysql: {
    label: "MySQL",
    extension: "pdo_mysql",
    repository: {
      quote: "'`' . $identifier . '`'",
      dateToColumn: "\\DateTimeImmutable::createFromInterface($date)->setTimezone(new \\DateTimeZone('UTC'))->format('Y-m-d H:i:s.v')",
      inUse: "$state === '23000' && $code === 1451",
      duplicate: "$state === '23000' && $code === 1062",
    },
    migrator: {
      createTable:
        "'CREATE TABLE IF NOT EXISTS `schema_migrations` (`name` varchar(255) PRIMARY KEY, `applied_at` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)) ENGINE=InnoDB'",
      lock: `"SELECT GET_LOCK('schema_migrations', 60)"`,
      unlock: `"SELECT RELEASE_LOCK('schema_migrations')"`,
      apply: mysqlApply,
    },
    connection: {
      urlExample: "mysql://user:password@localhost:3306/app",
      dsn: "$dsn = sprintf('mysql:host=%s;port=%d;dbname=%s;charset=utf8mb4', $parts['host'], $parts['port'] ?? 3306, $name);",
      utc: `"SET time_zone = '+00:00'"`,
    },
    clear: (tables) =>
      lines(
        "$pdo->exec('SET FOREIGN_KEY_CHECKS = 0');",
        ...tables.map((table) => `$pdo->exec(${phpString(`DELETE FROM \`${table}\``)});`),
        "$pdo->exec('SET FOREIGN_KEY_CHECKS = 1');",
      ),
  },
};

function sqlDatabase(id: "postgresql" | "mysql"): PhpDatabase {
  const dialect = SQL_DIALECTS[id];
  return {
    id,
    label: dialect.label,
    extension: dialect.extension,
    files: (model) => {
      const stored = storedRecords(model);
      const tables = stored.map((entity) => entity.table).reverse();
      return [
        code("backend/migrations/001_create_tables.sql", "database", schemaSql(id, stored)),
        code("backend/src/Database/PdoRepository.php", "database", fill(templateText("php/templates/sql/backend/src/Database/PdoRepository.php"), { label: dialect.label, ...dialect.repository })),
        code("backend/src/Database/Migrator.php", "database", fillBlocks(templateText("php/templates/sql/backend/src/Database/Migrator.php"), dialect.migrator)),
        code("backend/src/Database/Database.php", "database", fillBlocks(templateText("php/templates/sql/backend/src/Database/Database.php"), { label: dialect.label, ...dialect.connection })),
        test("backend/tests/DatabaseTest.php", fillBlocks(templateText("php/templates/sql/backend/tests/DatabaseTest.php"), { label: dialect.label, clear: dialect.clear(tables), ...phpDatabaseOwnershipSlots(model) })),
      ];
    },
  };
}

const MONGODB: PhpDatabase = {
  id: "mongodb",
  label: "MongoDB",
  extension: "mongodb",
  files: (model) => {
    const database = model.slug.replace(/-/g, "_");
    return [
      code("backend/src/Database/MongoRepository.php", "database", templateText("php/templates/mongodb/backend/src/Database/MongoRepository.php")),
      code("backend/src/Database/Database.php", "database", fill(templateText("php/templates/mongodb/backend/src/Database/Database.php"), { database, databaseLiteral: phpString(database) })),
      test("backend/tests/DatabaseTest.php", fillBlocks(templateText("php/templates/mongodb/backend/tests/DatabaseTest.php"), phpDatabaseOwnershipSlots(model))),
    ];
  },
};

const PHP_DATABASES: Record<ServerDatabase, PhpDatabase> = {
  postgresql: sqlDatabase("postgresql"),
  mysql: sqlDatabase("mysql"),
  mongodb: MONGODB,
};

export const phpDatabase = (model: AppModel): PhpDatabase => PHP_DATABASES[serverDatabase(model.stack.database)];
