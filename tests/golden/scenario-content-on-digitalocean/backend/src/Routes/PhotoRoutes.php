<?php

declare(strict_types=1);

namespace App\Routes;

use App\Domain\Photo;
use App\Http\Crud;
use App\Http\Router;
use App\Services;

/** /api/photos: list, create, read, replace and delete photos. */
final class PhotoRoutes
{
    public static function register(Router $router, Services $services): void
    {
        Crud::register(
            router: $router,
            base: '/api/photos',
            label: 'Photo',
            topic: 'photos',
            repository: $services->repositories->photos,
            input: Photo::input(...),
            references: [],
            events: $services->events,
        );
    }
}
