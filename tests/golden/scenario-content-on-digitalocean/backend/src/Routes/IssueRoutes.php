<?php

declare(strict_types=1);

namespace App\Routes;

use App\Domain\Issue;
use App\Http\Crud;
use App\Http\Router;
use App\Services;

/** /api/issues: list, create, read, replace and delete issues. */
final class IssueRoutes
{
    public static function register(Router $router, Services $services): void
    {
        Crud::register(
            router: $router,
            base: '/api/issues',
            label: 'Issue',
            topic: 'issues',
            repository: $services->repositories->issues,
            input: Issue::input(...),
            references: [],
            events: $services->events,
        );
    }
}
