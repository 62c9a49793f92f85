<?php

declare(strict_types=1);

namespace App\Features\Live;

use App\Events\ChangeFeed;
{{ownershipUse}}
use App\Http\Response;
use App\Http\Router;
use App\Services;

/**
 * /api/live: a server-sent event stream with one "change" event per created, updated or deleted record,
 * so open screens refresh without reloading. Behind a proxy, disable response buffering for this path.
 {{ownershipNote}}
 */
final class LiveRoutes
{
    private const KEEP_ALIVE_SECONDS = 25;

    public static function register(Router $router, Services $services): void
    {
        $events = $services->events;
        {{ownershipLocal}}
        $router->get('/api/live', static fn ({{request}}): Response => new Response(
            200,
            [
                'Content-Type' => 'text/event-stream',
                'Cache-Control' => 'no-cache',
                'Connection' => 'keep-alive',
                'X-Accel-Buffering' => 'no',
            ],
            stream: static fn (\Closure $write, \Closure $wait) => self::stream($events, $write, $wait{{streamArguments}}),
        ));
    }

    /**
     * Writes each change after the moment the client connected, until the wait closure says the client left.
     *
     * @param \Closure(string): void $write
     * @param \Closure(): bool $wait
     {{streamDoc}}
     */
    private static function stream(ChangeFeed $events, \Closure $write, \Closure $wait{{streamParams}}): void
    {
        $cursor = $events->cursor();
        $write(": connected\n\n");
        $quietSince = time();
        while ($wait()) {
            [$cursor, $changes] = $events->since($cursor);
            foreach ($changes as $change) {
                {{skipUnseen}}
                $write("event: change\ndata: " . json_encode({{changeData}}, JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR) . "\n\n");
                $quietSince = time();
            }
            if (time() - $quietSince >= self::KEEP_ALIVE_SECONDS) {
                $write(": keep-alive\n\n");
                $quietSince = time();
            }
        }
    }
}
