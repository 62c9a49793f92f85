<?php

declare(strict_types=1);

namespace App\Events;

/**
 * Changes appended to a file, one JSON line each, so every PHP worker of this server sees them. Each
 * server instance has its own file: behind a load balancer, run one instance or put a message broker here.
 */
final class FileChangeFeed implements ChangeFeed
{
    private const MAX_BYTES = 1_000_000;

    public function __construct(private readonly string $file)
    {
    }

    public function publish(string $topic, string $action, string $id, array $owners = []): void
    {
        $handle = fopen($this->file, 'c');
        if ($handle === false) {
            return;
        }
        flock($handle, LOCK_EX);
        fseek($handle, 0, SEEK_END);
        if ((int) ftell($handle) > self::MAX_BYTES) {
            ftruncate($handle, 0);
            rewind($handle);
        }
        fwrite($handle, json_encode(['topic' => $topic, 'action' => $action, 'id' => $id, 'owners' => $owners], JSON_THROW_ON_ERROR) . "\n");
        fflush($handle);
        flock($handle, LOCK_UN);
        fclose($handle);
    }

    public function cursor(): int
    {
        clearstatcache(true, $this->file);
        return is_file($this->file) ? (int) filesize($this->file) : 0;
    }

    public function since(int $cursor): array
    {
        $end = $this->cursor();
        if ($end < $cursor) {
            $cursor = 0;
        }
        if ($end === $cursor) {
            return [$cursor, []];
        }
        $text = (string) file_get_contents($this->file, false, null, $cursor, $end - $cursor);
        $complete = strrpos($text, "\n");
        if ($complete === false) {
            return [$cursor, []];
        }
        $changes = [];
        foreach (explode("\n", substr($text, 0, $complete)) as $line) {
            $change = json_decode($line, true);
            if (is_array($change) && is_string($change['topic'] ?? null) && is_string($change['action'] ?? null) && is_string($change['id'] ?? null)) {
                $changes[] = ['topic' => $change['topic'], 'action' => $change['action'], 'id' => $change['id'], 'owners' => array_values(array_filter((array) ($change['owners'] ?? []), 'is_string'))];
            }
        }
        return [$cursor + $complete + 1, $changes];
    }
}
