<?php

declare(strict_types=1);

namespace App\Features\Uploads;

/** Where file contents live; the records (name, type, size) are in the database. */
interface FileStorage
{
    public function save(string $id, string $data): void;

    /** The file's bytes, or null when there is none. */
    public function read(string $id): ?string;
}
