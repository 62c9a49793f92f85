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

/** A repository over one {{label}} table, written from its spec: the same behaviour as the memory store. */
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
        return {{quote}};
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
            return $date === null ? $value : {{dateToColumn}};
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
        if ({{inUse}}) {
            return new RecordInUseError($this->spec->label);
        }
        if ({{duplicate}}) {
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
