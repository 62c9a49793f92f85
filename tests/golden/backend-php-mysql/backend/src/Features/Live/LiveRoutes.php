<?php

declare(strict_types=1);

namespace App\Features\Live;

use App\Events\ChangeFeed;
use App\Features\Auth\Ownership;
use App\Http\Request;
use App\Http\Response;
use App\Http\Router;
use App\Services;

/**
 * /api/live: a server-sent event stream with one "change" event per created, updated or deleted record,
 * so open screens refresh without reloading. Behind a proxy, disable response buffering for this path.
 * Of a record type the account's role owns, it tells only the changes to the account's own records (Ownership).
 */
final class LiveRoutes
{
    private const KEEP_ALIVE_SECONDS = 25;

    public static function register(Router $router, Services $services): void
    {
        $events = $services->events;
        $ownership = $services->ownership;
        $router->get('/api/live', static fn (Request $request): Response => new Response(
            200,
            [
                'Content-Type' => 'text/event-stream',
                'Cache-Control' => 'no-cache',
                'Connection' => 'keep-alive',
                'X-Accel-Buffering' => 'no',
            ],
            stream: static fn (\Closure $write, \Closure $wait) => self::stream($events, $write, $wait, $ownership, (string) $request->attribute('userId')),
        ));
    }

    /**
     * Writes each change after the moment the client connected, until the wait closure says the client left.
     *
     * @param \Closure(string): void $write
     * @param \Closure(): bool $wait
     * @param string $accountId the signed-in account, whose role is read for every change of an owned type
     */
    private static function stream(ChangeFeed $events, \Closure $write, \Closure $wait, Ownership $ownership, string $accountId): void
    {
        $cursor = $events->cursor();
        $write(": connected\n\n");
        $quietSince = time();
        while ($wait()) {
            [$cursor, $changes] = $events->since($cursor);
            foreach ($changes as $change) {
                if (!$ownership->seesChange($accountId, $change)) {
                    continue; // Another account's record of a type this account's role owns: not even its id.
                }
                $write("event: change\ndata: " . json_encode(['topic' => $change['topic'], 'action' => $change['action'], 'id' => $change['id']], JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR) . "\n\n");
                $quietSince = time();
            }
            if (time() - $quietSince >= self::KEEP_ALIVE_SECONDS) {
                $write(": keep-alive\n\n");
                $quietSince = time();
            }
        }
    }
}
