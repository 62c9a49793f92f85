<?php

declare(strict_types=1);

namespace App\Routes;

use App\Domain\Reader;
use App\Http\Crud;
use App\Http\Router;
use App\Services;

/** /api/readers: list, create, read, replace and delete readers. */
final class ReaderRoutes
{
    public static function register(Router $router, Services $services): void
    {
        Crud::register(
            router: $router,
            base: '/api/readers',
            label: 'Reader',
            topic: 'readers',
            repository: $services->repositories->readers,
            input: Reader::input(...),
            references: [],
            events: $services->events,
        );
    }
}
