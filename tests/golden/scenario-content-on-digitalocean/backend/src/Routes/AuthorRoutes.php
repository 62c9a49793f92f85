<?php

declare(strict_types=1);

namespace App\Routes;

use App\Domain\Author;
use App\Http\Crud;
use App\Http\Router;
use App\Services;

/** /api/authors: list, create, read, replace and delete authors. */
final class AuthorRoutes
{
    public static function register(Router $router, Services $services): void
    {
        Crud::register(
            router: $router,
            base: '/api/authors',
            label: 'Author',
            topic: 'authors',
            repository: $services->repositories->authors,
            input: Author::input(...),
            references: [],
            events: $services->events,
        );
    }
}
