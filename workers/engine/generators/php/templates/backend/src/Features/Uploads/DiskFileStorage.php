<?php

declare(strict_types=1);

namespace App\Features\Uploads;

/** Files on a disk (UPLOAD_DIR), named by their record id. Use a mounted volume or swap in object storage. */
final class DiskFileStorage implements FileStorage
{
    public function __construct(private readonly string $directory)
    {
    }

    public function save(string $id, string $data): void
    {
        if (!is_dir($this->directory) && !mkdir($this->directory, 0775, true) && !is_dir($this->directory)) {
            throw new \RuntimeException("Cannot create {$this->directory}");
        }
        if (file_put_contents($this->path($id), $data, LOCK_EX) === false) {
            throw new \RuntimeException("Cannot write the file $id");
        }
    }

    public function read(string $id): ?string
    {
        $path = $this->path($id);
        if (!is_file($path)) {
            return null;
        }
        $data = file_get_contents($path);
        return $data === false ? null : $data;
    }

    private function path(string $id): string
    {
        return $this->directory . '/' . basename($id);
    }
}
