<?php

declare(strict_types=1);

namespace App\Routes;

use App\Domain\ProductionList;
use App\Http\Crud;
use App\Http\Router;
use App\Services;

/** /api/production-lists: list, create, read, replace and delete production lists. */
final class ProductionListRoutes
{
    public static function register(Router $router, Services $services): void
    {
        Crud::register(
            router: $router,
            base: '/api/production-lists',
            label: 'Production list',
            topic: 'production-lists',
            repository: $services->repositories->productionLists,
            input: ProductionList::input(...),
            references: [],
            events: $services->events,
            ownership: $services->ownership,
        );
    }
}
