<?php

declare(strict_types=1);

namespace App\Repositories;

/**
 * The one storage interface: the in-memory store (tests, local runs) and the database both implement it.
 * A record is an array of its fields by name, with its "id" first.
 */
interface Repository
{
    /** @return list<array<string, mixed>> in the order they were created */
    public function list(): array;

    /** @return array<string, mixed>|null */
    public function get(string $id): ?array;

    /** @return list<array<string, mixed>> */
    public function findBy(string $field, mixed $value): array;

    /**
     * @param array<string, mixed> $input
     * @return array<string, mixed>
     */
    public function create(array $input): array;

    /**
     * @param array<string, mixed> $input
     * @return array<string, mixed>|null null when there is no such record
     */
    public function update(string $id, array $input): ?array;

    /** @return bool false when there is no such record */
    public function remove(string $id): bool;
}
