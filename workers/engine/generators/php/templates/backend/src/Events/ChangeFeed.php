<?php

declare(strict_types=1);

namespace App\Events;

/**
 * Changes to records (created, updated, deleted): what the live stream sends to open screens.
 * Readers keep a cursor and ask for what came after it.
 */
interface ChangeFeed
{
    {{publishDoc}}
    public function publish(string $topic, string $action, string $id{{ownersParam}}): void;

    /** Where the feed ends now: a reader starting here sees only later changes. */
    public function cursor(): int;

    /** @return array{0: int, 1: list<array{topic: string, action: string, id: string{{ownersShape}}}>} the new cursor and the changes */
    public function since(int $cursor): array;
}
