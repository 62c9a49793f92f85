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
        $this->pdo->exec({{createTable}});
        $this->pdo->query({{lock}});
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
            $this->pdo->query({{unlock}});
        }
    }

    private function apply(string $file): void
    {
        $sql = preg_replace('/^\s*--.*$/m', '', (string) file_get_contents($file)) ?? '';
        $statements = array_filter(array_map('trim', preg_split('/;\s*$/m', $sql) ?: []), static fn (string $statement): bool => $statement !== '');
        {{apply}}
    }

    private function record(string $file): void
    {
        $insert = $this->pdo->prepare('INSERT INTO ' . PdoRepository::quote('schema_migrations') . ' (' . PdoRepository::quote('name') . ') VALUES (?)');
        $insert->execute([basename($file)]);
    }
}
