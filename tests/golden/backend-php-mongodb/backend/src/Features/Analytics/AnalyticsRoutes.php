<?php

declare(strict_types=1);

namespace App\Features\Analytics;

use App\Domain\Dates;
use App\Http\Request;
use App\Http\Response;
use App\Http\Router;
use App\Http\Validator;
use App\Services;

/** /api/analytics: record usage events (page views, actions) and read counts per record type and event. */
final class AnalyticsRoutes
{
    public static function register(Router $router, Services $services): void
    {
        $repositories = $services->repositories;
        $router->post('/api/analytics/events', static function (Request $request) use ($repositories): Response {
            $check = new Validator($request->input());
            $name = $check->text('name', 100);
            $path = $check->text('path', 500, required: false);
            $check->done();
            $created = $repositories->analyticsEvents->create(['name' => $name, 'path' => $path, 'occurredAt' => Dates::now()]);
            return Response::json($created, 201);
        });
        $ownership = $services->ownership;
        $router->get('/api/analytics/summary', static function (Request $request) use ($repositories, $ownership): Response {
            // Of a type the account's role owns, its own records only, as its lists show them.
            $records = [
                'products' => count($repositories->products->list()),
                'orders' => count($ownership->visible($request, 'orders', $repositories->orders->list())),
                'customers' => count($ownership->visible($request, 'customers', $repositories->customers->list())),
                'pickup-slots' => count($repositories->pickupSlots->list()),
                'production-lists' => count($repositories->productionLists->list()),
            ];
            $events = [];
            foreach ($repositories->analyticsEvents->list() as $event) {
                $name = (string) $event['name'];
                $events[$name] = ($events[$name] ?? 0) + 1;
            }
            // Objects, not lists, even when empty.
            return Response::json(['records' => (object) $records, 'events' => (object) $events]);
        });
    }
}
