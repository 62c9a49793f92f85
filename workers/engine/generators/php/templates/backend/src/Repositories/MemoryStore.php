<?php

declare(strict_types=1);

namespace App\Repositories;

/**
 * Keeps every table in memory, with the same rules as the database (references and unique values),
 * so tests and a local run need no database server.
 */
final class MemoryStore
{
    /** @var array<string, array<string, array<string, mixed>>> rows by id, by table */
    private array $tables = [];

    /** @param list<RecordSpec> $specs */
    public function __construct(private readonly array $specs)
    {
        foreach ($specs as $spec) {
            $this->tables[$spec->table] = [];
        }
    }

    public function repository(RecordSpec $spec): Repository
    {
        return new MemoryRepository($this, $spec);
    }

    /** @return list<array<string, mixed>> */
    public function rows(string $table): array
    {
        return array_values($this->tables[$table] ?? throw new \InvalidArgumentException("Unknown table $table"));
    }

    /** @return array<string, mixed>|null */
    public function row(string $table, string $id): ?array
    {
        return $this->tables[$table][$id] ?? null;
    }

    /** @param array<string, mixed> $row */
    public function write(RecordSpec $spec, array $row): void
    {
        foreach ($spec->fields as $field) {
            if (!$field->unique) {
                continue;
            }
            foreach ($this->tables[$spec->table] as $other) {
                if ($other['id'] !== $row['id'] && $other[$field->name] === $row[$field->name]) {
                    throw new DuplicateValueError($field->name);
                }
            }
        }
        $this->tables[$spec->table][(string) $row['id']] = $row;
    }

    public function delete(RecordSpec $spec, string $id): bool
    {
        if (!isset($this->tables[$spec->table][$id])) {
            return false;
        }
        foreach ($this->specs as $other) {
            foreach ($other->fields as $field) {
                if ($field->target !== $spec->table) {
                    continue;
                }
                foreach ($this->tables[$other->table] as $row) {
                    if (($row[$field->name] ?? null) === $id) {
                        throw new RecordInUseError($spec->label);
                    }
                }
            }
        }
        unset($this->tables[$spec->table][$id]);
        return true;
    }

    /** @return array<string, list<array<string, mixed>>> every row, to keep between requests */
    public function snapshot(): array
    {
        return array_map(static fn (array $rows): array => array_values($rows), $this->tables);
    }

    /** @param array<string, mixed> $snapshot what snapshot() returned */
    public function restore(array $snapshot): void
    {
        foreach (array_keys($this->tables) as $table) {
            $rows = $snapshot[$table] ?? [];
            foreach (is_array($rows) ? $rows : [] as $row) {
                if (is_array($row) && is_string($row['id'] ?? null)) {
                    $this->tables[$table][$row['id']] = $row;
                }
            }
        }
    }
}
