<?php

declare(strict_types=1);

namespace App\Events;

/**
 * Changes to records (created, updated, deleted): what the live stream sends to open screens.
 * Readers keep a cursor and ask for what came after it.
 */
interface ChangeFeed
{
    /** @param list<string> $owners who created the record, when a role owns its type: the live stream tells the change only to the accounts that see it */
    public function publish(string $topic, string $action, string $id, array $owners = []): void;

    /** Where the feed ends now: a reader starting here sees only later changes. */
    public function cursor(): int;

    /** @return array{0: int, 1: list<array{topic: string, action: string, id: string, owners: list<string>}>} the new cursor and the changes */
    public function since(int $cursor): array;
}
