<?php

declare(strict_types=1);

namespace App\Routes;

use App\Domain\Editor;
use App\Http\Crud;
use App\Http\Router;
use App\Services;

/** /api/editors: list, create, read, replace and delete editors. */
final class EditorRoutes
{
    public static function register(Router $router, Services $services): void
    {
        Crud::register(
            router: $router,
            base: '/api/editors',
            label: 'Editor',
            topic: 'editors',
            repository: $services->repositories->editors,
            input: Editor::input(...),
            references: [
                'issueId' => ['label' => 'Issue', 'repository' => $services->repositories->issues],
            ],
            events: $services->events,
        );
    }
}
