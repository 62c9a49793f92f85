<?php

declare(strict_types=1);

namespace App\Routes;

use App\Domain\Product;
use App\Http\Crud;
use App\Http\Router;
use App\Services;

/** /api/products: list, create, read, replace and delete products. */
final class ProductRoutes
{
    public static function register(Router $router, Services $services): void
    {
        Crud::register(
            router: $router,
            base: '/api/products',
            label: 'Product',
            topic: 'products',
            repository: $services->repositories->products,
            input: Product::input(...),
            references: [],
            events: $services->events,
            ownership: $services->ownership,
        );
    }
}
