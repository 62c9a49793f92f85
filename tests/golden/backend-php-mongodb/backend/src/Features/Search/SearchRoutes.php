<?php

declare(strict_types=1);

namespace App\Features\Search;

use App\Http\Request;
use App\Http\Response;
use App\Http\Router;
use App\Http\Validator;
use App\Services;

/**
 * /api/search?q=: every record whose text contains the query, across record types. It scans the
 * repositories, which is right for thousands of records; past that, add a full-text index to the database.
 */
final class SearchRoutes
{
    private const MAX_HITS = 50;

    public static function register(Router $router, Services $services): void
    {
        $repositories = $services->repositories;
        $sources = [
            ['type' => 'Product', 'route' => 'products', 'title' => 'name', 'repository' => $repositories->products],
            ['type' => 'Order', 'route' => 'orders', 'title' => 'status', 'repository' => $repositories->orders],
            ['type' => 'Customer', 'route' => 'customers', 'title' => 'name', 'repository' => $repositories->customers],
            ['type' => 'Pickup slot', 'route' => 'pickup-slots', 'title' => 'startsAt', 'repository' => $repositories->pickupSlots],
            ['type' => 'Production list', 'route' => 'production-lists', 'title' => 'title', 'repository' => $repositories->productionLists],
        ];
        $ownership = $services->ownership;
        $router->get('/api/search', static function (Request $request) use ($sources, $ownership): Response {
            $check = new Validator($request->query);
            $query = $check->text('q', 100, tooShort: 'Type something to search for');
            $check->done();
            $needle = mb_strtolower((string) $query);
            $hits = [];
            foreach ($sources as $source) {
                // Of a type the account's role owns, only the records it created.
                foreach ($ownership->visible($request, $source['route'], $source['repository']->list()) as $record) {
                    if (!self::matches($record, $needle)) {
                        continue;
                    }
                    $title = $record[$source['title']] ?? null;
                    $hits[] = [
                        'type' => $source['type'],
                        'route' => $source['route'],
                        'id' => $record['id'],
                        'title' => is_scalar($title) ? (string) $title : (string) $record['id'],
                    ];
                }
            }
            return Response::json(array_slice($hits, 0, self::MAX_HITS));
        });
    }

    /** @param array<string, mixed> $record */
    private static function matches(array $record, string $needle): bool
    {
        foreach ($record as $key => $value) {
            if ($key !== 'id' && is_string($value) && str_contains(mb_strtolower($value), $needle)) {
                return true;
            }
        }
        return false;
    }
}
