<?php

declare(strict_types=1);

namespace App\Repositories;

/** One table of the memory store. */
final class MemoryRepository implements Repository
{
    public function __construct(private readonly MemoryStore $store, private readonly RecordSpec $spec)
    {
    }

    public function list(): array
    {
        return $this->store->rows($this->spec->table);
    }

    public function get(string $id): ?array
    {
        return $this->store->row($this->spec->table, $id);
    }

    public function findBy(string $field, mixed $value): array
    {
        $this->spec->field($field);
        return array_values(array_filter($this->list(), static fn (array $row): bool => ($row[$field] ?? null) === $value));
    }

    public function create(array $input): array
    {
        return $this->put(Ids::generate(), $input);
    }

    public function update(string $id, array $input): ?array
    {
        return $this->get($id) === null ? null : $this->put($id, $input);
    }

    public function remove(string $id): bool
    {
        return $this->store->delete($this->spec, $id);
    }

    /**
     * @param array<string, mixed> $input
     * @return array<string, mixed>
     */
    private function put(string $id, array $input): array
    {
        $row = ['id' => $id];
        foreach ($this->spec->fields as $field) {
            $row[$field->name] = $input[$field->name] ?? null;
        }
        $this->store->write($this->spec, $row);
        return $row;
    }
}
