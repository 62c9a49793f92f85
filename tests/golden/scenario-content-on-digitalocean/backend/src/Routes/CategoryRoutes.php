<?php

declare(strict_types=1);

namespace App\Routes;

use App\Domain\Category;
use App\Http\Crud;
use App\Http\Router;
use App\Services;

/** /api/categories: list, create, read, replace and delete categories. */
final class CategoryRoutes
{
    public static function register(Router $router, Services $services): void
    {
        Crud::register(
            router: $router,
            base: '/api/categories',
            label: 'Category',
            topic: 'categories',
            repository: $services->repositories->categories,
            input: Category::input(...),
            references: [],
            events: $services->events,
        );
    }
}
