<?php

declare(strict_types=1);

namespace App\Events;

/** Changes kept in this process: what the tests use. */
final class MemoryChangeFeed implements ChangeFeed
{
    /** @var list<array{topic: string, action: string, id: string, owners: list<string>}> */
    private array $changes = [];

    public function publish(string $topic, string $action, string $id, array $owners = []): void
    {
        $this->changes[] = ['topic' => $topic, 'action' => $action, 'id' => $id, 'owners' => $owners];
    }

    public function cursor(): int
    {
        return count($this->changes);
    }

    public function since(int $cursor): array
    {
        return [count($this->changes), array_slice($this->changes, $cursor)];
    }
}
