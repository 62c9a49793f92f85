<?php

declare(strict_types=1);

namespace App\Features\Uploads;

/** Files kept in this process: what the tests use. */
final class MemoryFileStorage implements FileStorage
{
    /** @var array<string, string> */
    private array $files = [];

    public function save(string $id, string $data): void
    {
        $this->files[$id] = $data;
    }

    public function read(string $id): ?string
    {
        return $this->files[$id] ?? null;
    }
}
